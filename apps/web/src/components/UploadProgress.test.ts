import { describe, expect, it } from 'vitest';
import { uploadText } from './UploadProgress';

describe('upload progress', () => {
  it('says the bytes and percentage sent, then that the server reads the file', () => {
    expect(uploadText({ sent: 0, total: 66 * 1024 * 1024 })).toEqual({ percent: 0, text: 'Sending 0.0 of 66.0 MB (0%)' });
    expect(uploadText({ sent: 12.5 * 1024 * 1024, total: 66 * 1024 * 1024 })).toEqual({ percent: 18, text: 'Sending 12.5 of 66.0 MB (18%)' });
    expect(uploadText({ sent: 66 * 1024 * 1024, total: 66 * 1024 * 1024 })).toEqual({ percent: 100, text: 'Reading the file...' });
    expect(uploadText({ sent: 0, total: 0 }).percent).toBe(0);
  });
});
