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
  const parser = new FilterParser(tokenize(source), resolve);
  const root = parser.parseOr();
  const rest = parser.peek();
  if (rest.kind === ')') throw new FilterError("Unmatched ')'", rest.column);
  if (rest.kind !== 'end') throw new FilterError(`Expected an operator but found ${describe(rest)}`, rest.column);
  if (!isBool(root)) throw new FilterError('Expected a comparison such as depth <= 3000', root.column);
  return root;
}

/** Recursive descent, one method a level of precedence: or, and, not, comparison, sum, product, unary, primary. */
class FilterParser {
  private pos = 0;
  private depth = 0;

  constructor(
    private readonly tokens: Token[],
    private readonly resolve: (name: string) => string | undefined,
  ) {}

  peek(): Token {
    return this.tokens[this.pos];
  }

  private next(): Token {
    return this.tokens[this.pos++];
  }

  private enter(token: Token) {
    if (++this.depth > MAX_DEPTH) throw new FilterError('The filter is nested too deeply', token.column);
  }

  private asBool(node: Node): BoolNode {
    if (isBool(node)) return node;
    throw new FilterError('Expected a comparison such as c1 > 100', node.column);
  }

  private asNum(node: Node): NumNode {
    if (!isBool(node)) return node;
    throw new FilterError('Expected a number or series, not a comparison,', node.column);
  }

  parseOr(): Node {
    let left = this.parseAnd();
    while (this.peek().kind === 'or') {
      const op = this.next();
      const right = this.parseAnd();
      left = { type: 'or', left: this.asBool(left), right: this.asBool(right), column: op.column };
    }
    return left;
  }

  parseAnd(): Node {
    let left = this.parseNot();
    while (this.peek().kind === 'and') {
      const op = this.next();
      const right = this.parseNot();
      left = { type: 'and', left: this.asBool(left), right: this.asBool(right), column: op.column };
    }
    return left;
  }

  parseNot(): Node {
    const token = this.peek();
    if (token.kind !== 'not') return this.parseComparison();
    this.next();
    this.enter(token);
    const operand = this.asBool(this.parseNot());
    this.depth--;
    return { type: 'not', operand, column: token.column };
  }

  parseComparison(): Node {
    const first = this.parseSum();
    if (this.peek().kind !== 'compare') return first;
    const operands: NumNode[] = [this.asNum(first)];
    const ops: CompareOp[] = [];
    while (this.peek().kind === 'compare') {
      ops.push(this.next().text as CompareOp);
      operands.push(this.asNum(this.parseSum()));
    }
    return { type: 'compare', ops, operands, column: first.column };
  }

  parseSum(): Node {
    let left = this.parseProduct();
    while (this.peek().kind === 'arith' && (this.peek().text === '+' || this.peek().text === '-')) {
      const op = this.next();
      const right = this.parseProduct();
      left = { type: 'arith', op: op.text as ArithOp, left: this.asNum(left), right: this.asNum(right), column: left.column };
    }
    return left;
  }

  parseProduct(): Node {
    let left = this.parseUnary();
    while (this.peek().kind === 'arith' && (this.peek().text === '*' || this.peek().text === '/')) {
      const op = this.next();
      const right = this.parseUnary();
      left = { type: 'arith', op: op.text as ArithOp, left: this.asNum(left), right: this.asNum(right), column: left.column };
    }
    return left;
  }

  parseUnary(): Node {
    const token = this.peek();
    if (token.kind === 'arith' && (token.text === '-' || token.text === '+')) {
      this.next();
      this.enter(token);
      const operand = this.asNum(this.parseUnary());
      this.depth--;
      return token.text === '-' ? { type: 'neg', operand, column: token.column } : { ...operand, column: token.column };
    }
    return this.parsePrimary();
  }

  parsePrimary(): Node {
    const token = this.next();
    switch (token.kind) {
      case 'number':
        return { type: 'number', value: token.value!, column: token.column };
      case 'name': {
        const name = this.resolve(token.text);
        if (name === undefined) throw new FilterError(`Unknown series '${token.text}'`, token.column);
        return { type: 'series', name, column: token.column };
      }
      case '(': {
        this.enter(token);
        const inner = this.parseOr();
        this.depth--;
        const close = this.next();
        if (close.kind === ')') return { ...inner, column: token.column };
        if (close.kind === 'end') throw new FilterError('Unclosed parenthesis opened', token.column);
        throw new FilterError(`Expected an operator or ')' but found ${describe(close)}`, close.column);
      }
      default:
        throw new FilterError('Expected a number or series', token.column);
    }
  }
}
