import { useEffect, useSyncExternalStore } from 'react';
import { STORAGE_KEYS, setItem } from '../lib/storage';

/** Spec 000 §4: below 768 px the device is mobile; below 1088 px the sidebar closes. */
export const MOBILE_QUERY = '(max-width: 767.99px)';
export const NARROW_QUERY = '(max-width: 1087.99px)';

export type Device = 'mobile' | 'desktop';

export function useMedia(query: string): boolean {
  return useSyncExternalStore(
    (notify) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** The device kind and whether the screen is too narrow for an open sidebar; the device is stored. */
export function useDevice(): { device: Device; narrow: boolean } {
  const mobile = useMedia(MOBILE_QUERY);
  const narrow = useMedia(NARROW_QUERY);
  const device: Device = mobile ? 'mobile' : 'desktop';
  useEffect(() => setItem(STORAGE_KEYS.device, device), [device]);
  return { device, narrow };
}
