import type { UserDetail } from '@awards/shared/users';
import { http } from '@awards/web-common/http';
import { useQuery } from '@tanstack/react-query';
import { USERS_KEY } from './userPage';

/** `POST /rest/user/detail` (USER_VIEW): the user an edit link (?form=edit:<userId>) names, with roles. */
export function useUserDetail(userId: number | null) {
  return useQuery({
    queryKey: [...USERS_KEY, 'detail', userId],
    queryFn: () => http.post<UserDetail>('/rest/user/detail', { userId }),
    enabled: userId !== null,
  });
}

/** `POST /rest/user/generateUserNo` (USER_ADD): the number the add form shows and sends back. */
export function useGeneratedUserNo(enabled: boolean) {
  return useQuery({
    queryKey: [...USERS_KEY, 'generatedNo'],
    queryFn: () => http.post<{ userNo: string }>('/rest/user/generateUserNo'),
    enabled,
    // Each opening of the add form draws a fresh number; gaps are allowed (admin-decisions.md).
    gcTime: 0,
    staleTime: 0,
  });
}
