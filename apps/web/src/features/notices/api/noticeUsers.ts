import type { Page } from '@awards/shared/paging';
import type { UserFilter, UserView } from '@awards/shared/users';
import { http } from '../../../lib/http';

/**
 * `/rest/user/page` (USER_VIEW): the receivers the picker offers. There is no login-level
 * user list yet, so a publisher without USER_VIEW can only notify everyone.
 */
export function fetchReceiverCandidates(query: UserFilter & { pageNum: number; pageSize: number }) {
  return http.post<Page<UserView>>('/rest/user/page', query);
}
