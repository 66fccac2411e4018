import { parseFilter, type BoolNode, type CompareOp, type NumNode } from './parser';

export interface CompiledFilter {
  /** Canonical names of the series the expression reads (`depth` included when used), in first-use order. */
  seriesUsed: string[];
  /**
   * One byte per row, 1 = keep. A series missing from `columns` reads as nulls; a comparison with
   * a null is false (and `not` turns that into true). The array's buffer may be a few bytes longer
   * than rowCount (whole 32-bit words); read the array, not its buffer.
   */
  evaluate(columns: Record<string, Float64Array>, rowCount: number): Uint8Array;
}

type Columns = Record<string, Float64Array>;
/** A numeric value: one number for the whole column, or one per row. */
type Num = number | Float64Array;

/**
 * Compiles a filter expression (`depth <= 3000 and (c1 > 100 or c2/c1 < 0.1)`) into a column-wise
 * row predicate. Grammar in docs/gas-ratios.md; `depth` is always known; series names and
 * keywords are case-insensitive. Throws FilterError for anything it cannot use.
 */
export function compileFilter(expression: string, knownSeries: Iterable<string>): CompiledFilter {
  const canonical = new Map<string, string>();
  for (const name of knownSeries) {
    const key = name.toLowerCase();
    if (!canonical.has(key)) canonical.set(key, name);
  }
  if (!canonical.has('depth')) canonical.set('depth', 'depth');
  const seriesUsed: string[] = [];
  const root = parseFilter(expression, (name) => {
    const found = canonical.get(name.toLowerCase());
    if (found !== undefined && !seriesUsed.includes(found)) seriesUsed.push(found);
    return found;
  });
  return {
    seriesUsed,
    evaluate: (columns, rowCount) => {
      const n = Math.max(0, Math.floor(rowCount));
      return evalBool(root, columns, n);
    },
  };
}

function column(name: string, columns: Columns, n: number): Num {
  const col = columns[name];
  if (!col) return NaN;
  if (col.length >= n) return col.length === n ? col : col.subarray(0, n);
  const padded = new Float64Array(n).fill(NaN);
  padded.set(col);
  return padded;
}

function evalNum(node: NumNode, columns: Columns, n: number): Num {
  switch (node.type) {
    case 'number':
      return node.value;
    case 'series':
      return column(node.name, columns, n);
    case 'neg': {
      const v = evalNum(node.operand, columns, n);
      if (typeof v === 'number') return -v;
      const out = new Float64Array(n);
      for (let i = 0; i < n; i++) out[i] = -v[i];
      return out;
    }
    case 'arith':
      return arith(node.op, evalNum(node.left, columns, n), evalNum(node.right, columns, n), n);
  }
}

function arith(op: '+' | '-' | '*' | '/', a: Num, b: Num, n: number): Num {
  if (typeof a === 'number' && typeof b === 'number') return applyScalar(op, a, b);
  const out = new Float64Array(n);
  // Division by zero gives Infinity or NaN here; comparisons with Infinity behave as numbers do.
  if (typeof a === 'number') {
    const B = b as Float64Array;
    if (op === '+') for (let i = 0; i < n; i++) out[i] = a + B[i];
    else if (op === '-') for (let i = 0; i < n; i++) out[i] = a - B[i];
    else if (op === '*') for (let i = 0; i < n; i++) out[i] = a * B[i];
    else for (let i = 0; i < n; i++) out[i] = a / B[i];
  } else if (typeof b === 'number') {
    if (op === '+') for (let i = 0; i < n; i++) out[i] = a[i] + b;
    else if (op === '-') for (let i = 0; i < n; i++) out[i] = a[i] - b;
    else if (op === '*') for (let i = 0; i < n; i++) out[i] = a[i] * b;
    else for (let i = 0; i < n; i++) out[i] = a[i] / b;
  } else {
    if (op === '+') for (let i = 0; i < n; i++) out[i] = a[i] + b[i];
    else if (op === '-') for (let i = 0; i < n; i++) out[i] = a[i] - b[i];
    else if (op === '*') for (let i = 0; i < n; i++) out[i] = a[i] * b[i];
    else for (let i = 0; i < n; i++) out[i] = a[i] / b[i];
  }
  return out;
}

function applyScalar(op: '+' | '-' | '*' | '/', a: number, b: number): number {
  return op === '+' ? a + b : op === '-' ? a - b : op === '*' ? a * b : a / b;
}

/**
 * A row mask: n bytes of 0/1 over a buffer rounded up to whole 32-bit words, so that and, or and
 * not work four rows at a time. Bytes past n are never read as rows.
 */
function newMask(n: number): Uint8Array {
  return new Uint8Array(new ArrayBuffer(Math.ceil(n / 4) * 4), 0, n);
}

function words(mask: Uint8Array): Uint32Array {
  return new Uint32Array(mask.buffer, mask.byteOffset, mask.buffer.byteLength >> 2);
}

const FLIPPED: Record<CompareOp, CompareOp> = { '<': '>', '<=': '>=', '>': '<', '>=': '<=', '==': '==', '!=': '!=' };

/** 1 where (a op b) holds; NaN on either side gives 0 (`!=` included). */
function compare(op: CompareOp, a: Num, b: Num, n: number): Uint8Array {
  const out = newMask(n);
  if (typeof a === 'number' && typeof b === 'number') {
    if (compareScalar(op, a, b)) out.fill(1);
    return out;
  }
  if (typeof a === 'number') return compareVS(FLIPPED[op], b as Float64Array, a, n, out);
  if (typeof b === 'number') return compareVS(op, a, b, n, out);
  return compareVV(op, a, b, n, out);
}

// One loop per operator keeps each monomorphic and branch-free for V8.
function compareVS(op: CompareOp, a: Float64Array, b: number, n: number, out: Uint8Array): Uint8Array {
  if (b !== b) return out;
  switch (op) {
    case '<':
      for (let i = 0; i < n; i++) out[i] = +(a[i] < b);
      break;
    case '<=':
      for (let i = 0; i < n; i++) out[i] = +(a[i] <= b);
      break;
    case '>':
      for (let i = 0; i < n; i++) out[i] = +(a[i] > b);
      break;
    case '>=':
      for (let i = 0; i < n; i++) out[i] = +(a[i] >= b);
      break;
    case '==':
      for (let i = 0; i < n; i++) out[i] = +(a[i] === b);
      break;
    case '!=':
      for (let i = 0; i < n; i++) {
        const x = a[i];
        out[i] = +(x === x && x !== b);
      }
      break;
  }
  return out;
}

function compareVV(op: CompareOp, a: Float64Array, b: Float64Array, n: number, out: Uint8Array): Uint8Array {
  switch (op) {
    case '<':
      for (let i = 0; i < n; i++) out[i] = +(a[i] < b[i]);
      break;
    case '<=':
      for (let i = 0; i < n; i++) out[i] = +(a[i] <= b[i]);
      break;
    case '>':
      for (let i = 0; i < n; i++) out[i] = +(a[i] > b[i]);
      break;
    case '>=':
      for (let i = 0; i < n; i++) out[i] = +(a[i] >= b[i]);
      break;
    case '==':
      for (let i = 0; i < n; i++) out[i] = +(a[i] === b[i]);
      break;
    case '!=':
      for (let i = 0; i < n; i++) {
        const x = a[i];
        const y = b[i];
        out[i] = +(x === x && y === y && x !== y);
      }
      break;
  }
  return out;
}

function compareScalar(op: CompareOp, a: number, b: number): boolean {
  switch (op) {
    case '<':
      return a < b;
    case '<=':
      return a <= b;
    case '>':
      return a > b;
    case '>=':
      return a >= b;
    case '==':
      return a === b;
    case '!=':
      return a === a && b === b && a !== b;
  }
}

function evalBool(node: BoolNode, columns: Columns, n: number): Uint8Array {
  switch (node.type) {
    case 'compare': {
      let left = evalNum(node.operands[0], columns, n);
      let out: Uint8Array | undefined;
      for (let k = 0; k < node.ops.length; k++) {
        const right = evalNum(node.operands[k + 1], columns, n);
        const r = compare(node.ops[k], left, right, n);
        if (out) for (let i = 0; i < n; i++) out[i] &= r[i];
        else out = r;
        left = right;
      }
      return out!;
    }
    case 'and': {
      const a = evalBool(node.left, columns, n);
      const b = evalBool(node.right, columns, n);
      const A = words(a);
      const B = words(b);
      for (let i = 0; i < A.length; i++) A[i] &= B[i];
      return a;
    }
    case 'or': {
      const a = evalBool(node.left, columns, n);
      const b = evalBool(node.right, columns, n);
      const A = words(a);
      const B = words(b);
      for (let i = 0; i < A.length; i++) A[i] |= B[i];
      return a;
    }
    case 'not': {
      const a = evalBool(node.operand, columns, n);
      const A = words(a);
      for (let i = 0; i < A.length; i++) A[i] ^= 0x01010101;
      return a;
    }
  }
}
