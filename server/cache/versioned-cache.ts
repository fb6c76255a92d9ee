/**
 * Values kept in memory while a version stays the same (decision 0012): a change of version drops
 * them all at once; beyond `maxEntries` the least recently used go first. One instance per kind
 * of value (rendered pages, search results), per process.
 */
export class VersionedCache<V> {
  private version: string | undefined;
  private readonly entries = new Map<string, V>();
  private readonly maxEntries: number;

  constructor(maxEntries: number) {
    this.maxEntries = maxEntries;
  }

  /** The value kept for `key` at `version`, if any (it becomes the most recently used). */
  get(version: string, key: string): V | undefined {
    this.useVersion(version);
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  /** Keeps `value` for `key`, unless the version has moved on since it was computed. */
  set(version: string, key: string, value: V): void {
    if (version !== this.version) return;
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries)
      this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, value);
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  private useVersion(version: string) {
    if (version === this.version) return;
    this.entries.clear();
    this.version = version;
  }
}
