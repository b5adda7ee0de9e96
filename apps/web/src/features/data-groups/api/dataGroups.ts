import {
  type DataGroupKind,
  type DataGroupSave,
  type DataGroupView,
  DATA_GROUP_PATHS as P,
} from '@awards/shared/data-groups';
import type { Page } from '@awards/shared/paging';
import { http } from '@awards/web-common/http';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export type DataGroupFilters = { keyword?: string; kind?: DataGroupKind };

/** Everything the page caches sits under ['data-groups']: one invalidation after a change. */
export const DATA_GROUPS_KEY = ['data-groups'] as const;

export const fetchDataGroups = (query: DataGroupFilters & { pageNum: number; pageSize: number }) =>
  http.post<Page<DataGroupView>>(P.page, query);

export type DataGroupChange =
  | { kind: 'add' | 'edit'; values: DataGroupSave }
  | { kind: 'delete'; values: { groupId: number } };

/** The writes (DATAGROUP_*). Silent: the form and the page show failures. */
export function useChangeDataGroups() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, values }: DataGroupChange) => http.post<unknown>(P[kind], values, { silent: true }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: DATA_GROUPS_KEY }),
  });
}
