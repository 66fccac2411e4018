import { describe, expect, it } from 'vitest';
import { fileSizeText, partOfSizeText } from './file-size';

describe('fileSizeText', () => {
  it('says bytes, KB or MB as the size suits, never 0.00 MB for a file that has bytes', () => {
    expect(fileSizeText(1)).toBe('1 byte');
    expect(fileSizeText(11)).toBe('11 bytes');
    expect(fileSizeText(3 * 1024 + 100)).toBe('3 KB');
    expect(fileSizeText(1023 * 1024)).toBe('1,023 KB');
    expect(fileSizeText(63 * 1024 * 1024)).toBe('63.00 MB');
    expect(fileSizeText(1234.5 * 1024 * 1024)).toBe('1,234.50 MB');
  });

  it('says a part of a size in the unit that suits the whole', () => {
    expect(partOfSizeText(10, 21)).toBe('10 of 21 bytes');
    expect(partOfSizeText(0, 1)).toBe('0 of 1 byte');
    expect(partOfSizeText(1024, 3 * 1024)).toBe('1 of 3 KB');
    expect(partOfSizeText(12.5 * 1024 * 1024, 66 * 1024 * 1024)).toBe('12.50 of 66.00 MB');
  });
});
