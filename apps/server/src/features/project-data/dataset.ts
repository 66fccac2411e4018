// A data revision in memory: the shape every reader and writer of curves shares.

/** The depth index is stored as a curve of this name at position 0. */
export const DEPTH_CURVE = 'depth';

/** One column of a data revision; NaN is a null. Arrays read from the store are shared: never write to them. */
export interface DataCurve {
  name: string;
  unit: string;
  original_mnemonic: string;
  description: string;
  values: Float64Array;
  /**
   * SHA-256 of the stored blob, when read from the database: a key for caches valid across databases (a curve
   * stored with a tail: its head's and its tail's, joined by '+').
   */
  blobSha?: string;
  /** In a diff-only import: rows whose value is to be blanked (1), where `values` holds NaN. */
  blank?: Uint8Array;
}

/** A data revision in memory: depth (ascending, feet) and the curves in stored order. */
export interface Dataset {
  depth: Float64Array;
  depthUnit: string;
  curves: DataCurve[];
}

/**
 * A revision's rows in two parts (curves.repository.ts): the first `headRows`, written for good, stored as they
 * were; `tail`, the rows after them, the part a live feed's growing revision rewrites as rows arrive.
 */
export interface DatasetTail {
  headRows: number;
  tail: Dataset;
  /**
   * The curves of `revision` as the transaction writing this tail read them with its rows (readDatasetTail): their
   * names, positions and tails' blobs. The write takes them for its own rather than read them again only when they
   * are its revision's; read by the write otherwise.
   */
  stored?: { revision: number; curves: readonly StoredTail[] };
}

/** A revision's curve as stored: its name, its position, and its tail's blob (null: no rows after the head). */
export interface StoredTail {
  name: string;
  position: number;
  tailBlobId: number | null;
}

export interface CurveInfoRow {
  name: string;
  position: number;
  unit: string;
  original_mnemonic: string;
  description: string;
}
