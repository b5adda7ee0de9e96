import type { AnalysisInfo } from '@awards/shared/dashboard';

/** An analysis answer for the page tests: traffic every day, no job runs at all. */
export function analysisOf(days: number): AnalysisInfo {
  const dates = Array.from({ length: days }, (_, i) => `2026-11-${String(i + 1).padStart(2, '0')}`);
  return {
    days,
    visits: dates.map((date, i) => ({ date, visits: i * 10, logins: i })),
    requests: dates.map((date, i) => ({
      date,
      requests: i * 10,
      serverErrors: i % 2,
      clientErrors: 1,
      errorRate: 0.01,
    })),
    logins: dates.map((date) => ({ date, success: 2, failure: 1 })),
    busiestRoutes: [
      { method: 'POST', path: '/rest/user/page', requests: 321, meanMs: 12.34, maxMs: 99, errors: 2 },
    ],
    jobOutcomes: dates.map((date) => ({ date, success: 0, failure: 0 })),
    totals: {
      requests: 4321,
      serverErrors: 43,
      errorRate: 0.0123,
      distinctUsers: 7,
      jobRuns: 0,
      jobFailures: 0,
    },
  };
}
