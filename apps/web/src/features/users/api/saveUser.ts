import type { UserAdd, UserDetail, UserUpdate } from '@awards/shared/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { USERS_KEY } from './userPage';

export type UserSave = { kind: 'add'; values: UserAdd } | { kind: 'update'; values: UserUpdate };

/**
 * add (USER_ADD) or update (USER_EDIT), then, when the form changed it, the status through
 * frozenUpdate (USER_FREEZE): the add and update schemas carry no status. Silent: the form
 * shows failures on its fields.
 */
export async function saveUser(request: UserSave, status?: number): Promise<UserDetail> {
  const user = await http.post<UserDetail>(`/rest/user/${request.kind}`, request.values, { silent: true });
  if (status !== undefined && status !== user.status) {
    await http.post('/rest/user/frozenUpdate', { userIds: [user.userId], status }, { silent: true });
  }
  return user;
}

export function useSaveUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ request, status }: { request: UserSave; status?: number }) => saveUser(request, status),
    // Settled, not success: a saved user whose status change failed is still a changed list.
    onSettled: () => queryClient.invalidateQueries({ queryKey: USERS_KEY }),
  });
}
