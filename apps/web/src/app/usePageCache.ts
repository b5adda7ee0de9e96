import { useRef } from 'react';
import type { Location } from 'react-router';

/** Spec 000 §2 keep-alive: at most this many keep-alive pages stay mounted (oldest dropped first). */
export const KEEP_ALIVE_LIMIT = 10;

export interface CachedPage {
  key: string;
  location: Location;
}

/**
 * The pages to keep mounted: the current one, the keep-alive pages visited, and in
 * multi-tab mode (`tabKeys` not null) every open tab instead. Keys are paths; the order
 * is stable, so React keeps each page's state while it is hidden.
 */
export function usePageCache(current: Location, keepAlive: boolean, tabKeys: readonly string[] | null) {
  const cache = useRef(new Map<string, { location: Location; keep: boolean }>());
  const map = cache.current;
  map.set(current.pathname, { location: current, keep: keepAlive });

  const wanted = (key: string, keep: boolean) =>
    key === current.pathname || (tabKeys ? tabKeys.includes(key) : keep);
  for (const [key, entry] of map) if (!wanted(key, entry.keep)) map.delete(key);

  if (!tabKeys) {
    const kept = [...map.keys()].filter((key) => key !== current.pathname);
    for (const key of kept.slice(0, Math.max(0, kept.length - KEEP_ALIVE_LIMIT))) map.delete(key);
  }
  return [...map].map(([key, { location }]): CachedPage => ({ key, location }));
}
