/**
 * A map held in memory with two bounds: at most `maxEntries` entries (the least
 * recently read goes first) and at most `maxAgeMs` since an entry was stored (it
 * is then read as absent). The age bound is a backstop for a change nobody
 * announced; announced changes clear the cache.
 *
 * A Map keeps insertion order, so the first key is the least recently used one
 * when every read moves its key to the end.
 *
 * A load that began before a clear must not store what it read: `generation`
 * changes on every clear, so a loader notes it before reading and passes it to
 * `set`, which keeps the value only if no clear happened meanwhile.
 */
export class BoundedCache<K, V> {
  private readonly entries = new Map<K, { value: V; storedAt: number }>();
  private currentGeneration = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly maxAgeMs: number,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** With either bound at zero nothing is ever stored. */
  get enabled(): boolean {
    return this.maxEntries > 0 && this.maxAgeMs > 0;
  }

  get size(): number {
    return this.entries.size;
  }

  get generation(): number {
    return this.currentGeneration;
  }

  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (this.now() - entry.storedAt >= this.maxAgeMs) return undefined;
    this.entries.set(key, entry);
    return entry.value;
  }

  /** Stores the value unless the cache was cleared since `generation` was read. */
  set(key: K, value: V, generation: number): void {
    if (!this.enabled || generation !== this.currentGeneration) return;
    this.entries.delete(key);
    this.entries.set(key, { value, storedAt: this.now() });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value as K;
      this.entries.delete(oldest);
    }
  }

  delete(key: K): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
    this.currentGeneration += 1;
  }
}
