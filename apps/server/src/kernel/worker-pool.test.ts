import { describe, expect, it } from 'vitest';
import { transferableSymbol } from 'piscina';
import { movableColumns, moved, ownBuffer } from './worker-pool';

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

describe('movableColumns and moved', () => {
  const column = (length: number, room = 0, offset = 0) => new Float64Array(new ArrayBuffer((offset + length + room) * 8), offset * 8, length);
  const movedBuffers = (views: Float64Array[]) => (moved({ views }, views) as unknown as Record<symbol, ArrayBuffer[]>)[transferableSymbol];

  it('moves a column with a little room after it as it is, buffer and all, and copies the others to their own size', () => {
    const snug = column(800, 100); // an eighth over: kept
    const roomy = column(800, 101); // more: copied
    const offset = column(800, 0, 8); // not at its buffer's start: copied
    const shared = new Float64Array(snug.buffer, 0, 400); // its buffer is the first column's: copied
    snug.fill(1.5);
    roomy.fill(2.5);
    const out = movableColumns([snug, roomy, offset, shared]);
    expect(out[0]).toBe(snug);
    for (const i of [1, 2, 3]) {
      expect(out[i]).not.toBe([snug, roomy, offset, shared][i]);
      expect(out[i].byteLength).toBe(out[i].buffer.byteLength);
    }
    expect(Array.from(out[1]).every((v) => v === 2.5)).toBe(true);
    expect(out[3].length).toBe(400);
    // Every one of them moves with its buffer: none is copied again on its way to the main thread.
    expect(movedBuffers(out)).toEqual(out.map((c) => c.buffer));
  });

  it('does not move a buffer a column only partly fills, nor a Buffer sharing a slab', () => {
    const roomy = column(800, 101);
    expect(movedBuffers([roomy])).toEqual([]);
    const pooled = Buffer.from('pooled');
    expect((moved({ pooled }, [pooled]) as unknown as Record<symbol, ArrayBuffer[]>)[transferableSymbol]).toEqual([]);
  });

  it('moves a view its maker vouches for with the room after it, and never one that starts past its buffer', () => {
    const blob = new Uint8Array(new ArrayBuffer(4096), 0, 1500); // a compressed column: 1.5 KB written of 4 KB
    const later = new Uint8Array(new ArrayBuffer(4096), 8, 100);
    const buffers = (moved({ blob, later }, [blob, later], [blob, later]) as unknown as Record<symbol, ArrayBuffer[]>)[transferableSymbol];
    expect(buffers).toEqual([blob.buffer]);
    // Not vouched for, the same view is copied as before.
    expect((moved({ blob }, [blob]) as unknown as Record<symbol, ArrayBuffer[]>)[transferableSymbol]).toEqual([]);
  });
});
