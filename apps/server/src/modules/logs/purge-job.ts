import { DEFAULT_LOG_RETENTION_DAYS } from '@awards/shared/logs';
import { type Db, queryRows, sql } from '../../db/client';
import type { JobHandler } from '../../platform/scheduler/job-handlers';
import { readRetentionDays } from './retention';

// Deleting in slices keeps each statement short, so the log writers are never blocked for long.
const SLICE = 5000;

async function purge(db: Db, table: 'access_logs' | 'login_logs', before: Date): Promise<number> {
  let total = 0;
  for (;;) {
    const rows = await queryRows<{ n: number }>(
      db,
      sql`with gone as (
            delete from ${sql.identifier(table)} where id in (
              select id from ${sql.identifier(table)} where create_time < ${before.toISOString()}::timestamptz limit ${SLICE}
            ) returning 1
          ) select count(*)::int as n from gone`,
    );
    const n = Number(rows[0]?.n ?? 0);
    total += n;
    if (n < SLICE) return total;
  }
}

/**
 * Deletes access-log and login-log rows older than the retention period: the
 * task's `{"days": n}` when given, else the project setting `logRetentionDays`,
 * else 180 days.
 */
export const purgeLogsJob: JobHandler = {
  className: 'purgeLogs',
  label: '清理过期日志',
  description: `删除超过保留天数的访问日志和登录日志（默认${DEFAULT_LOG_RETENTION_DAYS}天，可在任务参数中指定 days）`,
  paramExample: '{"days": 180}',
  async run({ db, now, param }) {
    const fromParam = Number(param.days);
    const days =
      Number.isInteger(fromParam) && fromParam >= 1 ? fromParam : (await readRetentionDays(db)).days;
    const before = new Date(now.getTime() - days * 86_400_000);
    const access = await purge(db, 'access_logs', before);
    const login = await purge(db, 'login_logs', before);
    return `保留${days}天：删除访问日志${access}条，登录日志${login}条`;
  },
};
