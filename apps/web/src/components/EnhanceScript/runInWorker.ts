import { ENHANCE_TIME_LIMIT_MS } from '@awards/shared/enhance-runtime';
import { cleanHints, type ScriptOutcome } from './runScript';

/** What a run ends in: the hints, the script's failure, or the time limit. */
export type EnhanceOutcome = ScriptOutcome | { status: 'timeout' };

/** What the runner needs of a Worker (a test passes its own). */
export interface WorkerLike {
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  postMessage(message: unknown): void;
  terminate(): void;
}

/** The dedicated worker of enhance.worker.ts: Vite bundles it as a file of its own. */
export const startEnhanceWorker = (): WorkerLike =>
  new Worker(new URL('./enhance.worker.ts', import.meta.url), { type: 'module', name: 'enhance' });

/**
 * Runs a script on rows in a fresh worker: once the worker says it is ready, the rows go (a
 * structured copy) and the clock starts; at `limitMs` without an answer the worker is
 * terminated (a loop cannot be stopped any other way) and the run ends in 'timeout'. The
 * worker is terminated after every run. Never rejects.
 */
export function runInWorker(
  script: string,
  rows: unknown[],
  { start = startEnhanceWorker, limitMs = ENHANCE_TIME_LIMIT_MS } = {},
): Promise<EnhanceOutcome> {
  return new Promise((resolve) => {
    let worker: WorkerLike;
    try {
      worker = start();
    } catch (error) {
      resolve({ status: 'failed', error: String(error) });
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const finish = (outcome: EnhanceOutcome) => {
      clearTimeout(timer);
      worker.onmessage = null;
      worker.onerror = null;
      worker.terminate();
      resolve(outcome);
    };
    worker.onerror = (event) => finish({ status: 'failed', error: event.message || 'worker error' });
    worker.onmessage = (event) => {
      const data = event.data as { status?: string };
      if (data?.status === 'ready') {
        try {
          worker.postMessage({ script, rows });
        } catch (error) {
          // Rows that cannot be copied (a function in them): nothing to run on.
          finish({ status: 'failed', error: String(error) });
          return;
        }
        timer = setTimeout(() => finish({ status: 'timeout' }), limitMs);
      } else if (data?.status === 'done') {
        // Checked again on this side: only the contract's hints reach the table.
        finish(cleanHints((data as { hints?: unknown }).hints, rows.length));
      } else if (data?.status === 'failed') {
        finish({ status: 'failed', error: String((data as { error?: unknown }).error) });
      }
    };
  });
}
