import { useSyncExternalStore } from 'react';

/** Spec 000 §4: below 768 px the device is mobile (lists show as cards, the sidebar is a drawer). */
export const MOBILE_QUERY = '(max-width: 767.99px)';

/** Whether a media query matches, following its changes (false where there is no window). */
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
