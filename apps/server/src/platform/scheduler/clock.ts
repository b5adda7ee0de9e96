/** Time and timers as the scheduler sees them; tests give it a clock they move by hand. */
export interface Clock {
  now(): Date;
  setTimer(fn: () => void, ms: number): unknown;
  clearTimer(handle: unknown): void;
  /** Told of each firing's work, so a test clock can wait for it. */
  track?(work: Promise<unknown>): void;
}

export const systemClock: Clock = {
  now: () => new Date(),
  setTimer: (fn, ms) => {
    const timer = setTimeout(fn, ms);
    // A pending firing alone must not keep the process alive (shutdown, tests).
    timer.unref();
    return timer;
  },
  clearTimer: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

/**
 * A clock that stands still until `advance` moves it; due timers fire in time
 * order, each seeing `now()` at its own due time. `advance` awaits what the
 * timers start (a firing's database work) before moving on.
 */
export class ManualClock implements Clock {
  private current: number;
  private timers = new Map<number, { at: number; fn: () => void }>();
  private nextId = 1;
  private readonly pending = new Set<Promise<unknown>>();

  constructor(start: Date) {
    this.current = start.getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  setTimer(fn: () => void, ms: number): number {
    const id = this.nextId++;
    this.timers.set(id, { at: this.current + Math.max(0, ms), fn });
    return id;
  }

  clearTimer(handle: unknown): void {
    this.timers.delete(handle as number);
  }

  /** Lets the code under test register work the clock should wait for. */
  track(work: Promise<unknown>): void {
    this.pending.add(work);
    void work.finally(() => this.pending.delete(work));
  }

  async advance(ms: number): Promise<void> {
    const target = this.current + ms;
    for (;;) {
      await this.settle();
      let due: [number, { at: number; fn: () => void }] | undefined;
      for (const entry of this.timers)
        if (entry[1].at <= target && (!due || entry[1].at < due[1].at)) due = entry;
      if (!due) break;
      this.timers.delete(due[0]);
      this.current = Math.max(this.current, due[1].at);
      due[1].fn();
    }
    this.current = target;
    await this.settle();
  }

  private async settle(): Promise<void> {
    // Timers started by settled work may add more work: wait until none is left.
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
    await new Promise((r) => setImmediate(r));
  }
}
