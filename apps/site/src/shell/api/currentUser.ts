import type { UserInfo } from '@awards/shared/auth';
import { http } from '@awards/web-common/http';

/** `GET /api/user/info`: the signed-in user, as the server knows them now. */
export function fetchCurrentUser(): Promise<UserInfo> {
  return http.get<UserInfo>('/api/user/info', { silent: true });
}
