import { useCallback, useEffect, useRef, useState } from 'react';

/** Where the draft stands: nothing changed yet, a save under way, saved at a time, or failed with a reason. */
export type AutosaveState =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: string }
  | { kind: 'failed'; error: unknown };

export interface AutosaveOptions<T> {
  /** Saves one version of the draft; resolves with the time the server saved it. */
  save: (value: T) => Promise<{ updateTime: string }>;
  /** A page being left (reload, closed tab) with unsaved changes: send them without waiting. */
  saveOnLeave: (value: T) => void;
  /** After the last change, before saving. */
  delay?: number;
}

export interface Autosave<T> {
  state: AutosaveState;
  /** A change: saved `delay` ms after the last one. */
  change: (value: T) => void;
  /** Saves what is pending now (before a submit); true when nothing is left unsaved. */
  flush: () => Promise<boolean>;
  /** Forgets what is pending (the draft is gone: a conflict was declared). */
  cancel: () => void;
}

/**
 * Autosave of a draft: debounced after each change, one save at a time (a change during a
 * save is saved after it, never in parallel, so the last version wins), the pending change
 * saved when the component goes (leaving the page in the app) and sent with keepalive when
 * the browser leaves the page (`pagehide`: reload, closed tab).
 */
export function useAutosave<T>({ save, saveOnLeave, delay = 1500 }: AutosaveOptions<T>): Autosave<T> {
  const [state, setState] = useState<AutosaveState>({ kind: 'idle' });
  const pending = useRef<{ value: T } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const running = useRef<Promise<boolean> | null>(null);
  const alive = useRef(true);
  const calls = useRef({ save, saveOnLeave });
  calls.current = { save, saveOnLeave };

  const set = useCallback((next: AutosaveState) => {
    if (alive.current) setState(next);
  }, []);

  const run = useCallback(async (): Promise<boolean> => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    while (running.current) await running.current;
    const next = pending.current;
    if (!next) return true;
    pending.current = null;
    set({ kind: 'saving' });
    const attempt = calls.current.save(next.value).then(
      (saved) => {
        set({ kind: 'saved', at: saved.updateTime });
        return true;
      },
      (error: unknown) => {
        // Kept for the next change or flush, unless a newer version replaced it meanwhile.
        pending.current ??= next;
        set({ kind: 'failed', error });
        return false;
      },
    );
    running.current = attempt;
    const ok = await attempt;
    running.current = null;
    return ok && pending.current === null;
  }, [set]);

  const change = useCallback(
    (value: T) => {
      pending.current = { value };
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void run(), delay);
    },
    [delay, run],
  );

  const flush = useCallback(async () => {
    const ok = await run();
    return ok && pending.current === null;
  }, [run]);

  const cancel = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    pending.current = null;
  }, []);

  useEffect(() => {
    alive.current = true;
    const leave = () => {
      if (!pending.current) return;
      if (timer.current) clearTimeout(timer.current);
      calls.current.saveOnLeave(pending.current.value);
      pending.current = null;
    };
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      alive.current = false;
      // Leaving the page inside the app: the save still runs, nobody shows its outcome.
      if (pending.current) void run();
    };
  }, [run]);

  return { state, change, flush, cancel };
}
