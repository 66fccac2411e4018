import { FilterError } from './errors';

export type TokenKind =
  | 'number'
  | 'name'
  | 'compare' // < <= > >= == != =
  | 'and' // and & &&
  | 'or' // or | ||
  | 'not' // not ~ !
  | 'arith' // + - * /
  | '('
  | ')'
  | 'end';

export interface Token {
  kind: TokenKind;
  /** The text as typed (operators normalised: `=` and `==` both give '==', `&&` gives 'and'...). */
  text: string;
  /** 1-based column of the first character. */
  column: number;
  value?: number;
}

const KEYWORDS: Record<string, TokenKind> = { and: 'and', or: 'or', not: 'not' };

function isDigit(c: string) {
  return c >= '0' && c <= '9';
}

function isNameStart(c: string) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c === '_';
}

function isNamePart(c: string) {
  return isNameStart(c) || isDigit(c);
}

/**
 * Splits a filter expression into tokens. Numbers: `12`, `1.5`, `.5`, `1e-3`. Names: letters,
 * digits and `_`, optionally `:n` (a duplicate curve such as `gr:1`). Keywords are case-insensitive.
 */
export function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  const n = source.length;
  while (i < n) {
    const c = source[i];
    if (c === ' ' || c === '\t' || c === '\n' || c === '\r') i++;
    else if (isDigit(c) || (c === '.' && i + 1 < n && isDigit(source[i + 1]))) i = readNumber(source, i, tokens);
    else if (isNameStart(c)) i = readName(source, i, tokens);
    else i = readOperator(source, i, tokens);
  }
  tokens.push({ kind: 'end', text: '', column: n + 1 });
  return tokens;
}

/** A number from `i` (`12`, `1.5`, `.5`, `1e-3`); the offset after it. A letter right after it is an error. */
function readNumber(source: string, i: number, tokens: Token[]): number {
  const n = source.length;
  const column = i + 1;
  let j = i;
  while (j < n && isDigit(source[j])) j++;
  if (source[j] === '.') {
    j++;
    while (j < n && isDigit(source[j])) j++;
  }
  if (source[j] === 'e' || source[j] === 'E') {
    let k = j + 1;
    if (source[k] === '+' || source[k] === '-') k++;
    if (!isDigit(source[k] ?? '')) throw new FilterError(`Malformed number '${source.slice(i, k)}': an exponent needs digits`, column);
    while (k < n && isDigit(source[k])) k++;
    j = k;
  }
  if (j < n && isNameStart(source[j])) {
    let k = j;
    while (k < n && isNamePart(source[k])) k++;
    throw new FilterError(`Malformed number '${source.slice(i, k)}'`, column);
  }
  const text = source.slice(i, j);
  tokens.push({ kind: 'number', text, column, value: Number(text) });
  return j;
}

/** A series name or a keyword from `i` (`gr:1` names a duplicate curve); the offset after it. */
function readName(source: string, i: number, tokens: Token[]): number {
  const n = source.length;
  let j = i;
  while (j < n && isNamePart(source[j])) j++;
  if (source[j] === ':' && isDigit(source[j + 1] ?? '')) {
    j++;
    while (j < n && isDigit(source[j])) j++;
  }
  const text = source.slice(i, j);
  const keyword = KEYWORDS[text.toLowerCase()];
  tokens.push(keyword ? { kind: keyword, text: keyword, column: i + 1 } : { kind: 'name', text, column: i + 1 });
  return j;
}

/** Operators of two characters, then of one, written as the parser reads them (`<>` is `!=`, `&` is `and`). */
const TWO_CHAR: Record<string, Pick<Token, 'kind' | 'text'>> = {
  '<=': { kind: 'compare', text: '<=' },
  '>=': { kind: 'compare', text: '>=' },
  '==': { kind: 'compare', text: '==' },
  '!=': { kind: 'compare', text: '!=' },
  '<>': { kind: 'compare', text: '!=' },
  '&&': { kind: 'and', text: 'and' },
  '||': { kind: 'or', text: 'or' },
};
const ONE_CHAR: Record<string, Pick<Token, 'kind' | 'text'>> = {
  '<': { kind: 'compare', text: '<' },
  '>': { kind: 'compare', text: '>' },
  '=': { kind: 'compare', text: '==' },
  '&': { kind: 'and', text: 'and' },
  '|': { kind: 'or', text: 'or' },
  '~': { kind: 'not', text: 'not' },
  '!': { kind: 'not', text: 'not' },
  '+': { kind: 'arith', text: '+' },
  '-': { kind: 'arith', text: '-' },
  '*': { kind: 'arith', text: '*' },
  '/': { kind: 'arith', text: '/' },
  '(': { kind: '(', text: '(' },
  ')': { kind: ')', text: ')' },
};

/** An operator or parenthesis from `i`; the offset after it. Any other character is an error naming it. */
function readOperator(source: string, i: number, tokens: Token[]): number {
  const two = TWO_CHAR[source.slice(i, i + 2)];
  if (two) {
    tokens.push({ ...two, column: i + 1 });
    return i + 2;
  }
  const one = Object.hasOwn(ONE_CHAR, source[i]) ? ONE_CHAR[source[i]] : undefined;
  if (!one) throw new FilterError(`Unexpected character '${source[i]}'`, i + 1);
  tokens.push({ ...one, column: i + 1 });
  return i + 1;
}
