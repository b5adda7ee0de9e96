import type { UnreadChange, UnreadChangeListener } from './public';

/**
 * Tells the listeners whose unread notices changed, after the write committed.
 * A change for named users is awaited, so the request answers once it is told; a
 * change for everyone runs in the background, so a large audience does not hold
 * the request. A listener's failure is only reported: the write stands, and the
 * next poll of the bell catches up.
 */
export class UnreadChanges {
  private readonly listeners: UnreadChangeListener[] = [];
  /** Changes to everyone still being told; tests wait on them. */
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly onError: (error: unknown) => void = () => {}) {}

  listen(listener: UnreadChangeListener): void {
    this.listeners.push(listener);
  }

  /** Awaits every listener for these users (nothing to tell when there are none). */
  async ofUsers(userIds: readonly number[]): Promise<void> {
    if (userIds.length > 0) await this.tell({ userIds: [...new Set(userIds)] });
  }

  /** Tells every listener in the background that everyone's unread notices changed. */
  ofEveryone(): void {
    const tracked: Promise<void> = this.tell('everyone').finally(() => this.pending.delete(tracked));
    this.pending.add(tracked);
  }

  /** Waits for the background changes (tests). */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  private async tell(change: UnreadChange): Promise<void> {
    for (const listener of this.listeners) {
      try {
        await listener(change);
      } catch (error) {
        this.onError(error);
      }
    }
  }
}
