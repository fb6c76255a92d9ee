import type { Readable } from "node:stream";

/** A stored object's bytes and what they are. */
export interface StoredObject {
  body: Readable;
  contentType: string;
  contentLength: number;
}

/**
 * Where processed images live. Keys are immutable: a key is written once and never overwritten
 * (names carry a content hash), so they can be cached forever. Two drivers: a folder under
 * DATA_DIR (default) and an S3-compatible bucket.
 */
export interface MediaStorage {
  readonly driver: "local" | "s3";
  /**
   * Writes an object; its key must not exist yet. `owner` is the account whose upload it is: what
   * a crash leaves of the write (a partial file) then goes with that account (`deletePartials`).
   */
  put(key: string, body: Buffer, contentType: string, owner?: string): Promise<void>;
  /** Reads an object, or null when there is none under that key. */
  get(key: string): Promise<StoredObject | null>;
  /** Deletes objects; keys that do not exist are ignored. */
  delete(keys: readonly string[]): Promise<void>;
  /** Every key under a prefix, with when it was written (for garbage collection). */
  list(prefix: string): AsyncIterable<{ key: string; lastModified: Date }>;
  /** Deletes what unfinished writes for `owner` left (a process killed mid-write). */
  deletePartials(owner: string): Promise<void>;
  /** Deletes what unfinished writes left that is older than `before`; returns how many. */
  collectPartials(before: Date): Promise<number>;
}
