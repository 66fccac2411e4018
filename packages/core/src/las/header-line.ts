/**
 * One header line, `MNEM.UNIT  VALUE : DESCRIPTION`, split the way lasio splits it, so that files read the
 * same here as in the standard Python reader:
 * - the mnemonic runs to the first period (an optional leading period is skipped); in ~Curve a mnemonic
 *   may itself end with a period (`Cond..MS/M`: mnemonic `Cond.`, unit `MS/M`);
 * - the unit is the text right after that period up to the first space (`1000 LBF` keeps its space);
 *   a unit may contain colons (`hh:mm`) and dots (`kft.lbf`);
 * - the value runs to the last colon (colons in values survive), except in ~Parameter where a colon
 *   inside a time (`21:30`) does not end the value;
 * - no period before the first colon: `NAME: VALUE` with no unit; no colon: the value runs to the end.
 */
export interface ParsedHeaderLine {
  mnemonic: string;
  unit: string;
  value: string;
  description: string;
}

export type HeaderSectionKind = 'version' | 'well' | 'curve' | 'parameter' | 'other';

const isSpace = (c: string) => c === ' ' || c === '\t';

/** Returns null when the line has neither a period nor a colon (not a header item). */
export function parseHeaderLine(raw: string, kind: HeaderSectionKind): ParsedHeaderLine | null {
  const line = raw.trim();
  const firstColon = line.indexOf(':');
  if (firstColon >= 0 && line.lastIndexOf('.', firstColon) < 0) {
    return { mnemonic: line.slice(0, firstColon).trim(), unit: '', value: line.slice(firstColon + 1).trim(), description: '' };
  }
  if (line.indexOf('.') < 0) return null;
  const lastColon = line.lastIndexOf(':');

  // Mnemonic and the period that ends it.
  let nameStart = 0;
  let dot: number;
  const dd = kind === 'curve' ? findDoubleDot(line, lastColon) : -1;
  if (dd >= 0) {
    dot = dd + 1;
  } else if (line[0] === '.' && line.indexOf('.', 1) >= 0) {
    nameStart = 1;
    dot = line.indexOf('.', 1);
  } else {
    dot = line.indexOf('.');
  }
  const mnemonic = line.slice(nameStart, dot).trim();

  // Unit: non-space run after the period, optionally `<digits><space><unit>`.
  let p = dot + 1;
  let unitEnd = p;
  if (!isSpace(line[p] ?? ' ')) {
    const digits = /^[0-9]+[ \t]/.exec(line.slice(p, p + 24));
    if (digits) unitEnd = p + digits[0].length;
    while (unitEnd < line.length && !isSpace(line[unitEnd])) unitEnd++;
    // The value needs a colon after the unit: if the unit swallowed the last colon, give it back.
    if (lastColon >= p && lastColon < unitEnd) unitEnd = lastColon;
  }
  let unit = line.slice(p, unitEnd).trim();
  if (unit.endsWith('.')) unit = trimDots(unit);
  if (unit.length > 2 && unit.startsWith('[') && unit.endsWith(']')) unit = unit.slice(1, -1);
  p = unitEnd;

  if (lastColon < p) return { mnemonic, unit, value: line.slice(p).trim(), description: '' };
  let colon = lastColon;
  if (kind === 'parameter') {
    const t = firstNonTimeColon(line, p);
    if (t >= 0) colon = t;
  }
  return { mnemonic, unit, value: line.slice(p, colon).trim(), description: line.slice(colon + 1).trim() };
}

/** The text without its leading and trailing periods (a loop: a regex `\.+$` rescans a run of periods from each start). */
function trimDots(s: string): string {
  let a = 0;
  let b = s.length;
  while (a < b && s[a] === '.') a++;
  while (b > a && s[b - 1] === '.') b--;
  return s.slice(a, b);
}

/** The last `..` (not preceded by a space) before the description colon, or -1. */
function findDoubleDot(line: string, lastColon: number): number {
  const limit = lastColon >= 0 ? lastColon : line.length;
  let found = -1;
  for (let i = line.indexOf('..'); i >= 0 && i < limit; i = line.indexOf('..', i + 1)) {
    if (i > 0 && !isSpace(line[i - 1])) found = i;
  }
  return found;
}

/** First colon after `from` that is not inside a time such as ` 21:30` or `hh:mm`. */
function firstNonTimeColon(line: string, from: number): number {
  for (let i = line.indexOf(':', from); i >= 0; i = line.indexOf(':', i + 1)) {
    const before = line.slice(Math.max(0, i - 3), i);
    const after = line.slice(i + 1, i + 3);
    const timeBefore = /^ [0-2][0-3]$/.test(before) || before === ' hh';
    const timeAfter = /^[0-5][0-9]$/.test(after) || after === 'mm';
    if (!timeBefore && !timeAfter) return i;
  }
  return -1;
}
