import { renderMessage } from '@awards/shared/i18n';
import { MONITOR_MESSAGES } from '@awards/shared/monitor';
import { and, isNull, lt, lte, or } from 'drizzle-orm';
import { sessions } from '../../db/schema';
import type { JobHandler } from '../../platform/scheduler/job-handlers';

const DAY_MS = 86_400_000;

/**
 * Ends sessions whose time is up (marks them revoked with reason 'expired', so the
 * online list and the audit say why), and deletes sessions that ended more than a
 * day ago, expired or revoked.
 */
export const endExpiredSessionsJob: JobHandler = {
  className: 'endExpiredSessions',
  label: MONITOR_MESSAGES.expireJobLabel,
  description: MONITOR_MESSAGES.expireJobDescription,
  paramExample: null,
  async run({ db, now }) {
    const ended = await db
      .update(sessions)
      .set({ revokedAt: now, revokeReason: 'expired' })
      .where(and(isNull(sessions.revokedAt), lte(sessions.expiresAt, now)))
      .returning({ id: sessions.id });
    const dayAgo = new Date(now.getTime() - DAY_MS);
    const deleted = await db
      .delete(sessions)
      .where(or(lt(sessions.expiresAt, dayAgo), lt(sessions.revokedAt, dayAgo)))
      .returning({ id: sessions.id });
    // The run's result, kept in the job log in the system's language.
    return renderMessage(MONITOR_MESSAGES.expireJobResult({ ended: ended.length, deleted: deleted.length }));
  },
};
