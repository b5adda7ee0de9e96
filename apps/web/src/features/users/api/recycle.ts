import type { Page } from '@awards/shared/paging';
import type { RecyclePageQuery, UserView } from '@awards/shared/users';
import { http } from '@awards/web-common/http';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { USERS_KEY } from './userPage';

export type RecycleFilters = Omit<RecyclePageQuery, 'pageNum' | 'pageSize'>;
export const RECYCLE_KEY = [...USERS_KEY, 'recycle'] as const;

/** `recycleList` (USER_RECYCLE): deleted users, last deleted first. */
export function fetchRecyclePage(query: RecycleFilters & { pageNum: number; pageSize: number }) {
  return http.post<Page<UserView>>('/rest/user/recycleList', query);
}

/**
 * `recycleRestore` or `recycleDelete` (USER_RECYCLE) of the chosen users. Silent: a restore
 * refused because the organisation is deleted (422) is told by the drawer.
 */
export function useRecycleAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, userIds }: { action: 'restore' | 'purge'; userIds: number[] }) =>
      http.post(
        action === 'restore' ? '/rest/user/recycleRestore' : '/rest/user/recycleDelete',
        { userIds },
        { silent: true },
      ),
    // The list and the bin both change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USERS_KEY }),
  });
}
