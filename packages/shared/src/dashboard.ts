/**
 * The home page's figures (spec 000 §7 "/rest/index/loginfo" and "visitInfo", mock-only
 * in the specification, real here). Days are the server's calendar days (its TZ).
 */
export interface LoginInfo {
  /** Successful sign-ins today, everyone's. */
  todayLoginCount: number;
  /** Successful sign-ins ever recorded in the login log. */
  totalLoginCount: number;
  /** API requests recorded in the access log today. */
  todayVisitCount: number;
  /** Distinct client addresses in today's access log. */
  todayIpCount: number;
  /** The signed-in user's previous sign-in (before the current session), if any. */
  lastLogin: { time: string; ip: string | null } | null;
}

export interface DailyVisits {
  /** YYYY-MM-DD */
  date: string;
  visits: number;
  logins: number;
}

/** The answer of `/rest/index/visitInfo`: the last 7 days, oldest first, today last. */
export type VisitInfo = DailyVisits[];

export const VISIT_INFO_DAYS = 7;
