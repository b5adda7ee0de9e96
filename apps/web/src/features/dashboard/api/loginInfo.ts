import type { LoginInfo } from '@awards/shared/dashboard';
import { http } from '@awards/web-common/http';
import { queryOptions, useQuery } from '@tanstack/react-query';

export type { LoginInfo };

/** `/rest/index/loginfo` (spec 000 §7): the mock-only call of the specification, real here. */
export function getLoginInfo(): Promise<LoginInfo> {
  return http.post<LoginInfo>('/rest/index/loginfo', {});
}

export const loginInfoQueryOptions = () =>
  queryOptions({ queryKey: ['dashboard', 'loginInfo'], queryFn: getLoginInfo });

export const useLoginInfo = () => useQuery(loginInfoQueryOptions());
