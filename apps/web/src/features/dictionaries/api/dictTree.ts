import type { DictView } from '@awards/shared/dictionaries';
import { showingFailuresInPlace } from '@awards/web-common/failuresInPlace';
import { http } from '@awards/web-common/http';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

/** Everything this feature caches sits under ['dictionaries']: one invalidation after a change. */
export const DICTS_KEY = ['dictionaries'] as const;

/** `POST /rest/dict/tree` (DICT_VIEW): dictionaries matching a code or name, with or without items. */
export function fetchDictTree(keyword: string | undefined, withItems: boolean): Promise<DictView[]> {
  return http.post<DictView[]>('/rest/dict/tree', { keyword, withItems });
}

/** The left-hand list: dictionaries only, filtered. */
export function useDictList(keyword: string | undefined) {
  return useQuery({
    queryKey: [...DICTS_KEY, 'list', keyword ?? ''],
    // The list shows a failure in place (its error state with a retry), not as a notice.
    queryFn: () => showingFailuresInPlace(() => fetchDictTree(keyword, false)),
    placeholderData: keepPreviousData,
  });
}

/**
 * Every dictionary with its items, unfiltered: what an edit link is resolved against
 * and what a sort sends (a sort takes every sibling). Tens of rows, so one call.
 */
export function useDictTree() {
  return useQuery({ queryKey: [...DICTS_KEY, 'tree'], queryFn: () => fetchDictTree(undefined, true) });
}
