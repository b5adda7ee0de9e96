import { MONITOR_MESSAGES, type OnlineQuery, type OnlineUserView } from '@awards/shared/monitor';
import type { Page } from '@awards/shared/paging';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { organisations, sessions, users } from '../../db/schema';
import type { SessionStore, SessionUser } from '../../platform/auth/sessions';
import { notFound, ruleViolation } from '../../platform/errors';
import { countSelect, pagedQuery } from '../../platform/paging';
import { containsTextIgnoringCase } from '../../platform/text-match';
import { describeUserAgent } from './user-agent';

/** A session that lets its holder in: the same test as SessionStore.resolve. */
const live = () =>
  and(
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, sql`now()`),
    eq(users.status, 1),
    eq(users.delFlag, 0),
  );

/**
 * Online users (spec 001 §6 "Online users"): every live session, with force
 * sign-out. Last activity is the session's lastSeenAt, which SessionStore.resolve
 * refreshes at most once a minute per session.
 */
export class OnlineService {
  constructor(
    private readonly db: Db,
    private readonly sessionStore: SessionStore,
  ) {}

  async page(q: OnlineQuery, current: SessionUser): Promise<Page<OnlineUserView>> {
    const where = and(
      live(),
      q.loginName ? containsTextIgnoringCase(users.loginName, q.loginName) : undefined,
      q.ip ? eq(sessions.ip, q.ip) : undefined,
    );
    return pagedQuery(
      q,
      async (limit, offset) =>
        (
          await this.db
            .select({
              sessionId: sessions.id,
              userId: users.id,
              loginName: users.loginName,
              realname: users.realname,
              orgName: organisations.organName,
              ip: sessions.ip,
              userAgent: sessions.userAgent,
              createTime: sessions.createTime,
              lastSeenAt: sessions.lastSeenAt,
              expiresAt: sessions.expiresAt,
            })
            .from(sessions)
            .innerJoin(users, eq(users.id, sessions.userId))
            .leftJoin(organisations, eq(organisations.id, users.orgId))
            .where(where)
            .orderBy(desc(sessions.lastSeenAt), desc(sessions.id))
            .limit(limit)
            .offset(offset)
        ).map((r) => ({
          sessionId: r.sessionId,
          userId: r.userId,
          loginName: r.loginName,
          realname: r.realname,
          orgName: r.orgName ?? null,
          ip: r.ip,
          userAgent: r.userAgent,
          ...describeUserAgent(r.userAgent),
          loginTime: r.createTime.toISOString(),
          lastActivityTime: r.lastSeenAt.toISOString(),
          expiresAt: r.expiresAt.toISOString(),
          current: r.sessionId === current.sessionId,
        })),
      countSelect(
        this.db,
        this.db
          .select({ id: sessions.id })
          .from(sessions)
          .innerJoin(users, eq(users.id, sessions.userId))
          .where(where),
      ),
    );
  }

  /**
   * Ends the session at once (its next request is a 401) and closes that session's
   * sockets on every instance (SessionStore.revoke tells the push hub), so the portal
   * notices without waiting for a click. The user's other sessions keep theirs.
   */
  async kick(sessionId: number, current: SessionUser): Promise<void> {
    if (sessionId === current.sessionId) throw ruleViolation(MONITOR_MESSAGES.cannotKickSelf);
    const [row] = await this.db
      .select({ id: sessions.id })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.id, sessionId), live()));
    if (!row) throw notFound(MONITOR_MESSAGES.sessionNotFound);
    await this.sessionStore.revoke(sessionId, `kicked by ${current.loginName}`);
  }
}
