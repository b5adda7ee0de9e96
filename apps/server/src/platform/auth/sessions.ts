import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { sessions, users } from '../../db/schema';

/** The signed-in user as a request sees it. */
export interface SessionUser {
  sessionId: number;
  userId: number;
  loginName: string;
  realname: string;
  userType: string;
  orgId: number | null;
}

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** 256 random bits, URL-safe. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** Reads the token from `Authorization: <token>` or `Authorization: Bearer <token>`. */
export function tokenFromHeader(header: string | undefined): string | null {
  if (!header) return null;
  const token = header.startsWith('Bearer ') ? header.slice(7) : header;
  return /^[A-Za-z0-9_-]{20,100}$/.test(token) ? token : null;
}

/** What makes a session live: not revoked, not expired, its user neither frozen nor deleted. */
const liveSession = () => [
  isNull(sessions.revokedAt),
  gt(sessions.expiresAt, sql`now()`),
  eq(users.status, 1),
  eq(users.delFlag, 0),
];

// Bound on the ids of one liveSessionIds query (PostgreSQL takes at most 65535 parameters).
const LIVE_CHECK_BATCH = 10_000;

// lastSeenAt is refreshed at most this often, so that reads do not write on every request.
const TOUCH_INTERVAL_MS = 60_000;

/**
 * Told the ids of the sessions a revocation ended (the app closes their push
 * sockets). It must not throw; a failure is the listener's to log.
 */
export type SessionsRevokedListener = (sessionIds: readonly number[]) => unknown;

export class SessionStore {
  private readonly revokedListeners = new Set<SessionsRevokedListener>();

  constructor(
    private readonly db: Db,
    private readonly lifetimeMs: number,
  ) {}

  /**
   * Every revocation (logout, a forced sign-out, a password change, freeze,
   * deletion) goes through revoke or revokeAllForUser, which tell the listeners.
   * The store knows nothing of sockets: buildApp registers the push hub here.
   * Returns the removal.
   */
  onRevoked(listener: SessionsRevokedListener): () => void {
    this.revokedListeners.add(listener);
    return () => this.revokedListeners.delete(listener);
  }

  async create(
    tx: DbOrTx,
    userId: number,
    client: { ip?: string | undefined; userAgent?: string | undefined },
  ): Promise<string> {
    const token = newToken();
    await tx.insert(sessions).values({
      tokenHash: hashToken(token),
      userId,
      ip: client.ip,
      userAgent: client.userAgent?.slice(0, 512),
      expiresAt: new Date(Date.now() + this.lifetimeMs),
    });
    return token;
  }

  /** The live session of a token: not revoked, not expired, its user neither frozen nor deleted. */
  async resolve(token: string): Promise<SessionUser | null> {
    const [row] = await this.db
      .select({
        sessionId: sessions.id,
        lastSeenAt: sessions.lastSeenAt,
        userId: users.id,
        loginName: users.loginName,
        realname: users.realname,
        userType: users.userType,
        orgId: users.orgId,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.tokenHash, hashToken(token)), ...liveSession()))
      .limit(1);
    if (!row) return null;
    if (Date.now() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
      await this.db.update(sessions).set({ lastSeenAt: new Date() }).where(eq(sessions.id, row.sessionId));
    }
    const { lastSeenAt: _, ...user } = row;
    return user;
  }

  /**
   * Which of these sessions are still live (the rule of resolve), in one query for up
   * to 10,000 ids. The push hub re-checks its open sockets with it on every heartbeat,
   * so a revocation that the broker could not announce still closes them. It reads the
   * database, never a cache: it is the backstop.
   */
  async liveSessionIds(sessionIds: readonly number[]): Promise<Set<number>> {
    const live = new Set<number>();
    for (let i = 0; i < sessionIds.length; i += LIVE_CHECK_BATCH) {
      const rows = await this.db
        .select({ id: sessions.id })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(inArray(sessions.id, sessionIds.slice(i, i + LIVE_CHECK_BATCH)), ...liveSession()));
      for (const row of rows) live.add(row.id);
    }
    return live;
  }

  async revoke(sessionId: number, reason: string): Promise<void> {
    const ended = await this.db
      .update(sessions)
      .set({ revokedAt: new Date(), revokeReason: reason })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
    await this.announce(ended);
  }

  /**
   * Ends every live session of a user, optionally keeping the one making the request.
   * Inside a transaction the listeners hear of it before the commit: a socket closed
   * for a revocation that then rolls back is reopened by the portal 5 s later.
   */
  async revokeAllForUser(tx: DbOrTx, userId: number, reason: string, keepSessionId?: number): Promise<void> {
    const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
    if (keepSessionId !== undefined) conditions.push(ne(sessions.id, keepSessionId));
    const ended = await tx
      .update(sessions)
      .set({ revokedAt: new Date(), revokeReason: reason })
      .where(and(...conditions))
      .returning({ id: sessions.id });
    await this.announce(ended);
  }

  private async announce(ended: readonly { id: number }[]): Promise<void> {
    if (ended.length === 0) return;
    const ids = ended.map((row) => row.id);
    for (const listener of this.revokedListeners) {
      try {
        await listener(ids);
      } catch {
        // A listener reports its own failures; the revocation itself stands.
      }
    }
  }

  /** Deletes sessions that ended more than a day ago (for the clean-up job). */
  async purgeEnded(): Promise<void> {
    const dayAgo = new Date(Date.now() - 86_400_000);
    await this.db.delete(sessions).where(lt(sessions.expiresAt, dayAgo));
  }
}
