import { LasError } from './errors';
import { EXACT_POW10, parseLasNumber } from './number';
import { isNullToken } from './null-policy';
import type { LasWarning, NullPolicy } from './types';

export type Delimiter = 'SPACE' | 'TAB' | 'COMMA';

export interface DataSectionInput {
  /** The file as UTF-8 or single-byte text: ASCII digits are bytes, so numbers are read without decoding. */
  bytes: Uint8Array;
  /** Decodes a slice (a line the fast path cannot read, or a wrapped section) in the file's encoding. */
  decode: (slice: Uint8Array) => string;
  /** Offset of the first character after the section title line. */
  start: number;
  /**
   * Offset where the section ends: the start of the next `~` line, or the end of the text. The reader also
   * stops at the first line that starts with `~` (after blanks), so the end of the text may be given when
   * the next section has not been looked for: `ParsedDataSection.end` says where the rows ended.
   */
  end: number;
  /** 1-based line number of the first line after the title. */
  firstLine: number;
  /** Line breaks in [start, end) (an upper bound on the rows of an unwrapped section), or -1 when not counted. */
  lineCount: number;
  ncols: number;
  wrap: boolean;
  delimiter: Delimiter;
  section: string;
  /** Values that become NaN (the file's NULL value and the policy's sentinels), matched numerically as each number is read. */
  nulls?: readonly number[];
}

export interface ParsedColumn {
  /** Numbers, NaN where the token was not a number (text or null token). */
  numbers: Float64Array;
  /** Rows holding a token that is neither a number nor a null token, with the token and its line. */
  textRows: number[];
  textTokens: string[];
  textLines: number[];
}

export interface ParsedDataSection {
  columns: ParsedColumn[];
  rowCount: number;
  /** Start offset of each row's line (unwrapped sections), to recover the original text of a text column. */
  rowLineStarts: Int32Array | null;
  warnings: LasWarning[];
  /** Where the section ended: `input.end`, or the start of the first line in it that starts with `~`. */
  end: number;
}

const SP = 32;
const TAB = 9;
const LF = 10;
const CR = 13;
const TILDE = 126;

// Written so that each character can be matched one way only: linear time on a long run of digits.
const RUN_ON_TWO_NUMBERS = /^([+-]?(?:\d+(?:\.\d+)?|\.\d+))([+-](?:\d+(?:\.\d+)?|\.\d+))$/;
const RUN_ON_TWO_DOTS = /^-?\d*\.\d*\.\d*$/;
const COMMA_DECIMAL = /^[+-]?\d+,\d+$/;

/** Splits one data line by the delimiter; SPACE also splits on tabs and keeps "quoted text" together. */
export function splitDataLine(line: string, delimiter: Delimiter): string[] {
  if (delimiter === 'COMMA' || delimiter === 'TAB') {
    const sep = delimiter === 'COMMA' ? ',' : '\t';
    const parts = line.split(sep).map((p) => unquote(p.trim()));
    // A trailing delimiter (rig-site TAB exports end every row with one) adds no column.
    while (parts.length > 0 && parts[parts.length - 1] === '' && line.trimEnd().endsWith(sep)) parts.pop();
    if (delimiter === 'TAB' && parts.length === 1) return splitDataLine(line, 'SPACE');
    return parts;
  }
  const out: string[] = [];
  let i = 0;
  const n = line.length;
  while (i < n) {
    let c = line.charCodeAt(i);
    while (i < n && (c === SP || c === TAB || c === CR)) c = line.charCodeAt(++i);
    if (i >= n) break;
    const q = line[i];
    if (q === '"' || q === "'") {
      const close = line.indexOf(q, i + 1);
      if (close > i) {
        out.push(line.slice(i + 1, close));
        i = close + 1;
        continue;
      }
    }
    const s = i;
    while (i < n && (c = line.charCodeAt(i)) !== SP && c !== TAB && c !== CR) i++;
    out.push(line.slice(s, i));
  }
  return out;
}

function unquote(s: string): string {
  if (s.length >= 2 && (s[0] === '"' || s[0] === "'") && s[s.length - 1] === s[0]) return s.slice(1, -1);
  return s;
}

interface Classified {
  kind: 'number' | 'null' | 'text';
  value: number;
}

/** A token that the fast path could not read: a number in another spelling, a null token, or text. */
export function classifyToken(token: string, policy: NullPolicy, delimiter: Delimiter): Classified & { commaDecimal?: boolean } {
  const v = parseLasNumber(token);
  if (!Number.isNaN(v)) return { kind: 'number', value: v };
  if (delimiter !== 'COMMA' && COMMA_DECIMAL.test(token)) return { kind: 'number', value: Number(token.replace(',', '.')), commaDecimal: true };
  if (isNullToken(token, policy)) return { kind: 'null', value: NaN };
  return { kind: 'text', value: NaN };
}

/** Splits run-on values (`7.330-19508.961` is two numbers; `7.0201011.188` cannot be split: two nulls). */
function expandRunOn(tokens: string[]): string[] | null {
  const out: string[] = [];
  let changed = false;
  for (const t of tokens) {
    const two = RUN_ON_TWO_NUMBERS.exec(t);
    if (two) {
      out.push(two[1], two[2]);
      changed = true;
    } else if (RUN_ON_TWO_DOTS.test(t) && t.indexOf('.') !== t.lastIndexOf('.')) {
      out.push('', '');
      changed = true;
    } else out.push(t);
  }
  return changed ? out : null;
}

/**
 * Reads the rows of one data section into one Float64Array per column. The fast path reads plain
 * decimal numbers straight from the bytes (no decoding, no split, no regex); any line it cannot read
 * whole goes through the slow path (decode, split, classify each token), which handles null tokens,
 * text, quotes, run-on values, comma decimal marks and missing or extra values.
 */
export function parseDataSection(input: DataSectionInput, policy: NullPolicy): ParsedDataSection {
  if (input.wrap) return parseWrapped(input, policy);
  const wanted = input.lineCount >= 0 ? input.lineCount + 1 : estimateRows(input.bytes, input.start, input.end);
  return new DataRowReader(input, wanted, input.bytes.length).finish(input, policy);
}

/** What a DataRowReader needs to know before the rows arrive: where they start and how each is read. */
export type RowReading = Pick<DataSectionInput, 'start' | 'firstLine' | 'ncols' | 'delimiter' | 'section' | 'nulls'>;

/**
 * The rows of an unwrapped data section, read a piece at a time as a file arrives (`readAvailable`, called
 * with every byte so far each time), then to the section's end (`finish`). The answer is the one
 * parseDataSection gives for the whole section: each line is read whole, by the same loop, wherever the
 * pieces were cut; only the arrays' first size differs.
 */
export class DataRowReader {
  private readonly store: RowStore;
  private readonly slow: number[] = [];
  private readonly nulls: NullTable;
  private readonly commaMode: boolean;
  private failed = false;

  /** `wantedRows`: a guess at the rows (the arrays grow past it); `fileBytes`: the file's size, which bounds the cells. */
  constructor(
    private readonly reading: RowReading,
    wantedRows: number,
    fileBytes: number,
  ) {
    const budget = cellBudget(fileBytes);
    const ncols = reading.ncols;
    const cap = Math.max(1, Math.min(wantedRows, Math.floor(budget / Math.max(1, ncols))));
    this.store = {
      numbers: [],
      rowLineStarts: new Int32Array(cap),
      cap,
      rows: 0,
      line: reading.firstLine,
      pos: reading.start,
      stop: -1,
      budget,
      section: reading.section,
    };
    for (let c = 0; c < ncols; c++) this.store.numbers.push(new Float64Array(cap));
    this.nulls = nullTable(reading.nulls);
    this.commaMode = reading.delimiter === 'COMMA';
  }

  /** Rows read so far; whether a line starting with `~` ended the section. */
  get rows(): number {
    return this.store.rows;
  }
  get stopped(): boolean {
    return this.store.stop >= 0;
  }

  /**
   * Reads the whole lines of `bytes` (the file so far, from its first byte) that end at least four bytes
   * before its end; the rest waits for the next call or `finish`.
   */
  readAvailable(bytes: Uint8Array): void {
    const { store } = this;
    if (this.failed) return;
    const safe = wordSafeEnd(bytes, store.pos);
    try {
      for (let last = -1; store.pos < safe && store.pos !== last && store.stop < 0;) {
        last = store.pos;
        fastRows(bytes, 0, Math.min(safe, store.pos + 65536), bytes.length, this.reading.ncols, this.commaMode, store, this.slow, this.nulls);
      }
    } catch (error) {
      // More cells than the guessed size allows: `finish` reads the section whole, and refuses it as that read does.
      if (!(error instanceof LasError)) throw error;
      this.failed = true;
    }
  }

  /**
   * Reads the rest of the section (`input`: the whole file, with the same reading as the constructor's) and
   * the lines the fast loop left, and returns the section as parseDataSection does. Throws LasError as it
   * does when the rows need more cells than a file of this size may hold.
   */
  finish(input: DataSectionInput, policy: NullPolicy): ParsedDataSection {
    const { store, slow } = this;
    const { bytes, decode, ncols, delimiter, section } = input;
    const most = Math.floor(cellBudget(bytes.length) / Math.max(1, ncols));
    // Past what a file of this size may hold (the pieces were read on a guess of its size): read whole, which
    // refuses it at the row and line a whole read does.
    if (this.failed || store.rows > most) return parseDataSection(input, policy);
    store.budget = cellBudget(bytes.length);
    if (store.cap > most) {
      store.numbers = store.numbers.map((column) => column.subarray(0, most));
      store.rowLineStarts = store.rowLineStarts.subarray(0, most);
      store.cap = most;
    }
    if (store.stop < 0) readRows(bytes, input.end, ncols, this.commaMode, store, slow, this.nulls);
    const rowCount = store.rows;
    const numbers = store.numbers;
    const rowLineStarts = store.rowLineStarts;
    const columns: ParsedColumn[] = numbers.map((arr) => ({ numbers: arr, textRows: [], textTokens: [], textLines: [] }));

    const warnings: LasWarning[] = [];
    const counters = {
      short: 0,
      long: 0,
      runOn: 0,
      commaDecimal: 0,
      firstShort: 0,
      firstLong: 0,
      firstRunOn: 0,
      firstComma: 0,
      shortCounts: new Map<number, number>(),
    };
    for (let s = 0; s < slow.length; s += 4) {
      const r = slow[s];
      const lineNo = slow[s + 3];
      let tokens = splitDataLine(decode(bytes.subarray(slow[s + 1], slow[s + 2])), delimiter);
      if (tokens.length < ncols) {
        const expanded = expandRunOn(tokens);
        if (expanded && expanded.length === ncols) {
          tokens = expanded;
          if (counters.runOn++ === 0) counters.firstRunOn = lineNo;
        }
      }
      if (tokens.length < ncols) {
        if (counters.short++ === 0) counters.firstShort = lineNo;
        counters.shortCounts.set(tokens.length, (counters.shortCounts.get(tokens.length) ?? 0) + 1);
      } else if (tokens.length > ncols) {
        if (counters.long++ === 0) counters.firstLong = lineNo;
      }
      for (let k = 0; k < ncols; k++) {
        if (k >= tokens.length) {
          numbers[k][r] = NaN;
          continue;
        }
        const t = tokens[k];
        const cl = classifyToken(t, policy, delimiter);
        numbers[k][r] = nulled(cl.value, this.nulls);
        if (cl.commaDecimal && counters.commaDecimal++ === 0) counters.firstComma = lineNo;
        if (cl.kind === 'text') {
          columns[k].textRows.push(r);
          columns[k].textTokens.push(t);
          columns[k].textLines.push(lineNo);
        }
      }
    }
    summarizeCounters(counters, ncols, section, warnings);
    // A column keeps the array it was read into when the guess of the rows left little room over: copying the 61
    // columns of a 63 MB file cost 140 ms of fresh memory on a slow machine, for 2% of unused room (guessRows).
    const copy = store.cap - rowCount > Math.max(SPARE_ROWS_KEPT, rowCount * SPARE_SHARE_KEPT);
    for (let k = 0; k < ncols; k++) {
      columns[k].numbers = copy ? numbers[k].slice(0, rowCount) : numbers[k].subarray(0, rowCount);
    }
    return { columns, rowCount, rowLineStarts: rowLineStarts.subarray(0, rowCount), warnings, end: store.stop >= 0 ? store.stop : input.end };
  }
}

/**
 * Reads the rows of [start, end) that the fast path can into `store`, pushing the others to `slow`, and
 * returns the row count. The hot loop reads four bytes at a time, so it runs on the lines that end at least
 * four bytes before the end of `bytes`; the last lines are read from a copy with room after them.
 */
function readRows(bytes: Uint8Array, end: number, ncols: number, commaMode: boolean, store: RowStore, slow: number[], nullTab: NullTable): number {
  const start = store.pos;
  // In 64 KB slices: V8 then optimizes the hot loop as a function, its constants folded, rather than only by
  // on-stack replacement in the middle of one long call (11% fewer instructions a row, measured).
  const safe = Math.min(end, wordSafeEnd(bytes, start));
  for (let last = -1; store.pos < safe && store.pos !== last && store.stop < 0;) {
    last = store.pos;
    fastRows(bytes, 0, Math.min(safe, store.pos + 65536), end, ncols, commaMode, store, slow, nullTab);
  }
  if (store.stop < 0 && store.pos < end) {
    const tail = new Uint8Array(end - store.pos + 8);
    tail.set(bytes.subarray(store.pos, end));
    const offset = store.pos;
    store.pos = 0;
    fastRows(tail, offset, end - offset, end - offset, ncols, commaMode, store, slow, nullTab);
  }
  return store.rows;
}

/** Lines starting before the returned offset end (LF or CR) at least four bytes before the end of `bytes`. */
function wordSafeEnd(bytes: Uint8Array, start: number): number {
  for (let i = bytes.length - 4; i >= start; i--) if (bytes[i] === LF || bytes[i] === CR) return i + 1;
  return start;
}

/**
 * The hot loop, free of closures: reads rows of plain decimal numbers separated by blanks straight from the
 * bytes, from `store.pos` up to `limit`, each line whole (a line starting before `limit` must end at least
 * four bytes before the end of `bytes`). `end` is the end of the section (a number may end there); offsets
 * go to `store` and `slow` plus `offset`. A line it cannot read whole is pushed to `slow`. A line starting
 * with `~` ends the section: its offset goes to `store.stop`, so no separate pass looks for it.
 *
 * The one function over the length limit, on purpose: split into a call a row and a call an exponent (with every
 * step kept), the 66 MB file read at 400-440 MB/s instead of 509 (`npm run bench -- las`, same run); the
 * reader's speed is a product goal, and this loop is commented step by step instead.
 */
// eslint-disable-next-line max-lines-per-function -- the hot loop: 14-21% slower split (measured above)
function fastRows(
  bytes: Uint8Array,
  offset: number,
  limit: number,
  end: number,
  ncols: number,
  commaMode: boolean,
  store: RowStore,
  slow: number[],
  nullTab: NullTable,
): void {
  // Locals, not module bindings: TurboFan folds a local constant but loads and checks a module binding at each use.
  const pow10 = EXACT_POW10;
  const SP = 32,
    TAB = 9,
    LF = 10,
    CR = 13,
    HASH = 35,
    PLUS = 43,
    MINUS = 45,
    DOT = 46,
    TILDE = 126;
  const nulls = nullTab.values;
  const nullCount = nulls.length;
  const minAbs = nullTab.minAbs;
  const maxAbs = nullTab.maxAbs;
  let numbers = store.numbers;
  let rowLineStarts = store.rowLineStarts;
  let cap = store.cap;
  // Four bytes at a time (w), the first in the low byte. A byte of x is zero where the byte of w is a blank
  // (x = w ^ 0x20202020), of nd where it is a digit (high nibble 3, and still 3 after adding 6); the lowest
  // nonzero byte, (31 - clz32(x & -x)) >> 3, is the first that is not.
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let row = store.rows;
  let line = store.line;
  let pos = store.pos;
  while (pos < limit) {
    const lineStart = pos;
    let c: number;
    for (;;) {
      const x = view.getInt32(pos, true) ^ 0x20202020;
      if (x !== 0) {
        const k = (31 - Math.clz32(x & -x)) >> 3;
        pos += k;
        c = ((x >>> (k << 3)) & 0xff) ^ SP;
        break;
      }
      pos += 4;
    }
    while (c === SP || c === TAB) c = bytes[++pos];
    if (pos >= end) break;
    if (c === LF || c === CR) {
      pos += c === CR && bytes[pos + 1] === LF ? 2 : 1;
      line++;
      continue;
    }
    if (c === HASH) {
      while (pos < end && (c = bytes[pos]) !== LF && c !== CR) pos++;
      continue;
    }
    if (c === TILDE) {
      store.stop = lineStart + offset;
      break;
    }
    if (row >= cap) {
      store.line = line;
      grow(store, ncols);
      numbers = store.numbers;
      rowLineStarts = store.rowLineStarts;
      cap = store.cap;
    }
    let col = 0;
    let ok = !commaMode;
    while (ok) {
      // c is the byte at pos, the first of the value.
      const tokStart = pos;
      let neg = false;
      if (c === MINUS) {
        neg = true;
        pos++;
      } else if (c === PLUS) pos++;
      const intStart = pos;
      let mant = 0;
      let w = view.getInt32(pos, true);
      let nd = ((w & 0xf0f0f0f0) ^ 0x30303030) | (((w + 0x06060606) & 0xf0f0f0f0) ^ 0x30303030);
      while (nd === 0) {
        mant = mant * 10000 + fourDigits(w - 0x30303030);
        pos += 4;
        w = view.getInt32(pos, true);
        nd = ((w & 0xf0f0f0f0) ^ 0x30303030) | (((w + 0x06060606) & 0xf0f0f0f0) ^ 0x30303030);
      }
      // The last n < 4 integer digits: shifted up, so that the bytes before them read as leading zeros.
      let n = (31 - Math.clz32(nd & -nd)) >> 3;
      if (n > 0) {
        const d = fourDigits((w - 0x30303030) << (32 - 8 * n));
        mant = mant === 0 ? d : mant * pow10[n] + d;
        pos += n;
      }
      c = (w >>> (n << 3)) & 0xff;
      let digits = pos - intStart;
      let scale = 0;
      // Zeros after the last fraction digits in the mantissa: those are read four at a time too (`12.5` is 125000e-4).
      let pad = 0;
      if (c === DOT) {
        const fracStart = ++pos;
        w = view.getInt32(pos, true);
        nd = ((w & 0xf0f0f0f0) ^ 0x30303030) | (((w + 0x06060606) & 0xf0f0f0f0) ^ 0x30303030);
        while (nd === 0) {
          mant = mant * 10000 + fourDigits(w - 0x30303030);
          pos += 4;
          w = view.getInt32(pos, true);
          nd = ((w & 0xf0f0f0f0) ^ 0x30303030) | (((w + 0x06060606) & 0xf0f0f0f0) ^ 0x30303030);
        }
        n = (31 - Math.clz32(nd & -nd)) >> 3;
        if (n > 0) {
          mant = mant * 10000 + fourDigits((w - 0x30303030) & ((1 << (n << 3)) - 1));
          pos += n;
          pad = 4 - n;
        }
        c = (w >>> (n << 3)) & 0xff;
        digits += pos - fracStart;
        scale = fracStart - pos - pad;
      }
      if (digits === 0) {
        ok = false;
        break;
      }
      // More than 15 digits in the mantissa: it may not be exact; let Number() read the token.
      const overflow = digits + pad > 15;
      if (c !== SP && c !== TAB && c !== LF && c !== CR) {
        if (c === 101 || c === 69 || c === 100 || c === 68) {
          c = bytes[++pos];
          let eneg = false;
          if (c === MINUS) {
            eneg = true;
            c = bytes[++pos];
          } else if (c === PLUS) c = bytes[++pos];
          let exp = 0;
          let edigits = 0;
          while (c >= 48 && c <= 57) {
            if (exp < 10000) exp = exp * 10 + (c - 48);
            edigits++;
            c = bytes[++pos];
          }
          if (edigits === 0) {
            ok = false;
            break;
          }
          scale += eneg ? -exp : exp;
        }
        if (!(c === SP || c === TAB || c === LF || c === CR || pos >= end)) {
          ok = false;
          break;
        }
      }
      if (col >= ncols) {
        ok = false;
        break;
      }
      let v: number;
      // Clinger's fast path: an exact integer times or over an exact power of ten rounds once, correctly.
      if (!overflow && scale >= -22 && scale <= 22) v = scale < 0 ? mant / pow10[-scale] : mant * pow10[scale];
      else v = Number(asciiSlice(bytes, neg ? tokStart + 1 : tokStart, pos).replace(/[dD]/, 'e'));
      if (neg) v = -v;
      // Null sentinels are large (-999.25, -9999...): most values are nowhere near one and skip the table.
      const abs = Math.abs(v);
      if (abs >= minAbs && abs <= maxAbs) {
        for (let j = 0; j < nullCount; j++) {
          if (v === nulls[j]) {
            v = NaN;
            break;
          }
        }
      }
      numbers[col][row] = v;
      col++;
      // Blanks to the next value (c is the byte at pos, a blank or the end of the line).
      for (;;) {
        const x = view.getInt32(pos, true) ^ 0x20202020;
        if (x !== 0) {
          const k = (31 - Math.clz32(x & -x)) >> 3;
          pos += k;
          c = ((x >>> (k << 3)) & 0xff) ^ SP;
          break;
        }
        pos += 4;
      }
      while (c === SP || c === TAB) c = bytes[++pos];
      if (c === LF || c === CR || pos >= end) break;
    }
    let eol = pos;
    while (eol < end && (c = bytes[eol]) !== LF && c !== CR) eol++;
    if (!ok || col !== ncols) slow.push(row, lineStart + offset, eol + offset, line);
    rowLineStarts[row] = lineStart + offset;
    row++;
    pos = eol;
    if (pos < end) {
      pos += bytes[pos] === CR && bytes[pos + 1] === LF ? 2 : 1;
      line++;
    }
  }
  store.rows = row;
  store.line = line;
  store.pos = pos;
}

/** Four digit values (0-9, one a byte, the first in the low byte) as a number: 0x04030201 -> 1234. */
function fourDigits(x: number): number {
  x = Math.imul(x, 10) + (x >>> 8);
  return (x & 0xff) * 100 + ((x >>> 16) & 0xff);
}

interface NullTable {
  values: Float64Array;
  /** The smallest and largest magnitudes in `values` (Infinity and -Infinity when empty): a value whose magnitude is outside them is never null. */
  minAbs: number;
  maxAbs: number;
}

function nullTable(nulls: readonly number[] | undefined): NullTable {
  const values = Float64Array.from(nulls ?? []);
  let minAbs = Infinity;
  let maxAbs = -Infinity;
  for (let j = 0; j < values.length; j++) {
    minAbs = Math.min(minAbs, Math.abs(values[j]));
    maxAbs = Math.max(maxAbs, Math.abs(values[j]));
  }
  return { values, minAbs, maxAbs };
}

function nulled(v: number, table: NullTable): number {
  for (let j = 0; j < table.values.length; j++) if (v === table.values[j]) return NaN;
  return v;
}

interface RowStore {
  numbers: Float64Array[];
  rowLineStarts: Int32Array;
  cap: number;
  /** Rows read so far, and the line number and offset where reading goes on. */
  rows: number;
  line: number;
  pos: number;
  /** Offset of the line starting with `~` that ended the section, or -1. */
  stop: number;
  /** The most cells (columns x rows) the section may take: `cellBudget`. */
  budget: number;
  section: string;
}

/**
 * The most cells (columns x rows) a data section of a file of `fileBytes` bytes may fill. A full row costs at
 * least two bytes a value in the file, so a real table stays far below one cell a byte; a wide first row (or
 * thousands of curve definitions) over thousands of one-value rows would otherwise take columns x rows of
 * memory and time for a file of a few bytes a row. The fixed part lets small odd files read as before.
 */
function cellBudget(fileBytes: number): number {
  return fileBytes + (1 << 22);
}

/**
 * Rows read ahead keep their arrays when these leave at most this many rows unused, or this share of the rows
 * (a guess a little over, as the stream reader's); more room than that, after the arrays grew, is cut by a copy.
 * The server moves such an array to its own thread as it is up to the same share (COLUMN_SPARE_SHARE,
 * apps/server/src/kernel/worker-pool.ts).
 */
const SPARE_ROWS_KEPT = 64;
const SPARE_SHARE_KEPT = 1 / 8;

function grow(store: RowStore, ncols: number) {
  const cap = Math.min(store.cap * 2 + 16, Math.floor(store.budget / Math.max(1, ncols)));
  if (cap <= store.cap) {
    throw new LasError(
      `the data has ${ncols} columns (from the curve definitions or the first data row) but its rows are far shorter: ${store.cap} rows of ${ncols} values would already be ${store.cap * ncols} cells, more than a file of this size can hold values for. Check the ~Curve section and the first data row`,
      { line: store.line, section: store.section },
    );
  }
  for (let k = 0; k < ncols; k++) {
    const bigger = new Float64Array(cap);
    bigger.set(store.numbers[k]);
    store.numbers[k] = bigger;
  }
  const starts = new Int32Array(cap);
  starts.set(store.rowLineStarts);
  store.rowLineStarts = starts;
  store.cap = cap;
}

/** Rows in [start, end) guessed from the length of the first lines (the arrays grow if it is short). */
function estimateRows(bytes: Uint8Array, start: number, end: number): number {
  let pos = start;
  let longest = 1;
  for (let i = 0; i < 8 && pos < end; i++) {
    let eol = bytes.indexOf(10, pos);
    if (eol < 0 || eol > end) eol = end;
    longest = Math.max(longest, eol - pos + 1);
    pos = eol + 1;
  }
  return Math.ceil((end - start) / longest) + 16;
}

function asciiSlice(bytes: Uint8Array, start: number, end: number): string {
  let out = '';
  for (let i = start; i < end; i++) out += String.fromCharCode(bytes[i]);
  return out;
}

function summarizeCounters(
  counters: {
    short: number;
    long: number;
    runOn: number;
    commaDecimal: number;
    firstShort: number;
    firstLong: number;
    firstRunOn: number;
    firstComma: number;
    shortCounts: Map<number, number>;
  },
  ncols: number,
  section: string,
  warnings: LasWarning[],
) {
  if (counters.short > 0) {
    const found = [...counters.shortCounts.keys()].sort((a, b) => a - b).join(' or ');
    warnings.push({
      message: `${counters.short} row(s) have fewer values (${found}) than the ${ncols} curves defined; the missing values are read as null (first at line ${counters.firstShort})`,
      line: counters.firstShort,
      section,
    });
  }
  if (counters.long > 0) {
    warnings.push({
      message: `${counters.long} row(s) have more values than the ${ncols} curves defined; the extra values are ignored (first at line ${counters.firstLong})`,
      line: counters.firstLong,
      section,
    });
  }
  if (counters.runOn > 0) {
    warnings.push({
      message: `${counters.runOn} row(s) have run-on values with no space between them; they were split, or read as null where they could not be (first at line ${counters.firstRunOn})`,
      line: counters.firstRunOn,
      section,
    });
  }
  if (counters.commaDecimal > 0) {
    warnings.push({
      message: `${counters.commaDecimal} value(s) use a comma as decimal mark and were read as such (first at line ${counters.firstComma})`,
      line: counters.firstComma,
      section,
    });
  }
}

/** WRAP YES: values run across lines; every `ncols` values make a row (the index starts each one). */
function parseWrapped(input: DataSectionInput, policy: NullPolicy): ParsedDataSection {
  const { bytes, decode, start, ncols, delimiter, section } = input;
  const end = findSectionStart(bytes, start, input.end);
  const tokens: string[] = [];
  const tokenLines: number[] = [];
  let lineNo = input.firstLine;
  const body = decode(bytes.subarray(start, end));
  const lines = body.split(/\r\n|\n|\r/);
  for (const l of lines) {
    const trimmed = l.trim();
    if (trimmed !== '' && trimmed[0] !== '#') {
      for (const t of splitDataLine(trimmed, delimiter)) {
        tokens.push(t);
        tokenLines.push(lineNo);
      }
    }
    lineNo++;
  }
  const rowCount = ncols > 0 ? Math.floor(tokens.length / ncols) : 0;
  const warnings: LasWarning[] = [];
  if (ncols > 0 && tokens.length % ncols !== 0) {
    warnings.push({
      message: `Wrapped data has ${tokens.length} values, not a multiple of the ${ncols} curves; the last ${tokens.length % ncols} value(s) are ignored`,
      line: tokenLines[tokens.length - 1],
      section,
    });
  }
  const columns: ParsedColumn[] = [];
  for (let c = 0; c < ncols; c++) columns.push({ numbers: new Float64Array(rowCount), textRows: [], textTokens: [], textLines: [] });
  let commaCount = 0;
  const nulls = nullTable(input.nulls);
  for (let i = 0; i < rowCount * ncols; i++) {
    const r = Math.floor(i / ncols);
    const c = i % ncols;
    const cl = classifyToken(tokens[i], policy, delimiter);
    columns[c].numbers[r] = nulled(cl.value, nulls);
    if (cl.commaDecimal) commaCount++;
    if (cl.kind === 'text') {
      columns[c].textRows.push(r);
      columns[c].textTokens.push(tokens[i]);
      columns[c].textLines.push(tokenLines[i]);
    }
  }
  if (commaCount > 0) warnings.push({ message: `${commaCount} value(s) use a comma as decimal mark and were read as such`, section });
  return { columns, rowCount, rowLineStarts: null, warnings, end };
}

/**
 * Where a data section ends (after the line break before the next line starting with `~`, or the end)
 * and how many line breaks it holds (an upper bound on its rows).
 */
export function scanDataExtent(bytes: Uint8Array, start: number, newline: number): { end: number; lineCount: number } {
  const len = bytes.length;
  const end = findSectionStart(bytes, start, len);
  // The line count is needed only to number the lines of sections after this one (and sizes the arrays).
  if (end === len) return { end, lineCount: -1 };
  let breaks = 0;
  for (let i = bytes.indexOf(newline, start); i >= 0 && i < end; i = bytes.indexOf(newline, i + 1)) breaks++;
  return { end, lineCount: breaks };
}

/** The start of the first line in [start, end) that starts with `~` (after blanks), or `end`. */
function findSectionStart(bytes: Uint8Array, start: number, end: number): number {
  // memchr for `~`, then check it starts a line (after optional blanks).
  for (let t = indexOfByte(bytes, TILDE, start); t >= 0 && t < end; t = indexOfByte(bytes, TILDE, t + 1)) {
    let k = t - 1;
    while (k >= start && (bytes[k] === SP || bytes[k] === TAB)) k--;
    if (k < start) return start;
    if (bytes[k] === LF || bytes[k] === CR) return k + 1;
  }
  return end;
}

/**
 * `bytes.indexOf(b, from)`, four bytes at a time: a data section is scanned whole for `~`, and a word test
 * (does any byte of x equal b: (x - 0x01..) & ~x & 0x80.. on x = word ^ b*0x01010101) beats the byte loop.
 */
export function indexOfByte(bytes: Uint8Array, b: number, from: number): number {
  const len = bytes.length;
  let i = Math.max(0, from);
  while (i < len && ((bytes.byteOffset + i) & 3) !== 0) {
    if (bytes[i] === b) return i;
    i++;
  }
  const words = (len - i) >> 2;
  if (words > 0) {
    const w32 = new Int32Array(bytes.buffer, bytes.byteOffset + i, words);
    const pattern = Math.imul(b, 0x01010101);
    let k = 0;
    for (; k < words; k++) {
      const x = w32[k] ^ pattern;
      if (((x - 0x01010101) & ~x & 0x80808080) !== 0) break;
    }
    i += k << 2;
  }
  for (; i < len; i++) if (bytes[i] === b) return i;
  return -1;
}
