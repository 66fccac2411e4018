import { FilterError } from './errors';
import { tokenize, type Token } from './lexer';

export type CompareOp = '<' | '<=' | '>' | '>=' | '==' | '!=';
export type ArithOp = '+' | '-' | '*' | '/';

/** A numeric expression. */
export type NumNode =
  | { type: 'number'; value: number; column: number }
  | { type: 'series'; name: string; column: number }
  | { type: 'neg'; operand: NumNode; column: number }
  | { type: 'arith'; op: ArithOp; left: NumNode; right: NumNode; column: number };

/** A row predicate. `a < b < c` is a chain: `a < b and b < c`. */
export type BoolNode =
  | { type: 'compare'; ops: CompareOp[]; operands: NumNode[]; column: number }
  | { type: 'and' | 'or'; left: BoolNode; right: BoolNode; column: number }
  | { type: 'not'; operand: BoolNode; column: number };

type Node = NumNode | BoolNode;

const MAX_DEPTH = 200;

function isBool(node: Node): node is BoolNode {
  return node.type === 'compare' || node.type === 'and' || node.type === 'or' || node.type === 'not';
}

function describe(token: Token): string {
  return token.kind === 'end' ? 'the end of the filter' : `'${token.text}'`;
}

/**
 * Parses a filter expression into a predicate tree. Names resolve case-insensitively through
 * `resolve` (returning the canonical name, or undefined for an unknown series).
 */
export function parseFilter(source: string, resolve: (name: string) => string | undefined): BoolNode {
  const tokens = tokenize(source);
  let pos = 0;
  let depth = 0;
  const peek = () => tokens[pos];
  const next = () => tokens[pos++];

  const enter = (token: Token) => {
    if (++depth > MAX_DEPTH) throw new FilterError('The filter is nested too deeply', token.column);
  };

  const asBool = (node: Node): BoolNode => {
    if (isBool(node)) return node;
    throw new FilterError('Expected a comparison such as c1 > 100', node.column);
  };
  const asNum = (node: Node): NumNode => {
    if (!isBool(node)) return node;
    throw new FilterError('Expected a number or series, not a comparison,', node.column);
  };

  function parseOr(): Node {
    let left = parseAnd();
    while (peek().kind === 'or') {
      const op = next();
      const right = parseAnd();
      left = { type: 'or', left: asBool(left), right: asBool(right), column: op.column };
    }
    return left;
  }

  function parseAnd(): Node {
    let left = parseNot();
    while (peek().kind === 'and') {
      const op = next();
      const right = parseNot();
      left = { type: 'and', left: asBool(left), right: asBool(right), column: op.column };
    }
    return left;
  }

  function parseNot(): Node {
    const token = peek();
    if (token.kind !== 'not') return parseComparison();
    next();
    enter(token);
    const operand = asBool(parseNot());
    depth--;
    return { type: 'not', operand, column: token.column };
  }

  function parseComparison(): Node {
    const first = parseSum();
    if (peek().kind !== 'compare') return first;
    const operands: NumNode[] = [asNum(first)];
    const ops: CompareOp[] = [];
    while (peek().kind === 'compare') {
      ops.push(next().text as CompareOp);
      operands.push(asNum(parseSum()));
    }
    return { type: 'compare', ops, operands, column: first.column };
  }

  function parseSum(): Node {
    let left = parseProduct();
    while (peek().kind === 'arith' && (peek().text === '+' || peek().text === '-')) {
      const op = next();
      const right = parseProduct();
      left = { type: 'arith', op: op.text as ArithOp, left: asNum(left), right: asNum(right), column: left.column };
    }
    return left;
  }

  function parseProduct(): Node {
    let left = parseUnary();
    while (peek().kind === 'arith' && (peek().text === '*' || peek().text === '/')) {
      const op = next();
      const right = parseUnary();
      left = { type: 'arith', op: op.text as ArithOp, left: asNum(left), right: asNum(right), column: left.column };
    }
    return left;
  }

  function parseUnary(): Node {
    const token = peek();
    if (token.kind === 'arith' && (token.text === '-' || token.text === '+')) {
      next();
      enter(token);
      const operand = asNum(parseUnary());
      depth--;
      return token.text === '-' ? { type: 'neg', operand, column: token.column } : { ...operand, column: token.column };
    }
    return parsePrimary();
  }

  function parsePrimary(): Node {
    const token = next();
    switch (token.kind) {
      case 'number':
        return { type: 'number', value: token.value!, column: token.column };
      case 'name': {
        const name = resolve(token.text);
        if (name === undefined) throw new FilterError(`Unknown series '${token.text}'`, token.column);
        return { type: 'series', name, column: token.column };
      }
      case '(': {
        enter(token);
        const inner = parseOr();
        depth--;
        const close = next();
        if (close.kind === ')') return { ...inner, column: token.column };
        if (close.kind === 'end') throw new FilterError('Unclosed parenthesis opened', token.column);
        throw new FilterError(`Expected an operator or ')' but found ${describe(close)}`, close.column);
      }
      default:
        throw new FilterError('Expected a number or series', token.column);
    }
  }

  const root = parseOr();
  const rest = peek();
  if (rest.kind === ')') throw new FilterError("Unmatched ')'", rest.column);
  if (rest.kind !== 'end') throw new FilterError(`Expected an operator but found ${describe(rest)}`, rest.column);
  if (!isBool(root)) throw new FilterError('Expected a comparison such as depth <= 3000', root.column);
  return root;
}
