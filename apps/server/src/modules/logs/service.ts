import {
  type AccessLogQuery,
  type AccessLogView,
  LOG_MESSAGES,
  type LoginLogQuery,
  type LoginLogView,
  type LogRetention,
} from '@awards/shared/logs';
import type { Page } from '@awards/shared/paging';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accessLogs, loginLogs } from '../../db/schema';
import type { DataRules, RuleSubject } from '../../platform/data-rules';
import { notFound } from '../../platform/errors';
import { countRows, pagedQuery } from '../../platform/paging';
import { accessLogRuleList } from './data-rules';
import { accessLogConditions, loginLogConditions } from './filters';
import { presentAccessLog, presentLoginLog } from './presenter';
import { readRetentionDays } from './retention';

/** Paged reads, newest first (the access log also oldest first), of the access and login logs. */
export class LogService {
  constructor(
    private readonly db: Db,
    private readonly dataRules?: DataRules,
  ) {}

  /** The filters and, for a user, the active data rules of the access-log menu (platform/data-rules.ts). */
  async accessLogWhere(q: Partial<AccessLogQuery>, user?: RuleSubject) {
    const ruled =
      user && this.dataRules ? await this.dataRules.condition(accessLogRuleList, user) : undefined;
    return and(ruled, ...accessLogConditions(q));
  }

  async accessLogPage(q: AccessLogQuery, user?: RuleSubject): Promise<Page<AccessLogView>> {
    const where = await this.accessLogWhere(q, user);
    return pagedQuery(
      q,
      async (limit, offset) =>
        (
          await this.db
            .select()
            .from(accessLogs)
            .where(where)
            .orderBy(
              ...(q.orderBy?.order === 'asc'
                ? [asc(accessLogs.createTime), asc(accessLogs.id)]
                : [desc(accessLogs.createTime), desc(accessLogs.id)]),
            )
            .limit(limit)
            .offset(offset)
        ).map((row) => presentAccessLog(row)),
      countRows(this.db, accessLogs, where),
    );
  }

  /** One row with its request and response data whole; the data rules apply here too. */
  async accessLogDetail(logAccessId: number, user?: RuleSubject): Promise<AccessLogView> {
    const where = and(eq(accessLogs.id, logAccessId), await this.accessLogWhere({}, user));
    const [row] = await this.db.select().from(accessLogs).where(where);
    if (!row) throw notFound(LOG_MESSAGES.notFound);
    return presentAccessLog(row, true);
  }

  async loginLogPage(q: LoginLogQuery): Promise<Page<LoginLogView>> {
    const where = and(...loginLogConditions(q));
    return pagedQuery(
      q,
      async (limit, offset) =>
        (
          await this.db
            .select()
            .from(loginLogs)
            .where(where)
            .orderBy(desc(loginLogs.createTime), desc(loginLogs.id))
            .limit(limit)
            .offset(offset)
        ).map(presentLoginLog),
      countRows(this.db, loginLogs, where),
    );
  }

  retention(): Promise<LogRetention> {
    return readRetentionDays(this.db);
  }
}
