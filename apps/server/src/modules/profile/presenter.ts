import type { OwnSession } from '@awards/shared/profile';
import type { sessions } from '../../db/schema';

type SessionRow = typeof sessions.$inferSelect;

/** A session as its owner sees it: never the token hash or the revocation fields. */
export const presentSession = (row: SessionRow, currentSessionId: number): OwnSession => ({
  sessionId: row.id,
  ip: row.ip,
  userAgent: row.userAgent,
  createTime: row.createTime.toISOString(),
  lastSeenAt: row.lastSeenAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
  current: row.id === currentSessionId,
});
