import { describe, expect, it } from 'vitest';
import { uploadText } from './UploadProgress';

describe('upload progress', () => {
  it('says the bytes and percentage sent, then that the server reads the file', () => {
    expect(uploadText({ sent: 0, total: 66 * 1024 * 1024 })).toEqual({ percent: 0, text: 'Sending 0.00 of 66.00 MB (0%)' });
    expect(uploadText({ sent: 12.5 * 1024 * 1024, total: 66 * 1024 * 1024 })).toEqual({ percent: 18, text: 'Sending 12.50 of 66.00 MB (18%)' });
    expect(uploadText({ sent: 66 * 1024 * 1024, total: 66 * 1024 * 1024 })).toEqual({ percent: 100, text: 'Reading the file...' });
    expect(uploadText({ sent: 0, total: 0 }).percent).toBe(0);
    // A small file in the unit that suits it, not "0.0 of 0.0 MB".
    expect(uploadText({ sent: 10, total: 21 })).toEqual({ percent: 47, text: 'Sending 10 of 21 bytes (47%)' });
    expect(uploadText({ sent: 1024, total: 3 * 1024 })).toEqual({ percent: 33, text: 'Sending 1 of 3 KB (33%)' });
  });
});
