/**
 * Cache invalidation across server instances. A cache subscribes to a topic and
 * drops its copy when told; a service publishes the topic after its transaction
 * commits. In one process the in-process bus below is enough. With several
 * instances a Redis pub/sub bus (one channel per topic, `invalidate:<topic>`)
 * implements the same interface and the caches do not change.
 */
export interface InvalidationBus {
  /** Announces that the data behind a topic changed: every subscriber, on every instance, forgets. */
  publish(topic: string): Promise<void>;
  /** Returns the function that unsubscribes. */
  subscribe(topic: string, listener: () => void): () => void;
  /** Releases the bus's connections (app close). */
  close(): Promise<void>;
}

/** One process: a publish reaches the listeners at once, before it resolves. */
export class LocalInvalidationBus implements InvalidationBus {
  private readonly listeners = new Map<string, Set<() => void>>();

  async publish(topic: string): Promise<void> {
    for (const listener of this.listeners.get(topic) ?? []) listener();
  }

  subscribe(topic: string, listener: () => void): () => void {
    let set = this.listeners.get(topic);
    if (!set) {
      set = new Set();
      this.listeners.set(topic, set);
    }
    set.add(listener);
    return () => set.delete(listener);
  }

  async close(): Promise<void> {}
}
