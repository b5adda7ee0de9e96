/**
 * Resolves in a task of its own (a zero-delay timer): what follows runs after the browser has had
 * the main thread back, so one long task becomes several short ones (issue 15). Lighthouse's
 * simulation counts each task past 50 ms (4× the observed time, on its slow phone) as blocking
 * beyond those 50 ms, one task at a time: three tasks of 60 ms block 30 ms, one of 180 ms blocks
 * 130. A timer rather than a message: the browser records which task set it, so a trace (and the
 * simulation built from it) shows the second task following the first, as it does.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Runs each step in a task of its own, in order, the first in the next task. For work that need
 * not happen together, such as starting several requests: each costs the main thread a few
 * milliseconds (its headers, its timer, the browser's bookkeeping of a new request).
 */
export function eachInItsOwnTask(steps: readonly (() => void)[]): void {
  void steps.reduce((previous, step) => previous.then(nextTask).then(step), Promise.resolve());
}
