import { BoundedCache } from '../bounded-cache';
import type { DataScope } from '../data-scope';
import type { InvalidationBus } from '../invalidation';
import type { SessionUser } from './sessions';

/**
 * The invalidation topics of the sessions and permissions held in memory
 * (docs/security.md, "Sessions and permissions from memory"). A topic carries no
 * key: every instance drops the whole of that cache, which one query per signed-in
 * user then refills. Such changes are rare next to the requests they spare.
 */
export const AUTH_TOPICS = {
  /** A session ended, or a user's row changed what a request sees of them (name, type, organisation, status). */
  sessions: 'auth-sessions',
  /** What users hold changed: their roles, a role's buttons, a button's code, a role or button deleted. */
  grants: 'auth-grants',
  /**
   * What a user's data scope is made of changed, beyond their row and roles (which the
   * two topics above cover): a role's data scope or custom organisations, an
   * organisation moved in the tree (the paths below it), deleted, restored or purged.
   */
  scopes: 'auth-scopes',
} as const;

/**
 * What services call after the transaction of such a change has committed. Called
 * earlier, another instance could reload the old rows before the commit and keep
 * them until the maximum age.
 */
export interface AuthChanges {
  sessionsChanged(): Promise<void>;
  grantsChanged(): Promise<void>;
  scopesChanged(): Promise<void>;
}

export interface AuthCacheOptions {
  /** Entries of each cache (sessions by token, codes by user); 0 turns caching off. */
  maxEntries: number;
  /** How long an entry is trusted without any announcement; 0 turns caching off. */
  maxAgeMs: number;
  now?: () => number;
}

export const DEFAULT_AUTH_CACHE: AuthCacheOptions = { maxEntries: 5_000, maxAgeMs: 30_000 };

/** A session as held in memory: who, until when, and when its lastSeenAt was last written. */
export interface CachedSession {
  user: SessionUser;
  expiresAt: number;
  lastSeenAt: number;
}

/**
 * A user's data scope as held in memory, with the organisation it was resolved for:
 * a session that now says another organisation does not use it.
 */
export interface CachedScope {
  orgId: number | null;
  scope: DataScope;
}

/**
 * The three caches and their link to the invalidation bus. A data scope is made of
 * the user's organisation (sessions topic), roles (grants topic), and the roles'
 * scopes and the tree (scopes topic): every one of the three topics clears it. Nothing is stored until
 * a bus is attached (createPlatform does it): without one, no change could clear it.
 */
export class AuthCache implements AuthChanges {
  readonly sessions: BoundedCache<string, CachedSession>;
  readonly grants: BoundedCache<number, ReadonlySet<string>>;
  readonly scopes: BoundedCache<number, CachedScope>;
  private bus: InvalidationBus | null = null;

  constructor(options: AuthCacheOptions = DEFAULT_AUTH_CACHE) {
    this.sessions = new BoundedCache(options.maxEntries, options.maxAgeMs, options.now);
    this.grants = new BoundedCache(options.maxEntries, options.maxAgeMs, options.now);
    this.scopes = new BoundedCache(options.maxEntries, options.maxAgeMs, options.now);
  }

  /** Whether entries are kept: a bus is attached and the bounds allow any. */
  get active(): boolean {
    return this.bus !== null && this.sessions.enabled;
  }

  /** Subscribes to the topics; returns the detachment (the platform's close). */
  attach(bus: InvalidationBus): () => void {
    const stops = [
      bus.subscribe(AUTH_TOPICS.sessions, () => {
        this.sessions.clear();
        this.scopes.clear();
      }),
      bus.subscribe(AUTH_TOPICS.grants, () => {
        this.grants.clear();
        this.scopes.clear();
      }),
      bus.subscribe(AUTH_TOPICS.scopes, () => this.scopes.clear()),
    ];
    this.bus = bus;
    return () => {
      for (const stop of stops) stop();
      if (this.bus === bus) this.bus = null;
      this.sessions.clear();
      this.grants.clear();
      this.scopes.clear();
    };
  }

  async sessionsChanged(): Promise<void> {
    this.sessions.clear();
    this.scopes.clear();
    await this.bus?.publish(AUTH_TOPICS.sessions);
  }

  async grantsChanged(): Promise<void> {
    this.grants.clear();
    this.scopes.clear();
    await this.bus?.publish(AUTH_TOPICS.grants);
  }

  async scopesChanged(): Promise<void> {
    this.scopes.clear();
    await this.bus?.publish(AUTH_TOPICS.scopes);
  }
}
