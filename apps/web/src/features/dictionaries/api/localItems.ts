import type { DictOption } from '@awards/shared/auth';
import { getItem, SESSION_TTL_MS, STORAGE_KEYS, setItem } from '@awards/web-common/storage';
import { useQueryClient } from '@tanstack/react-query';

/**
 * After items change, the copies the portal holds go: the ones stored at sign-in
 * (sysAllDictItems, lib/session.ts) and the DictSelect queries ['dict', 'items', code]
 * (components/DictSelect/dictItems.ts). Every select then asks the server again.
 * No codes: all of them (after "refresh the cache").
 */
export function useForgetDictItems(): (codes?: readonly string[]) => Promise<void> {
  const queryClient = useQueryClient();
  return async (codes) => {
    const stored = getItem<Record<string, DictOption[]>>(STORAGE_KEYS.dictItems);
    if (stored) {
      const kept = codes
        ? Object.fromEntries(Object.entries(stored).filter(([code]) => !codes.includes(code)))
        : {};
      setItem(STORAGE_KEYS.dictItems, kept, SESSION_TTL_MS);
    }
    if (!codes) return queryClient.invalidateQueries({ queryKey: ['dict', 'items'] });
    await Promise.all(
      codes.map((code) => queryClient.invalidateQueries({ queryKey: ['dict', 'items', code] })),
    );
  };
}
