import type { AccessLogQuery, LoginLogQuery } from '@awards/shared/logs';
import { type Page, toPage } from '@awards/shared/paging';
import { and, count, desc, eq, gte, like, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accessLogs, loginLogs } from '../../db/schema';
import type { DataRules, RuleSubject } from '../../platform/data-rules';
import { accessLogRuleList } from './data-rules';

type AccessLogView = Omit<typeof accessLogs.$inferSelect, 'id'> & { logAccessId: number };
type LoginLogView = Omit<typeof loginLogs.$inferSelect, 'id'> & { logLoginId: number };

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Paged, newest-first reads of the access and login logs. */
export class LogService {
  constructor(
    private readonly db: Db,
    private readonly dataRules?: DataRules,
  ) {}

  /** With a user, the active data rules of the access-log menu narrow the rows (platform/data-rules.ts). */
  async accessLogPage(q: AccessLogQuery, user?: RuleSubject): Promise<Page<AccessLogView>> {
    const ruled =
      user && this.dataRules ? await this.dataRules.condition(accessLogRuleList, user) : undefined;
    const where = and(
      ruled,
      ...conditions([
        q.createBy && eq(accessLogs.createBy, q.createBy),
        q.requestUri && like(accessLogs.requestUri, `${escapeLike(q.requestUri)}%`),
        q.responseStatus !== undefined && eq(accessLogs.responseStatus, q.responseStatus),
        q.costAbove !== undefined && gte(accessLogs.costTime, q.costAbove),
        q.startTime && gte(accessLogs.createTime, new Date(q.startTime)),
        q.endTime && lte(accessLogs.createTime, new Date(q.endTime)),
      ]),
    );
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(accessLogs)
        .where(where)
        .orderBy(desc(accessLogs.createTime), desc(accessLogs.id))
        .limit(q.pageSize)
        .offset((q.pageNum - 1) * q.pageSize),
      this.db.select({ n: count() }).from(accessLogs).where(where),
    ]);
    return toPage(
      q,
      total?.n ?? 0,
      rows.map(({ id, ...row }) => ({ logAccessId: id, ...row })),
    );
  }

  async loginLogPage(q: LoginLogQuery): Promise<Page<LoginLogView>> {
    const where = and(
      ...conditions([
        q.loginName && eq(loginLogs.loginName, q.loginName.toLowerCase()),
        q.ip && eq(loginLogs.ip, q.ip),
        q.outcome && eq(loginLogs.outcome, q.outcome),
        q.startTime && gte(loginLogs.createTime, new Date(q.startTime)),
        q.endTime && lte(loginLogs.createTime, new Date(q.endTime)),
      ]),
    );
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(loginLogs)
        .where(where)
        .orderBy(desc(loginLogs.createTime), desc(loginLogs.id))
        .limit(q.pageSize)
        .offset((q.pageNum - 1) * q.pageSize),
      this.db.select({ n: count() }).from(loginLogs).where(where),
    ]);
    return toPage(
      q,
      total?.n ?? 0,
      rows.map(({ id, ...row }) => ({ logLoginId: id, ...row })),
    );
  }
}

function conditions(candidates: (SQL | false | undefined | '' | null)[]): SQL[] {
  return candidates.filter((c): c is SQL => Boolean(c));
}
