import { describe, expect, it } from 'vitest';
import { ownBuffer } from './worker-pool';

describe('ownBuffer', () => {
  it('keeps a view that is its whole buffer, and copies one that shares or over-fills its buffer', () => {
    const whole = new Float64Array([1, 2, 3]);
    expect(ownBuffer(whole)).toBe(whole);
    const roomy = new Float64Array(new ArrayBuffer(64), 0, 3);
    roomy.set([4, 5, 6]);
    const own = ownBuffer(roomy);
    expect(own).not.toBe(roomy);
    expect(own.buffer.byteLength).toBe(24);
    expect(Array.from(own)).toEqual([4, 5, 6]);
    // A pooled Buffer (a slice of Node's shared slab) becomes a Buffer of its own: a real copy, not a view.
    const pooled = Buffer.from('a small pooled buffer');
    const copied = ownBuffer(pooled);
    expect(Buffer.isBuffer(copied)).toBe(true);
    expect(copied.buffer).not.toBe(pooled.buffer);
    expect(copied.byteLength).toBe(copied.buffer.byteLength);
    expect(copied.toString()).toBe('a small pooled buffer');
  });
});
