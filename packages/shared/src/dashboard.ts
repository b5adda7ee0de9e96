/**
 * The home page's figures (spec 000 §7 "/rest/index/loginfo" and "visitInfo", mock-only
 * in the specification, real here). Days are the server's calendar days (its TZ).
 */
export interface LoginInfo {
  /** Successful sign-ins today, everyone's. */
  todayLoginCount: number;
  /** Successful sign-ins ever recorded in the login log. */
  totalLoginCount: number;
  /**
   * Visitors today: distinct visitors in today's access log, a signed-in user counted once
   * however many requests and sessions, an anonymous caller once per address (issue 14: it
   * was the number of API requests, some dozens per page). Labelled 今日访客 / Visitors today.
   */
  todayVisitCount: number;
  /** Distinct client addresses in today's access log. */
  todayIpCount: number;
  /** The signed-in user's previous sign-in (before the current session), if any. */
  lastLogin: { time: string; ip: string | null } | null;
}

export interface DailyVisits {
  /** YYYY-MM-DD */
  date: string;
  /** Distinct visitors that day, counted as todayVisitCount is. */
  visits: number;
  logins: number;
}

/** The answer of `/rest/index/visitInfo`: the last 7 days, oldest first, today last. */
export type VisitInfo = DailyVisits[];

export const VISIT_INFO_DAYS = 7;

/**
 * The monitor dashboard and the analysis / workplace pages (`/_dashboard/*`):
 * `POST /rest/index/analysis` (auth: login) with `{ days?: 7 | 14 | 30 }` (default 7).
 * Every figure is counted from the access log, the login log and the task runs,
 * over the last `days` calendar days (server TZ), oldest first, today last.
 */
export const DASHBOARD_PATHS = {
  loginInfo: '/rest/index/loginfo',
  visitInfo: '/rest/index/visitInfo',
  analysis: '/rest/index/analysis',
} as const;

export const ANALYSIS_DAY_CHOICES = [7, 14, 30] as const;

export interface DailyRequests {
  /** YYYY-MM-DD */
  date: string;
  requests: number;
  /** Responses with status >= 500. */
  serverErrors: number;
  /** Responses with status 400..499. */
  clientErrors: number;
  /** serverErrors / requests, 0..1 (0 when no request). */
  errorRate: number;
}

export interface BusyRoute {
  method: string;
  /** The path without its query string. */
  path: string;
  requests: number;
  meanMs: number;
  maxMs: number;
  errors: number;
}

export interface DailyJobOutcomes {
  date: string;
  success: number;
  failure: number;
}

export interface DailyLoginOutcomes {
  date: string;
  success: number;
  failure: number;
}

export interface AnalysisInfo {
  days: number;
  /** Visits (access-log rows) and successful sign-ins per day. */
  visits: DailyVisits[];
  requests: DailyRequests[];
  logins: DailyLoginOutcomes[];
  /** The 10 busiest routes over the period. */
  busiestRoutes: BusyRoute[];
  jobOutcomes: DailyJobOutcomes[];
  totals: {
    requests: number;
    serverErrors: number;
    errorRate: number;
    distinctUsers: number;
    jobRuns: number;
    jobFailures: number;
  };
}
