import type { RoleRef } from '@awards/shared/users';
import { http } from '@awards/web-common/http';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { USERS_KEY } from './userPage';

/** The row actions' calls. Silent: the page says what went wrong in the user's language. */
const silent = { silent: true } as const;

function useUsersMutation<V>(call: (values: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USERS_KEY }),
  });
}

/** `delete` (USER_DEL): to the recycle bin. */
export const useDeleteUsers = () =>
  useUsersMutation((userIds: number[]) => http.post('/rest/user/delete', { userIds }, silent));

/** `frozenUpdate` (USER_FREEZE): 2 freezes (their sessions end at once), 1 unfreezes. */
export const useFreezeUsers = () =>
  useUsersMutation(({ userIds, status }: { userIds: number[]; status: 1 | 2 }) =>
    http.post('/rest/user/frozenUpdate', { userIds, status }, silent),
  );

/** `resetPassword` (USER_PASSWORD). */
export const useResetPassword = () =>
  useUsersMutation(({ userId, password }: { userId: number; password: string }) =>
    http.post('/rest/user/resetPassword', { userId, password }, silent),
  );

/** `bindRoles` (USER_EDIT): replaces the user's roles. */
export const useBindRoles = () =>
  useUsersMutation(({ userId, roleIds }: { userId: number; roleIds: number[] }) =>
    http.post<RoleRef[]>('/rest/user/bindRoles', { userId, roleIds }, silent),
  );

/** `roles` (USER_VIEW): the roles a user holds now. */
export function useUserRoles(userId: number) {
  return useQuery({
    queryKey: [...USERS_KEY, 'roles', userId],
    queryFn: () => http.post<RoleRef[]>('/rest/user/roles', { userId }),
  });
}
