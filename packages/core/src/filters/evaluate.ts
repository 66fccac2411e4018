import { parseFilter, type BoolNode, type CompareOp, type NumNode } from './parser';

export interface CompiledFilter {
  /** Canonical names of the series the expression reads (`depth` included when used), in first-use order. */
  seriesUsed: string[];
  /**
   * One byte per row, 1 = keep. A series missing from `columns` reads as nulls; a comparison with
   * a null is false (and `not` turns that into true).
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

/** Writes (a op b) into out, or ANDs it in when `and` is set (for chains). NaN on either side gives 0. */
function compareInto(op: CompareOp, a: Num, b: Num, n: number, out: Uint8Array, and: boolean) {
  if (typeof a === 'number' && typeof b === 'number') {
    const r = compareScalar(op, a, b) ? 1 : 0;
    if (!and) out.fill(r);
    else if (!r) out.fill(0);
    return;
  }
  const A = typeof a === 'number' ? null : a;
  const B = typeof b === 'number' ? null : b;
  const sa = typeof a === 'number' ? a : 0;
  const sb = typeof b === 'number' ? b : 0;
  // The loops are specialised by operator; V8 keeps each monomorphic and fast.
  switch (op) {
    case '<':
      for (let i = 0; i < n; i++) {
        const r = (A ? A[i] : sa) < (B ? B[i] : sb) ? 1 : 0;
        out[i] = and ? out[i] & r : r;
      }
      break;
    case '<=':
      for (let i = 0; i < n; i++) {
        const r = (A ? A[i] : sa) <= (B ? B[i] : sb) ? 1 : 0;
        out[i] = and ? out[i] & r : r;
      }
      break;
    case '>':
      for (let i = 0; i < n; i++) {
        const r = (A ? A[i] : sa) > (B ? B[i] : sb) ? 1 : 0;
        out[i] = and ? out[i] & r : r;
      }
      break;
    case '>=':
      for (let i = 0; i < n; i++) {
        const r = (A ? A[i] : sa) >= (B ? B[i] : sb) ? 1 : 0;
        out[i] = and ? out[i] & r : r;
      }
      break;
    case '==':
      for (let i = 0; i < n; i++) {
        const r = (A ? A[i] : sa) === (B ? B[i] : sb) ? 1 : 0;
        out[i] = and ? out[i] & r : r;
      }
      break;
    case '!=':
      for (let i = 0; i < n; i++) {
        const x = A ? A[i] : sa;
        const y = B ? B[i] : sb;
        const r = x === x && y === y && x !== y ? 1 : 0;
        out[i] = and ? out[i] & r : r;
      }
      break;
  }
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
      const out = new Uint8Array(n);
      let left = evalNum(node.operands[0], columns, n);
      for (let k = 0; k < node.ops.length; k++) {
        const right = evalNum(node.operands[k + 1], columns, n);
        compareInto(node.ops[k], left, right, n, out, k > 0);
        left = right;
      }
      return out;
    }
    case 'and': {
      const a = evalBool(node.left, columns, n);
      const b = evalBool(node.right, columns, n);
      for (let i = 0; i < n; i++) a[i] &= b[i];
      return a;
    }
    case 'or': {
      const a = evalBool(node.left, columns, n);
      const b = evalBool(node.right, columns, n);
      for (let i = 0; i < n; i++) a[i] |= b[i];
      return a;
    }
    case 'not': {
      const a = evalBool(node.operand, columns, n);
      for (let i = 0; i < n; i++) a[i] ^= 1;
      return a;
    }
  }
}
