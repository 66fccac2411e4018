/**
 * A file's size as a person reads it: bytes under 1 KB, whole KB under 1 MB, MB with two decimals above (a
 * 3 KB header-only file read "0.00 MB"). 1 KB = 1024 bytes, as the upload's progress counts them.
 */
export function fileSizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024).toLocaleString('en-US')} KB`;
  return `${(bytes / 1024 / 1024).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} MB`;
}
