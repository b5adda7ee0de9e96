import type { OrganView } from '@awards/shared/organisations';
import type { Page } from '@awards/shared/paging';
import { http } from '@awards/web-common/http';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ORGANS_KEY } from './organTree';

export type RecycleFilters = { organName?: string };
export const RECYCLE_KEY = [...ORGANS_KEY, 'recycle'] as const;

/** `recycleList` (DEPART_RECYCLE): deleted organisations, last deleted first. */
export const fetchRecyclePage = (query: RecycleFilters & { pageNum: number; pageSize: number }) =>
  http.post<Page<OrganView>>('/rest/organ/recycleList', query);

/**
 * `recycleRestore` (only under a live parent) or `recycleDelete` (refused while children stay
 * in the bin or users belong to it). Silent: the drawer shows the server's reason.
 */
export function useRecycleAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, organIds }: { action: 'restore' | 'purge'; organIds: number[] }) =>
      http.post(
        action === 'restore' ? '/rest/organ/recycleRestore' : '/rest/organ/recycleDelete',
        { organIds },
        { silent: true },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ORGANS_KEY }),
  });
}
