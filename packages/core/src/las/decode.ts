/** Bytes to text: BOM first (UTF-8, UTF-16 LE/BE), then UTF-16 without BOM by its zero bytes, then strict UTF-8, else windows-1252. */
export function decodeLasBytes(bytes: Uint8Array): { text: string; encoding: string } {
  if (bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    return { text: new TextDecoder('utf-8').decode(bytes.subarray(3)), encoding: 'utf-8-sig' };
  }
  if (bytes.length >= 2 && bytes[0] === 0xff && bytes[1] === 0xfe) {
    return { text: new TextDecoder('utf-16le').decode(bytes.subarray(2)), encoding: 'utf-16le' };
  }
  if (bytes.length >= 2 && bytes[0] === 0xfe && bytes[1] === 0xff) {
    return { text: new TextDecoder('utf-16be').decode(bytes.subarray(2)), encoding: 'utf-16be' };
  }
  const utf16 = guessUtf16(bytes);
  if (utf16) return { text: new TextDecoder(utf16).decode(bytes), encoding: utf16 };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    return { text: new TextDecoder('windows-1252').decode(bytes), encoding: 'windows-1252' };
  }
}

/** ASCII text in UTF-16 has a zero in every other byte: count them in the first 4 KB. */
function guessUtf16(bytes: Uint8Array): 'utf-16le' | 'utf-16be' | null {
  const n = Math.min(bytes.length, 4096) & ~1;
  if (n < 4) return null;
  let evenZeros = 0;
  let oddZeros = 0;
  for (let i = 0; i < n; i += 2) {
    if (bytes[i] === 0) evenZeros++;
    if (bytes[i + 1] === 0) oddZeros++;
  }
  const pairs = n / 2;
  if (oddZeros > pairs * 0.4 && evenZeros < pairs * 0.05) return 'utf-16le';
  if (evenZeros > pairs * 0.4 && oddZeros < pairs * 0.05) return 'utf-16be';
  return null;
}

export interface PreparedBytes {
  /** UTF-8 or single-byte text as bytes: the reader scans these, decoding only header lines and odd rows. */
  bytes: Uint8Array;
  encoding: string;
  decode: (slice: Uint8Array) => string;
}

const encoder = new TextEncoder();

/**
 * Prepares the input for the reader: a string or UTF-16 file becomes UTF-8 bytes; UTF-8 and single-byte
 * files stay as they are (ASCII digits are the same bytes in both). The encoding of a file with no BOM is
 * UTF-8 when its first megabyte is valid UTF-8, else windows-1252.
 */
export function prepareBytes(input: Uint8Array | string): PreparedBytes {
  const utf8 = new TextDecoder('utf-8');
  if (typeof input === 'string') {
    const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
    return { bytes: encoder.encode(text), encoding: 'utf-16', decode: (b) => utf8.decode(b) };
  }
  if (input.length >= 3 && input[0] === 0xef && input[1] === 0xbb && input[2] === 0xbf) {
    return { bytes: input.subarray(3), encoding: 'utf-8-sig', decode: (b) => utf8.decode(b) };
  }
  const bom16 = input.length >= 2 && ((input[0] === 0xff && input[1] === 0xfe) || (input[0] === 0xfe && input[1] === 0xff));
  if (bom16 || guessUtf16(input)) {
    const { text, encoding } = decodeLasBytes(input);
    return { bytes: encoder.encode(text), encoding, decode: (b) => utf8.decode(b) };
  }
  let probeEnd = Math.min(input.length, 1 << 20);
  if (probeEnd < input.length) {
    const lf = input.lastIndexOf(10, probeEnd);
    if (lf > 0) probeEnd = lf;
  }
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(input.subarray(0, probeEnd));
    return { bytes: input, encoding: 'utf-8', decode: (b) => utf8.decode(b) };
  } catch {
    const cp1252 = new TextDecoder('windows-1252');
    return { bytes: input, encoding: 'windows-1252', decode: (b) => cp1252.decode(b) };
  }
}
