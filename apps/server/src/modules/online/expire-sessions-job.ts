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
  label: '结束过期会话',
  description: '将已过期的登录会话标记为结束，并删除结束超过一天的会话',
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
    return `结束过期会话${ended.length}个，删除旧会话${deleted.length}个`;
  },
};
