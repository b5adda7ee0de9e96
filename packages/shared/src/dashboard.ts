import { defineMessages, type MessageRef } from './i18n';

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
  overview: '/rest/index/overview',
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

// ---- the staff home page (issue 17 item 6): POST /rest/index/overview ----

export interface HomeTask {
  /** Which queue: examination, review, results, publicity, objections, experts, registration. */
  key: 'examination' | 'review' | 'results' | 'publicity' | 'objections' | 'experts' | 'registration';
  count: number;
  /** The portal page the task opens. */
  path: string;
}

export interface HomeOverview {
  edition: {
    editionId: number;
    editionName: string;
    status: string;
    /** When the current stage's window ends (ISO), when set. */
    stageEnd: string | null;
  } | null;
  /** Declarations of the current edition waiting in each stage (in the caller's data scope). */
  backlog: {
    awaitingExamination: number;
    returned: number;
    inReview: number;
    reviewsMissing: number;
    inMeeting: number;
    proposed: number;
    inPublicity: number;
    /** Objections filed or admitted (not concluded) against the edition's declarations in scope. */
    objectionsOpen: number;
  } | null;
  /** The caller's own queues, those their permissions open, with what waits there. */
  tasks: HomeTask[];
}

export const HOME_TASK_NAMES: Record<HomeTask['key'], MessageRef> = defineMessages('homeTask', {
  examination: ['待形式审查的申报', '待形式審查的申報', 'Declarations awaiting examination'],
  review: ['未提交的专家评审', '未提交的專家評審', 'Expert reviews not submitted'],
  results: ['待会议评审的申报', '待會議評審的申報', 'Declarations awaiting the meeting'],
  publicity: ['待公示的拟授奖项目', '待公示的擬授獎項目', 'Proposed awards awaiting publicity'],
  objections: ['未办结的异议', '未辦結的異議', 'Objections not yet concluded'],
  experts: ['待审核的专家', '待審核的專家', 'Experts awaiting approval'],
  registration: ['待审核的注册', '待審核的註冊', 'Registrations awaiting approval'],
});
