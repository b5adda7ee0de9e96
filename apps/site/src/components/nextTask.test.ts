import { describe, expect, it } from 'vitest';
import { eachInItsOwnTask, nextTask } from './nextTask';

describe('nextTask', () => {
  it('resolves after the tasks already queued, not in the same task', async () => {
    const seen: string[] = [];
    setTimeout(() => seen.push('queued before'));
    const waited = nextTask().then(() => seen.push('after the yield'));
    seen.push('same task');
    await waited;
    expect(seen).toEqual(['same task', 'queued before', 'after the yield']);
  });

  it('runs each step in order, one task each: a task queued by a step runs before the next step', async () => {
    const seen: string[] = [];
    const done = new Promise<void>((resolve) =>
      eachInItsOwnTask([
        () => {
          seen.push('a');
          setTimeout(() => seen.push('between'));
        },
        () => seen.push('b'),
        () => {
          seen.push('c');
          resolve();
        },
      ]),
    );
    expect(seen).toEqual([]);
    await done;
    expect(seen).toEqual(['a', 'between', 'b', 'c']);
  });
});
