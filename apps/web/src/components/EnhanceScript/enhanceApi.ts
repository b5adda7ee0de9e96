import { ENHANCE_PATHS as P } from '@awards/shared/enhance-runtime';
import type {
  EnhanceActiveView,
  EnhanceRestore,
  EnhanceSave,
  EnhanceTableView,
  EnhanceVersionView,
} from '@awards/shared/enhance-scripts';
import { showingFailuresInPlace } from '@awards/web-common/failuresInPlace';
import { http } from '@awards/web-common/http';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/**
 * The enhance scripts' calls (the kit's: every DataTable reads them, and the editor opens from
 * any table's toolbar). Everything is under ['enhance'], which a save or restore refreshes.
 */
export const ENHANCE_KEY = ['enhance'] as const;

/**
 * The tables whose current script is not empty, once per session (refreshed after a save).
 * Silent: a table whose scripts cannot be read shows as without one, with no notification.
 */
export const activeScriptsQuery = queryOptions({
  queryKey: [...ENHANCE_KEY, 'active'],
  // Anything but a list (an old server, a test's catch-all answer) means no table has a script:
  // a table must never fail because of its enhance script.
  queryFn: async () => {
    const answer = await http.post<EnhanceActiveView[]>(P.active, {}, { silent: true });
    return Array.isArray(answer) ? answer : [];
  },
  staleTime: 5 * 60_000,
  retry: false,
});

/** A table's current script, cached by its version (a new version is a new key). */
export const currentScriptQuery = (tableId: string, version: number | undefined) =>
  queryOptions({
    queryKey: [...ENHANCE_KEY, 'current', tableId, version],
    queryFn: () => http.post<EnhanceVersionView | null>(P.current, { tableId }, { silent: true }),
    enabled: version !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export const useScriptVersions = (tableId: string) =>
  useQuery({
    queryKey: [...ENHANCE_KEY, 'versions', tableId],
    queryFn: () => http.post<EnhanceVersionView[]>(P.versions, { tableId }),
  });

export const useScriptTables = () =>
  useQuery({
    queryKey: [...ENHANCE_KEY, 'tables'],
    // The page's table shows a failure in place (queryTable).
    queryFn: () => showingFailuresInPlace(() => http.post<EnhanceTableView[]>(P.tables, {})),
  });

/** Save or restore: a new version; every enhance query is refreshed (the tables run it at once). */
export function useSaveScript() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (
      input: { kind: 'save'; values: EnhanceSave } | { kind: 'restore'; values: EnhanceRestore },
    ) => http.post<EnhanceVersionView>(input.kind === 'save' ? P.save : P.restore, input.values),
    onSuccess: () => client.invalidateQueries({ queryKey: ENHANCE_KEY }),
  });
}
