import { describe, expect, it } from 'vitest';
import { ColumnCache } from './column-cache';

describe('ColumnCache', () => {
  it('drops the least recently used columns beyond its size', () => {
    const cache = new ColumnCache(3 * 80);
    const col = (v: number) => new Float64Array(10).fill(v);
    cache.set('a', col(1));
    cache.set('b', col(2));
    cache.set('c', col(3));
    expect(cache.get('a')?.[0]).toBe(1); // a is now the most recent
    cache.set('d', col(4));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.[0]).toBe(1);
    expect(cache.get('c')?.[0]).toBe(3);
    expect(cache.get('d')?.[0]).toBe(4);
    expect(cache.size).toBe(240);
  });

  it('does not keep a column larger than the whole cache', () => {
    const cache = new ColumnCache(80);
    cache.set('big', new Float64Array(11));
    expect(cache.get('big')).toBeUndefined();
    expect(cache.size).toBe(0);
  });
});
