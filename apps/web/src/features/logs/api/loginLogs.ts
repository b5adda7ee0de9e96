import { LOG_PATHS, type LoginLogQuery, type LoginLogView } from '@awards/shared/logs';
import type { Page } from '@awards/shared/paging';
import { http } from '@awards/web-common/http';

export type LoginLogFilters = Omit<LoginLogQuery, 'pageNum' | 'pageSize'>;
export const LOGIN_LOG_KEY = ['logs', 'login'] as const;

/** getLoginLogPage (LOGINLOG_VIEW): every sign-in attempt and its outcome. */
export const fetchLoginLogPage = (query: LoginLogFilters & { pageNum: number; pageSize: number }) =>
  http.post<Page<LoginLogView>>(LOG_PATHS.loginPage, query);
