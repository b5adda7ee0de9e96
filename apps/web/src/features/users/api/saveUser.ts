import type { UserAdd, UserDetail, UserUpdate } from '@awards/shared/users';
import { http } from '@awards/web-common/http';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { USERS_KEY } from './userPage';

export type UserSave = { kind: 'add'; values: UserAdd } | { kind: 'update'; values: UserUpdate };

/**
 * add (USER_ADD) or update (USER_EDIT) in one call, the status included (a change of
 * it also needs USER_FREEZE, checked by the server). Silent: the form shows failures
 * on its fields.
 */
export function saveUser(request: UserSave): Promise<UserDetail> {
  return http.post<UserDetail>(`/rest/user/${request.kind}`, request.values, { silent: true });
}

export function useSaveUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USERS_KEY }),
  });
}
