// A column of values read from decimal text (a LAS file's), as whole numbers: each value times the power of ten
// that makes every value of the column whole, as the difference from the value before it (docs/data-format.md,
// `zstd-decimal`). Depths a step apart become one repeated difference, a gas reading a few small ones: zstd then
// stores the 61 columns of the bench's 63 MB file in 12.5 MB, against 18.5 MB of their Float64 bytes, and in
// about half the time. Only a column every value of which comes back bit for bit is written so; any other keeps its
// Float64 bytes.

/** The most decimals tried (a gas of 0.0004913 ppm needs seven): a column of more is kept as Float64. */
export const MAX_DECIMALS = 9;
/** A whole number's magnitude stays under this, so that the difference of two fits a signed 32-bit integer. */
const MAX_WHOLE = 2 ** 30;
/** The difference written for a null (NaN): no difference of two whole numbers under MAX_WHOLE is this. */
const NULL_MARK = -(2 ** 31);
/** The bit pattern of the NaN a decoded null is (JavaScript's own, 0x7ff8000000000000), as two 32-bit words. */
const NAN_HIGH = 0x7ff80000;

/**
 * The number of decimals (0 to MAX_DECIMALS) that makes every value of `values` a whole number which divides back
 * to exactly that value, nulls being JavaScript's own NaN; null when there is none (a value from arithmetic, a
 * negative zero, a NaN of other bits, one too large).
 */
export function decimalsOf(values: Float64Array): number | null {
  const words = new Uint32Array(values.buffer, values.byteOffset, values.length * 2);
  let decimals = 0;
  let scale = 1;
  // The values before the last raise of the scale were checked at a smaller one only.
  let checkedBefore = 0;
  for (let i = 0; i < values.length; i++) {
    const x = values[i];
    if (x !== x) {
      if (words[2 * i] !== 0 || words[2 * i + 1] !== NAN_HIGH) return null;
      continue;
    }
    if (x === 0 && 1 / x < 0) return null;
    // The fewest decimals for this value; a column takes the most any value needs (the earlier values hold at
    // more decimals too, as long as the whole numbers stay small: checked once more below).
    while (!isWholeAt(x, scale)) {
      if (decimals === MAX_DECIMALS) return null;
      decimals++;
      scale *= 10;
      checkedBefore = i;
    }
  }
  // Those values again at the final scale (none when the first value set it, as in most columns).
  for (let i = 0; i < checkedBefore; i++) {
    const x = values[i];
    if (x === x && !isWholeAt(x, scale)) return null;
  }
  return decimals;
}

function isWholeAt(x: number, scale: number): boolean {
  const whole = Math.round(x * scale);
  return whole / scale === x && whole < MAX_WHOLE && whole > -MAX_WHOLE;
}

/** `values` as 32-bit little-endian words: the decimals, then each whole number's difference from the one before. */
export function toDecimalBytes(values: Float64Array, decimals: number): Uint8Array {
  const scale = 10 ** decimals;
  const out = new Int32Array(values.length + 1);
  out[0] = decimals;
  let previous = 0;
  for (let i = 0; i < values.length; i++) {
    const x = values[i];
    if (x !== x) {
      out[i + 1] = NULL_MARK;
      continue;
    }
    const whole = Math.round(x * scale);
    out[i + 1] = whole - previous;
    previous = whole;
  }
  return new Uint8Array(out.buffer);
}

/** The column toDecimalBytes wrote, `length` values; throws when the bytes are not such a column of that length. */
export function fromDecimalBytes(bytes: Uint8Array, length: number): Float64Array {
  if (bytes.byteLength !== (length + 1) * 4) throw new Error(`decimal curve blob holds ${bytes.byteLength} bytes, expected ${(length + 1) * 4}`);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const decimals = view.getInt32(0, true);
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > MAX_DECIMALS) throw new Error(`decimal curve blob has ${decimals} decimals`);
  const scale = 10 ** decimals;
  const values = new Float64Array(length);
  let whole = 0;
  for (let i = 0; i < length; i++) {
    const difference = view.getInt32((i + 1) * 4, true);
    if (difference === NULL_MARK) {
      values[i] = NaN;
      continue;
    }
    whole += difference;
    values[i] = whole / scale;
  }
  return values;
}
