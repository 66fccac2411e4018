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
    const column = i + 1;
    if (c === ' ' || c === '\t' || c === '\n' || c === '\r') {
      i++;
      continue;
    }
    if (isDigit(c) || (c === '.' && i + 1 < n && isDigit(source[i + 1]))) {
      let j = i;
      while (j < n && isDigit(source[j])) j++;
      if (source[j] === '.') {
        j++;
        while (j < n && isDigit(source[j])) j++;
      }
      if (source[j] === 'e' || source[j] === 'E') {
        let k = j + 1;
        if (source[k] === '+' || source[k] === '-') k++;
        if (!isDigit(source[k] ?? '')) {
          throw new FilterError(`Malformed number '${source.slice(i, k)}': an exponent needs digits`, column);
        }
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
      i = j;
      continue;
    }
    if (isNameStart(c)) {
      let j = i;
      while (j < n && isNamePart(source[j])) j++;
      if (source[j] === ':' && isDigit(source[j + 1] ?? '')) {
        j++;
        while (j < n && isDigit(source[j])) j++;
      }
      const text = source.slice(i, j);
      const keyword = KEYWORDS[text.toLowerCase()];
      tokens.push(keyword ? { kind: keyword, text: keyword, column } : { kind: 'name', text, column });
      i = j;
      continue;
    }
    const two = source.slice(i, i + 2);
    if (two === '<=' || two === '>=' || two === '==' || two === '!=') {
      tokens.push({ kind: 'compare', text: two, column });
      i += 2;
      continue;
    }
    if (two === '&&' || two === '||') {
      tokens.push({ kind: two === '&&' ? 'and' : 'or', text: two === '&&' ? 'and' : 'or', column });
      i += 2;
      continue;
    }
    if (two === '<>') {
      tokens.push({ kind: 'compare', text: '!=', column });
      i += 2;
      continue;
    }
    switch (c) {
      case '<':
      case '>':
        tokens.push({ kind: 'compare', text: c, column });
        break;
      case '=':
        tokens.push({ kind: 'compare', text: '==', column });
        break;
      case '&':
        tokens.push({ kind: 'and', text: 'and', column });
        break;
      case '|':
        tokens.push({ kind: 'or', text: 'or', column });
        break;
      case '~':
      case '!':
        tokens.push({ kind: 'not', text: 'not', column });
        break;
      case '+':
      case '-':
      case '*':
      case '/':
        tokens.push({ kind: 'arith', text: c, column });
        break;
      case '(':
      case ')':
        tokens.push({ kind: c, text: c, column });
        break;
      default:
        throw new FilterError(`Unexpected character '${c}'`, column);
    }
    i++;
  }
  tokens.push({ kind: 'end', text: '', column: n + 1 });
  return tokens;
}
