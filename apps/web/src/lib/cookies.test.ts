import { describe, expect, it } from 'vitest';
import { readCookie } from './cookies';

describe('readCookie', () => {
  const jar = 'theme=dark; csrf_access_token=abc123; csrf_refresh_token=r%2Fef%3D; empty=; x=1=2';

  it('finds a cookie by exact name and decodes it', () => {
    expect(readCookie('csrf_access_token', jar)).toBe('abc123');
    expect(readCookie('csrf_refresh_token', jar)).toBe('r/ef=');
    expect(readCookie('theme', jar)).toBe('dark');
  });

  it('keeps "=" inside values and empty values', () => {
    expect(readCookie('x', jar)).toBe('1=2');
    expect(readCookie('empty', jar)).toBe('');
  });

  it('does not match by prefix or suffix and answers undefined when absent', () => {
    expect(readCookie('csrf', jar)).toBeUndefined();
    expect(readCookie('access_token', jar)).toBeUndefined();
    expect(readCookie('anything', '')).toBeUndefined();
  });

  it('returns the raw value when it is not valid percent-encoding', () => {
    expect(readCookie('bad', 'bad=%E0%A4%A')).toBe('%E0%A4%A');
  });
});
