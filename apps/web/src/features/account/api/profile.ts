import type { UserInfo } from '@awards/shared/auth';
import type { ProfileUpdate } from '@awards/shared/profile';
import { http } from '@awards/web-common/http';
import { saveUserInfo } from '@awards/web-common/session';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export const profileKey = ['account', 'profile'] as const;

export const profileQueryOptions = () =>
  queryOptions({ queryKey: profileKey, queryFn: () => http.post<UserInfo>('/rest/profile/get', {}) });

export const useProfile = () => useQuery(profileQueryOptions());

/** Fired after the own profile changed, so the shell's header can show the new name or picture. */
export const USER_INFO_EVENT = 'portal:user-info';

/** Keeps the stored user info (header, greeting) and the cached profile in step with the server. */
export function useProfileSaved() {
  const queryClient = useQueryClient();
  return (user: UserInfo) => {
    queryClient.setQueryData(profileKey, user);
    saveUserInfo(user);
    window.dispatchEvent(new Event(USER_INFO_EVENT));
  };
}

export function useUpdateProfile() {
  const saved = useProfileSaved();
  return useMutation({
    mutationFn: (input: ProfileUpdate) => http.post<UserInfo>('/rest/profile/update', input),
    onSuccess: saved,
  });
}
