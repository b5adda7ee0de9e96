import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { type DataScope, type DataScopeSource, resolveDataScope, type ScopeHolder } from '../data-scope';
import type { InvalidationBus } from '../invalidation';
import { AuthCache, type AuthCacheOptions, type AuthChanges, DEFAULT_AUTH_CACHE } from './auth-cache';
import { permissionCodesOf } from './permissions';

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

/** A scope shared by every request of its user: nobody may change it in place. */
function frozen(scope: DataScope): DataScope {
  if (!scope.all) {
    Object.freeze(scope.orgIds);
    Object.freeze(scope.subtreePaths);
  }
  return Object.freeze(scope);
}

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
// The session held in memory keeps the time of its last write, so the rule is the same
// with the cache: at most one write per session and minute (per instance).
const TOUCH_INTERVAL_MS = 60_000;

/**
 * Told the ids of the sessions a revocation ended (the app closes their push
 * sockets). It must not throw; a failure is the listener's to log.
 */
export type SessionsRevokedListener = (sessionIds: readonly number[]) => unknown;

/**
 * The sessions, and what a request needs to know of its user: who they are
 * (resolve), which permission codes they hold (permissionCodes) and which rows
 * their data scope shows (dataScope). All three are
 * held in memory (auth-cache.ts) once an invalidation bus is attached, so that
 * the common signed-in request reads nothing from the database; every change
 * that alters them announces itself through AuthChanges.
 */
export class SessionStore implements AuthChanges, DataScopeSource {
  private readonly revokedListeners = new Set<SessionsRevokedListener>();
  private readonly cache: AuthCache;

  constructor(
    private readonly db: Db,
    private readonly lifetimeMs: number,
    cacheOptions: AuthCacheOptions = DEFAULT_AUTH_CACHE,
  ) {
    this.cache = new AuthCache(cacheOptions);
  }

  /** The store of this configuration: sessions of SESSION_DAYS, the cache's bounds. */
  static fromConfig(
    db: Db,
    config: Pick<Config, 'SESSION_DAYS' | 'AUTH_CACHE_MAX_AGE_MS' | 'AUTH_CACHE_ENTRIES'>,
  ): SessionStore {
    return new SessionStore(db, config.SESSION_DAYS * 86_400_000, {
      maxAgeMs: config.AUTH_CACHE_MAX_AGE_MS,
      maxEntries: config.AUTH_CACHE_ENTRIES,
    });
  }

  /** Starts keeping sessions and codes in memory, cleared through this bus (createPlatform). */
  useInvalidation(bus: InvalidationBus): () => void {
    return this.cache.attach(bus);
  }

  /** After the commit of a change to a session or to a user's row: every instance forgets its sessions. */
  sessionsChanged(): Promise<void> {
    return this.cache.sessionsChanged();
  }

  /** After the commit of a change to what users hold: every instance forgets its permission codes. */
  grantsChanged(): Promise<void> {
    return this.cache.grantsChanged();
  }

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

  /**
   * The guard's path without a promise: the token's user when memory holds its session, alive
   * and with no touch due; undefined when `resolve` must decide (not held, expired, a touch due,
   * the cache off). Never a different answer from `resolve`, only sooner.
   */
  heldUser(token: string): SessionUser | undefined {
    if (!this.cache.active) return undefined;
    const held = this.cache.sessions.get(hashToken(token));
    if (!held) return undefined;
    const now = Date.now();
    if (now >= held.expiresAt || now - held.lastSeenAt > TOUCH_INTERVAL_MS) return undefined;
    return { ...held.user };
  }

  /** The user's permission codes when memory holds them; undefined when `permissionCodes` must read them. */
  heldCodes(userId: number): ReadonlySet<string> | undefined {
    return this.cache.active ? this.cache.grants.get(userId) : undefined;
  }

  /** The live session of a token: not revoked, not expired, its user neither frozen nor deleted. */
  async resolve(token: string): Promise<SessionUser | null> {
    const tokenHash = hashToken(token);
    const held = this.cache.active ? this.cache.sessions.get(tokenHash) : undefined;
    if (held) {
      const now = Date.now();
      if (now < held.expiresAt) {
        if (now - held.lastSeenAt > TOUCH_INTERVAL_MS) {
          // Noted before the write, so that the session's concurrent requests do not write too.
          held.lastSeenAt = now;
          await this.touch(held.user.sessionId);
        }
        return { ...held.user };
      }
      this.cache.sessions.delete(tokenHash);
    }
    const generation = this.cache.sessions.generation;
    const [row] = await this.db
      .select({
        sessionId: sessions.id,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
        userId: users.id,
        loginName: users.loginName,
        realname: users.realname,
        userType: users.userType,
        orgId: users.orgId,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.tokenHash, tokenHash), ...liveSession()))
      .limit(1);
    if (!row) return null;
    const { lastSeenAt, expiresAt, ...user } = row;
    let seen = lastSeenAt.getTime();
    if (Date.now() - seen > TOUCH_INTERVAL_MS) {
      seen = Date.now();
      await this.touch(row.sessionId);
    }
    if (this.cache.active) {
      this.cache.sessions.set(
        tokenHash,
        { user, expiresAt: expiresAt.getTime(), lastSeenAt: seen },
        generation,
      );
    }
    return { ...user };
  }

  /** After the commit of a change to roles' data scopes or to the tree: every instance forgets its scopes. */
  scopesChanged(): Promise<void> {
    return this.cache.scopesChanged();
  }

  /**
   * The button permission codes the user holds (permissionCodesOf), from memory when
   * held. For the guard; a service inside a transaction reads permissionCodesOf itself.
   */
  async permissionCodes(userId: number): Promise<ReadonlySet<string>> {
    const held = this.cache.active ? this.cache.grants.get(userId) : undefined;
    if (held) return held;
    const generation = this.cache.grants.generation;
    const codes: ReadonlySet<string> = new Set(await permissionCodesOf(this.db, userId));
    if (this.cache.active) this.cache.grants.set(userId, codes, generation);
    return codes;
  }

  /**
   * The user's data scope (resolveDataScope), from memory when held for the same
   * organisation. For request paths; a transaction that must read its own writes, and
   * the grant rules, call resolveDataScope through their transaction.
   */
  async dataScope(user: ScopeHolder): Promise<DataScope> {
    const held = this.cache.active ? this.cache.scopes.get(user.userId) : undefined;
    if (held && held.orgId === user.orgId) return held.scope;
    const generation = this.cache.scopes.generation;
    const scope = frozen(await resolveDataScope(this.db, user));
    if (this.cache.active) this.cache.scopes.set(user.userId, { orgId: user.orgId, scope }, generation);
    return scope;
  }

  private async touch(sessionId: number): Promise<void> {
    await this.db.update(sessions).set({ lastSeenAt: new Date() }).where(eq(sessions.id, sessionId));
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
    // No transaction: committed already, so every instance may forget it now.
    if (ended.length > 0) await this.sessionsChanged();
    await this.announce(ended);
  }

  /**
   * Ends a user's own live sessions from the account centre: one of them (`only`), or all
   * but the one asking (`allBut`). Like every ending, announced to the caches and the push
   * sockets at once. Answers how many ended (0: none of that user's, or already ended).
   */
  async revokeOwn(
    userId: number,
    which: { only: number } | { allBut: number },
    reason: string,
  ): Promise<number> {
    const ended = await this.db
      .update(sessions)
      .set({ revokedAt: new Date(), revokeReason: reason })
      .where(
        and(
          eq(sessions.userId, userId),
          'only' in which ? eq(sessions.id, which.only) : ne(sessions.id, which.allBut),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, sql`now()`),
        ),
      )
      .returning({ id: sessions.id });
    if (ended.length > 0) await this.sessionsChanged();
    await this.announce(ended);
    return ended.length;
  }

  /**
   * Ends every live session of a user, optionally keeping the one making the request.
   * Inside a transaction the listeners hear of it before the commit: a socket closed
   * for a revocation that then rolls back is reopened by the portal 5 s later. The
   * caller publishes sessionsChanged once its transaction has committed (an earlier
   * announcement could be undone by a reload of the rows not yet committed).
   */
  async revokeAllForUser(tx: DbOrTx, userId: number, reason: string, keepSessionId?: number): Promise<void> {
    const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
    if (keepSessionId !== undefined) conditions.push(ne(sessions.id, keepSessionId));
    const ended = await tx
      .update(sessions)
      .set({ revokedAt: new Date(), revokeReason: reason })
      .where(and(...conditions))
      .returning({ id: sessions.id });
    if (tx === this.db && ended.length > 0) await this.sessionsChanged();
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
