import { renderMessage } from '@awards/shared/i18n';
import { DEFAULT_LOG_RETENTION_DAYS, LOG_MESSAGES } from '@awards/shared/logs';
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
  label: LOG_MESSAGES.purgeLabel,
  description: LOG_MESSAGES.purgeDescription({ days: DEFAULT_LOG_RETENTION_DAYS }),
  paramExample: '{"days": 180}',
  async run({ db, now, param }) {
    const fromParam = Number(param.days);
    const days =
      Number.isInteger(fromParam) && fromParam >= 1 ? fromParam : (await readRetentionDays(db)).days;
    const before = new Date(now.getTime() - days * 86_400_000);
    const access = await purge(db, 'access_logs', before);
    const login = await purge(db, 'login_logs', before);
    // Stored as the run's result, read later in the run list: in the federation's language.
    return renderMessage(LOG_MESSAGES.purged({ days, access, login }));
  },
};
