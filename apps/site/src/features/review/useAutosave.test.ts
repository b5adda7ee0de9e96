import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AutosaveOptions, useAutosave } from './useAutosave';

// The draft's autosave: debounced, one save at a time with the last version winning, a failure
// shown and retried, the pending change sent when the page is left.

type Draft = { score: number };

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

function setup(overrides: Partial<AutosaveOptions<Draft>> = {}) {
  const saved: Draft[] = [];
  const left: Draft[] = [];
  const options: AutosaveOptions<Draft> = {
    save: async (value) => {
      saved.push(value);
      return { updateTime: `2026-11-29T04:00:0${saved.length}.000Z` };
    },
    saveOnLeave: (value) => left.push(value),
    delay: 1500,
    ...overrides,
  };
  const hook = renderHook(() => useAutosave(options));
  return { hook, saved, left };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useAutosave', () => {
  it('saves once, 1.5 s after the last of several changes, and says when', async () => {
    const { hook, saved } = setup();
    act(() => hook.result.current.change({ score: 1 }));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    act(() => hook.result.current.change({ score: 2 }));
    await act(() => vi.advanceTimersByTimeAsync(1499));
    expect(saved).toEqual([]);
    expect(hook.result.current.state).toEqual({ kind: 'idle' });
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(saved).toEqual([{ score: 2 }]);
    expect(hook.result.current.state).toEqual({ kind: 'saved', at: '2026-11-29T04:00:01.000Z' });
  });

  it('never saves two versions at once: a change during a save is saved after it', async () => {
    const first = deferred<{ updateTime: string }>();
    const order: string[] = [];
    const { hook } = setup({
      save: async (value) => {
        order.push(`start ${value.score}`);
        const answer = value.score === 1 ? await first.promise : { updateTime: 't2' };
        order.push(`end ${value.score}`);
        return answer;
      },
    });
    act(() => hook.result.current.change({ score: 1 }));
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(hook.result.current.state).toEqual({ kind: 'saving' });
    act(() => hook.result.current.change({ score: 2 }));
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(order).toEqual(['start 1']);
    await act(async () => first.resolve({ updateTime: 't1' }));
    expect(order).toEqual(['start 1', 'end 1', 'start 2', 'end 2']);
    expect(hook.result.current.state).toEqual({ kind: 'saved', at: 't2' });
  });

  it('shows a failure, keeps the change, and saves it on the next flush', async () => {
    let fail = true;
    const saved: Draft[] = [];
    const { hook } = setup({
      save: async (value) => {
        if (fail) throw new Error('network');
        saved.push(value);
        return { updateTime: 't' };
      },
    });
    act(() => hook.result.current.change({ score: 7 }));
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(hook.result.current.state).toMatchObject({ kind: 'failed', error: new Error('network') });
    fail = false;
    let flushed = false;
    await act(async () => {
      flushed = await hook.result.current.flush();
    });
    expect(flushed).toBe(true);
    expect(saved).toEqual([{ score: 7 }]);
  });

  it('flush saves at once what is pending, and answers false when the save fails', async () => {
    const { hook, saved } = setup();
    act(() => hook.result.current.change({ score: 3 }));
    let flushed = false;
    await act(async () => {
      flushed = await hook.result.current.flush();
    });
    expect(flushed).toBe(true);
    expect(saved).toEqual([{ score: 3 }]);
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(saved).toHaveLength(1);
  });

  it('sends the pending change when the browser leaves the page, and saves it when the page goes', async () => {
    const { hook, left, saved } = setup();
    act(() => hook.result.current.change({ score: 4 }));
    window.dispatchEvent(new Event('pagehide'));
    expect(left).toEqual([{ score: 4 }]);
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(saved).toEqual([]);
    act(() => hook.result.current.change({ score: 5 }));
    hook.unmount();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(saved).toEqual([{ score: 5 }]);
  });

  it('forgets a pending change when cancelled', async () => {
    const { hook, saved, left } = setup();
    act(() => hook.result.current.change({ score: 6 }));
    act(() => hook.result.current.cancel());
    await act(() => vi.advanceTimersByTimeAsync(5000));
    window.dispatchEvent(new Event('pagehide'));
    hook.unmount();
    expect(saved).toEqual([]);
    expect(left).toEqual([]);
  });
});
