/**
 * One CSV cell, the one writer of CSV text for the server's data endpoint, the LAS command line and
 * the web's side-panel downloads: quoted when it holds a comma, quote or line break (RFC 4180); a
 * text opening with = + - @ gets a leading ' so a spreadsheet never runs it as a formula (numbers
 * are left alone); objects are written as JSON; null and undefined are empty.
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (/^[=+\-@]/.test(text) && !/^[-+]?(\d|\.\d)/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
