import { describe, expect, it } from 'vitest';
import { matchesSearch, normalizeSearch, truncateName } from './search-text';

describe('search text', () => {
  it('strips each of | & ; $ % @ " < \\ > ( ) + , and lower-cases', () => {
    expect(normalizeSearch('A|B&C;D$E%F@G"H<I\\J>K(L)M+N,O')).toBe('abcdefghijklmno');
  });

  it('matches ignoring case and the stripped characters on both sides', () => {
    expect(matchesSearch('ADA@', ['ada@example.com'])).toBe(true);
    expect(matchesSearch('ada@example', ['ada@example.com'])).toBe(true);
    expect(matchesSearch('(lovelace)', [null, 'Ada Lovelace'])).toBe(true);
    expect(matchesSearch('hopper', ['Ada Lovelace', 'ada@example.com'])).toBe(false);
    expect(matchesSearch('  ', ['anything'])).toBe(true);
  });

  it('cuts names beyond 12 characters to 12 plus an ellipsis', () => {
    expect(truncateName('Permian Gas Logging')).toBe('Permian Gas ...');
    expect(truncateName('Twelve chars')).toBe('Twelve chars');
  });
});
