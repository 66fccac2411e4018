/**
 * Decoded columns by the SHA-256 of their bytes, least recently used dropped first. Keys are content
 * hashes, so entries never go stale (whatever the database or schema); only memory bounds the cache.
 */
export class ColumnCache {
  private readonly entries = new Map<string, Float64Array>();
  private bytes = 0;
  constructor(readonly maxBytes: number) {}
  get(key: string): Float64Array | undefined {
    const value = this.entries.get(key);
    if (value) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }
  clear() {
    this.entries.clear();
    this.bytes = 0;
  }
  get size() {
    return this.bytes;
  }
  set(key: string, value: Float64Array) {
    if (value.byteLength > this.maxBytes) return;
    const old = this.entries.get(key);
    if (old) {
      this.bytes -= old.byteLength;
      this.entries.delete(key);
    }
    this.entries.set(key, value);
    this.bytes += value.byteLength;
    for (const [k, v] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(k);
      this.bytes -= v.byteLength;
    }
  }
}

/** Shared by the data endpoint and every reader of curves: 256 MB of decoded columns per process. */
export const columnCache = new ColumnCache(256 * 1024 * 1024);
