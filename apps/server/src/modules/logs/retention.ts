import { DEFAULT_LOG_RETENTION_DAYS, type LogRetention } from '@awards/shared/logs';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { projectSettings } from '../../db/schema';

/** The project setting that overrides the default retention: a whole number of days. */
export const LOG_RETENTION_KEY = 'logRetentionDays';

/** How long the access and login logs are kept; the log-purge task deletes what is older. */
export async function readRetentionDays(db: DbOrTx): Promise<LogRetention> {
  const [row] = await db
    .select({ value: projectSettings.value })
    .from(projectSettings)
    .where(eq(projectSettings.key, LOG_RETENTION_KEY));
  const raw = row?.value;
  const days = typeof raw === 'number' ? raw : Number((raw as { days?: unknown } | undefined)?.days);
  if (Number.isInteger(days) && days >= 1) return { days, source: 'setting' };
  return { days: DEFAULT_LOG_RETENTION_DAYS, source: 'default' };
}
