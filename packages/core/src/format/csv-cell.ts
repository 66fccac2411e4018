/** A plain decimal number, sign and exponent allowed: written as it is, negative numbers included. */
const PLAIN_NUMBER = /^[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?$/;
/** What a spreadsheet may read as the start of a formula (OWASP's CSV injection list): = + - @, a tab, a line break. */
const FORMULA_START = /^[=+\-@\t\r\n]/;

/**
 * One CSV cell, the one writer of CSV text for the server's data endpoint, the LAS command line and
 * the web's side-panel downloads: quoted when it holds a comma, quote or line break (RFC 4180); any text
 * that is not a plain number and opens with = + - @, a tab or a line break gets a leading ' so a
 * spreadsheet reads it as text, never as a formula (`-2+3+cmd|...` included); numbers stay numbers;
 * objects are written as JSON; null and undefined are empty.
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
