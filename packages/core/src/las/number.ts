/** Powers of ten that are exact in a double (10^0 .. 10^22). */
export const EXACT_POW10: Float64Array = (() => {
  const p = new Float64Array(23);
  p[0] = 1;
  for (let i = 1; i < 23; i++) p[i] = p[i - 1] * 10;
  return p;
})();

// Unambiguous (each digit can be matched one way only), so a long run of digits is read in linear time.
const NUMBER_TEXT = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eEdD][+-]?\d+)?$/;

/**
 * A whole token as a number, or NaN when it is not a plain decimal number (`1.5`, `-.5`, `3e-6`, `1.2D+03`).
 * Text such as `Infinity`, `0x10` or `1_000` is not a number here.
 */
export function parseLasNumber(token: string): number {
  const t = token.trim();
  if (!NUMBER_TEXT.test(t)) return NaN;
  return Number(t.replace(/[dD]/, 'e'));
}
