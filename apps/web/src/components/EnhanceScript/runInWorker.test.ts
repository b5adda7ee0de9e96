import { afterEach, describe, expect, it, vi } from 'vitest';
import { runInWorker, type WorkerLike } from './runInWorker';
import { runScript } from './runScript';

/**
 * jsdom has no Worker: these stand-ins speak the worker's protocol (ready, then one answer).
 * The real worker runs in Chromium (e2e/admin-catalogue.e2e.ts).
 */
class StandIn implements WorkerLike {
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  terminated = false;
  received: unknown[] = [];
  constructor(private readonly answers: boolean) {
    setTimeout(() => this.onmessage?.({ data: { status: 'ready' } } as MessageEvent), 0);
  }
  postMessage(message: { script: string; rows: unknown[] }) {
    this.received.push(message);
    // A worker busy in a loop never answers: only terminate() ends it.
    if (!this.answers) return;
    setTimeout(() => {
      if (!this.terminated)
        this.onmessage?.({ data: runScript(message.script, structuredClone(message.rows)) } as MessageEvent);
    }, 0);
  }
  terminate() {
    this.terminated = true;
  }
}

afterEach(() => vi.useRealTimers());

describe('runInWorker', () => {
  it('sends the rows once the worker is ready, answers its hints and ends the worker', async () => {
    const worker = new StandIn(true);
    const outcome = await runInWorker('return [{ rowClass: "highlight" }];', [{ id: 1 }], {
      start: () => worker,
    });
    expect(outcome).toEqual({ status: 'done', hints: [{ rowClass: 'highlight' }] });
    expect(worker.received).toEqual([{ script: 'return [{ rowClass: "highlight" }];', rows: [{ id: 1 }] }]);
    expect(worker.terminated).toBe(true);
  });

  it('terminates a worker that has not answered 100 ms after it got the rows', async () => {
    vi.useFakeTimers();
    const worker = new StandIn(false);
    const run = runInWorker('for (;;) {}', [{ id: 1 }], { start: () => worker });
    await vi.advanceTimersByTimeAsync(1); // ready, rows sent: the clock starts
    expect(worker.received).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(98);
    expect(worker.terminated).toBe(false);
    await vi.advanceTimersByTimeAsync(2);
    expect(worker.terminated).toBe(true);
    expect(await run).toEqual({ status: 'timeout' });
  });

  it('answers a failure, never a rejection, when no worker can start (jsdom itself has none)', async () => {
    expect(await runInWorker('return [];', [{ id: 1 }])).toMatchObject({ status: 'failed' });
  });
});
