import { useEffect, useState } from 'react';

/** Spec 000 §9: the default debounce. */
export const DEBOUNCE_MS = 100;

/** The value, once it has stopped changing for `delay` ms (typing in a search box). */
export function useDebounced<T>(value: T, delay = DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
