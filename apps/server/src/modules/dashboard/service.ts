import { type DailyVisits, type LoginInfo, VISIT_INFO_DAYS } from '@awards/shared/dashboard';
import { and, count, countDistinct, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { accessLogs, loginLogs, sessions } from '../../db/schema';
import type { SessionUser } from '../../platform/auth/sessions';
import { normaliseLoginName } from '../auth/public';
import { addDays, isoDate, startOfDay } from './days';

const SUCCESS = eq(loginLogs.outcome, 'success');
const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/**
 * Who made a request (issue 14 item 9: "今日访问" counted API requests, dozens per page
 * view): a signed-in user, once however many requests or sessions, or else the caller's
 * address. A visit is one visitor on one day.
 */
const VISITOR = sql`coalesce('u' || ${accessLogs.userId}::text, 'a' || ${accessLogs.requestIp})`;

/**
 * The home page's figures from the login and access logs. Every count is a range
 * on create_time (indexed), so the cost follows the days shown, not the log's size;
 * the all-time total reads the partial index of successful sign-ins only.
 */
export class DashboardService {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async loginInfo(user: SessionUser): Promise<LoginInfo> {
    const today = startOfDay(this.now());
    const tomorrow = addDays(today, 1);
    const [[todayLogins], [totalLogins], [visits], lastLogin] = await Promise.all([
      this.db
        .select({ n: count() })
        .from(loginLogs)
        .where(and(SUCCESS, gte(loginLogs.createTime, today), lt(loginLogs.createTime, tomorrow))),
      this.db.select({ n: count() }).from(loginLogs).where(SUCCESS),
      this.db
        .select({ n: countDistinct(VISITOR), ips: countDistinct(accessLogs.requestIp) })
        .from(accessLogs)
        .where(and(gte(accessLogs.createTime, today), lt(accessLogs.createTime, tomorrow))),
      this.previousLogin(user),
    ]);
    return {
      todayLoginCount: todayLogins?.n ?? 0,
      totalLoginCount: totalLogins?.n ?? 0,
      todayVisitCount: visits?.n ?? 0,
      todayIpCount: visits?.ips ?? 0,
      lastLogin,
    };
  }

  /** Visitors and sign-ins per day for the last 7 days, oldest first: one range scan per log. */
  async visitInfo(): Promise<DailyVisits[]> {
    const first = addDays(startOfDay(this.now()), 1 - VISIT_INFO_DAYS);
    const days = Array.from({ length: VISIT_INFO_DAYS }, (_, i) => addDays(first, i));
    const end = addDays(first, VISIT_INFO_DAYS);
    const perDay = (extra: SQL, counted: SQL = sql`*`) =>
      sql.join(
        days.map(
          (day, i) =>
            sql`count(${counted}) filter (where create_time >= ${ts(day)} and create_time < ${ts(addDays(day, 1))}
              ${extra})::int as ${sql.identifier(`d${i}`)}`,
        ),
        sql`, `,
      );
    const range = sql`create_time >= ${ts(first)} and create_time < ${ts(end)}`;
    const [[visits], [logins]] = await Promise.all([
      queryRows<Record<string, number>>(
        this.db,
        sql`select ${perDay(sql``, sql`distinct ${VISITOR}`)} from access_logs where ${range}`,
      ),
      queryRows<Record<string, number>>(
        this.db,
        sql`select ${perDay(sql`and outcome = 'success'`)} from login_logs where ${range}`,
      ),
    ]);
    return days.map((day, i) => ({
      date: isoDate(day),
      visits: Number(visits?.[`d${i}`] ?? 0),
      logins: Number(logins?.[`d${i}`] ?? 0),
    }));
  }

  /**
   * The user's last successful sign-in before the current session. The session and
   * its login-log row are written in one transaction, so they share now(): the
   * strict "before" leaves out the sign-in that made this session.
   */
  private async previousLogin(user: SessionUser): Promise<LoginInfo['lastLogin']> {
    const [session] = await this.db
      .select({ createTime: sessions.createTime })
      .from(sessions)
      .where(eq(sessions.id, user.sessionId));
    if (!session) return null;
    const [row] = await this.db
      .select({ time: loginLogs.createTime, ip: loginLogs.ip })
      .from(loginLogs)
      .where(
        and(
          eq(loginLogs.loginName, normaliseLoginName(user.loginName)),
          SUCCESS,
          lt(loginLogs.createTime, session.createTime),
        ),
      )
      .orderBy(desc(loginLogs.createTime))
      .limit(1);
    return row ? { time: row.time.toISOString(), ip: row.ip } : null;
  }
}
