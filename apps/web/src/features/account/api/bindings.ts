import { SIGN_ON_PATHS, type ThirdBindingView } from '@awards/shared/sign-on-messages';
import { http } from '@awards/web-common/http';
import { getProjectSettings, PROJECT_SETTINGS_KEY } from '@awards/web-common/projectSettings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

const bindingsKey = ['account', 'bindings'] as const;

/** The account's binding to the configured provider (docs/sso.md). */
export const useThirdBinding = () =>
  useQuery({ queryKey: bindingsKey, queryFn: () => http.post<ThirdBindingView>(SIGN_ON_PATHS.bindings, {}) });

/** The provider's authorisation address, from the public project settings. */
export const useOAuthOption = () =>
  useQuery({
    queryKey: PROJECT_SETTINGS_KEY,
    queryFn: getProjectSettings,
    select: (s) => s.signOn?.oauth ?? null,
  });

export function useUnbind() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => http.post<ThirdBindingView>(SIGN_ON_PATHS.unbind, {}),
    onSuccess: (view) => queryClient.setQueryData(bindingsKey, view),
  });
}
