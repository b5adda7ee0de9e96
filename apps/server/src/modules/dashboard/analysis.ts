import type { AnalysisInfo, BusyRoute, DailyRequests } from '@awards/shared/dashboard';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { addDays, isoDate, startOfDay } from './days';

const BUSIEST_ROUTES = 10;

/**
 * The figures of the monitor dashboard and the analysis / workplace pages, all
 * counted from the logs over the last N calendar days. Each query is one range
 * scan on an indexed time column; rows are put into days with width_bucket over
 * the day boundaries (server time zone), so a day is a calendar day, not 24 h.
 */
export class AnalysisService {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async analysis(days: number): Promise<AnalysisInfo> {
    const first = addDays(startOfDay(this.now()), 1 - days);
    const bounds = Array.from({ length: days + 1 }, (_, i) => addDays(first, i));
    const dates = bounds.slice(0, days).map(isoDate);
    const from = bounds[0]!.toISOString();
    const to = bounds[days]!.toISOString();
    const epochs = sql.raw(`array[${bounds.map((b) => b.getTime() / 1000).join(',')}]::float8[]`);
    const bucket = (column: SQL) => sql`width_bucket(extract(epoch from ${column})::float8, ${epochs})`;
    const range = (column: SQL) => sql`${column} >= ${from}::timestamptz and ${column} < ${to}::timestamptz`;

    const [requests, logins, routes, jobs, totals] = await Promise.all([
      queryRows<{ b: number; requests: number; server: number; client: number }>(
        this.db,
        sql`select ${bucket(sql`create_time`)} as b, count(*)::int as requests,
                   count(*) filter (where response_status >= 500)::int as server,
                   count(*) filter (where response_status between 400 and 499)::int as client
            from access_logs where ${range(sql`create_time`)} group by 1`,
      ),
      queryRows<{ b: number; success: number; failure: number }>(
        this.db,
        sql`select ${bucket(sql`create_time`)} as b,
                   count(*) filter (where outcome = 'success')::int as success,
                   count(*) filter (where outcome <> 'success')::int as failure
            from login_logs where ${range(sql`create_time`)} group by 1`,
      ),
      queryRows<{
        method: string;
        path: string;
        requests: number;
        mean: number;
        max: number;
        errors: number;
      }>(
        this.db,
        sql`select method, split_part(request_uri, '?', 1) as path, count(*)::int as requests,
                   avg(cost_time)::float8 as mean, max(cost_time)::int as max,
                   count(*) filter (where response_status >= 500)::int as errors
            from access_logs where ${range(sql`create_time`)}
            group by 1, 2 order by 3 desc, 2 limit ${BUSIEST_ROUTES}`,
      ),
      queryRows<{ b: number; success: number; failure: number }>(
        this.db,
        sql`select ${bucket(sql`start_time`)} as b,
                   count(*) filter (where outcome = 'success')::int as success,
                   count(*) filter (where outcome = 'failure')::int as failure
            from task_runs where ${range(sql`start_time`)} group by 1`,
      ),
      queryRows<{ users: number }>(
        this.db,
        sql`select count(distinct create_by)::int as users from access_logs where ${range(sql`create_time`)}`,
      ),
    ]);

    // width_bucket numbers the first day 1.
    const byDay = <T extends { b: number }>(rows: T[]) => new Map(rows.map((r) => [Number(r.b) - 1, r]));
    const req = byDay(requests);
    const login = byDay(logins);
    const job = byDay(jobs);
    const requestDays: DailyRequests[] = dates.map((date, i) => {
      const r = req.get(i);
      const n = Number(r?.requests ?? 0);
      const serverErrors = Number(r?.server ?? 0);
      return {
        date,
        requests: n,
        serverErrors,
        clientErrors: Number(r?.client ?? 0),
        errorRate: rate(serverErrors, n),
      };
    });
    const loginDays = dates.map((date, i) => ({
      date,
      success: Number(login.get(i)?.success ?? 0),
      failure: Number(login.get(i)?.failure ?? 0),
    }));
    const jobDays = dates.map((date, i) => ({
      date,
      success: Number(job.get(i)?.success ?? 0),
      failure: Number(job.get(i)?.failure ?? 0),
    }));
    const busiestRoutes: BusyRoute[] = routes.map((r) => ({
      method: r.method,
      path: r.path,
      requests: Number(r.requests),
      meanMs: Math.round(Number(r.mean) * 10) / 10,
      maxMs: Number(r.max),
      errors: Number(r.errors),
    }));
    const sum = <T>(rows: T[], f: (r: T) => number) => rows.reduce((n, r) => n + f(r), 0);
    const totalRequests = sum(requestDays, (d) => d.requests);
    const totalServerErrors = sum(requestDays, (d) => d.serverErrors);
    return {
      days,
      visits: dates.map((date, i) => ({
        date,
        visits: requestDays[i]!.requests,
        logins: loginDays[i]!.success,
      })),
      requests: requestDays,
      logins: loginDays,
      busiestRoutes,
      jobOutcomes: jobDays,
      totals: {
        requests: totalRequests,
        serverErrors: totalServerErrors,
        errorRate: rate(totalServerErrors, totalRequests),
        distinctUsers: Number(totals[0]?.users ?? 0),
        jobRuns: sum(jobDays, (d) => d.success + d.failure),
        jobFailures: sum(jobDays, (d) => d.failure),
      },
    };
  }
}

const rate = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 10_000) / 10_000 : 0);
