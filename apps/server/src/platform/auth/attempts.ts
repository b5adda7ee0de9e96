import { and, eq, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';

/**
 * The per-account limits on password checks (sign-in and the current password of
 * a password change), docs/security.md "Issue 11": whether a check may run is
 * decided by one conditional UPDATE before argon2 runs, so that concurrent
 * attempts cannot all pass a count that each of them read before the others
 * were counted.
 */
export interface AttemptLimits {
  /** Checks in a window before a captcha is required (sign-in) or checks are refused (password change). */
  captchaAfter: number;
  /** Consecutive failures that lock the account. */
  lockAfter: number;
  /** The window of captchaAfter, and the length of a lock. */
  minutes: number;
}

export const attemptLimitsOf = (config: Config): AttemptLimits => ({
  captchaAfter: config.LOGIN_CAPTCHA_AFTER,
  lockAfter: config.LOGIN_LOCK_AFTER,
  minutes: config.LOGIN_LOCK_MINUTES,
});

export type Reservation = { granted: true } | { granted: false; reason: 'locked' | 'captcha' };

const windowOpen = (minutes: number): SQL =>
  sql`coalesce(${users.captchaWindowStart} > now() - make_interval(mins => ${minutes}), false)`;

/**
 * Reserves one password check for the account: counts it as a failure in advance
 * (the failure count and the captcha window), but only while the account is not
 * locked, the consecutive failures are below the lock, and, unless a captcha was
 * answered, the window holds fewer than captchaAfter checks. PostgreSQL re-checks
 * the WHERE on the row a concurrent UPDATE left, and PGlite runs one statement at a
 * time, so at most the allowed number of checks is ever granted. A success gives
 * the reservations back (recordSuccess); a failure keeps its one.
 */
export async function reservePasswordCheck(
  db: DbOrTx,
  userId: number,
  limits: AttemptLimits,
  captchaAnswered: boolean,
): Promise<Reservation> {
  const open = windowOpen(limits.minutes);
  const [granted] = await db
    .update(users)
    .set({
      failedLoginCount: sql`${users.failedLoginCount} + 1`,
      captchaWindowCount: sql`case when ${open} then ${users.captchaWindowCount} + 1 else 1 end`,
      captchaWindowStart: sql`case when ${open} then ${users.captchaWindowStart} else now() end`,
    })
    .where(
      and(
        eq(users.id, userId),
        or(isNull(users.lockedUntil), lte(users.lockedUntil, sql`now()`)),
        lt(users.failedLoginCount, limits.lockAfter),
        captchaAnswered
          ? undefined
          : sql`(not ${open} or ${users.captchaWindowCount} < ${limits.captchaAfter})`,
      ),
    )
    .returning({ id: users.id });
  if (granted) return { granted: true };
  const [row] = await db
    .select({
      locked: sql<boolean>`coalesce(${users.lockedUntil} > now(), false)
        or ${users.failedLoginCount} >= ${limits.lockAfter}`,
    })
    .from(users)
    .where(eq(users.id, userId));
  return { granted: false, reason: row?.locked ? 'locked' : 'captcha' };
}

/**
 * A reserved check failed. When the consecutive failures have reached the limit,
 * the account is locked and its counts start again. Answers whether the account
 * is now locked, and whether its next check needs a captcha.
 */
export async function recordPasswordFailure(
  db: DbOrTx,
  userId: number,
  limits: AttemptLimits,
): Promise<{ locked: boolean; captchaRequired: boolean }> {
  const reached = sql`${users.failedLoginCount} >= ${limits.lockAfter}`;
  const [row] = await db
    .update(users)
    .set({
      lockedUntil: sql`case when ${reached} then now() + make_interval(mins => ${limits.minutes})
        else ${users.lockedUntil} end`,
      failedLoginCount: sql`case when ${reached} then 0 else ${users.failedLoginCount} end`,
      captchaWindowCount: sql`case when ${reached} then 0 else ${users.captchaWindowCount} end`,
      captchaWindowStart: sql`case when ${reached} then null else ${users.captchaWindowStart} end`,
    })
    .where(eq(users.id, userId))
    .returning({
      locked: sql<boolean>`coalesce(${users.lockedUntil} > now(), false)`,
      captchaRequired: sql<boolean>`${windowOpen(limits.minutes)}
        and ${users.captchaWindowCount} >= ${limits.captchaAfter}`,
    });
  return { locked: row?.locked ?? false, captchaRequired: row?.captchaRequired ?? false };
}

/** The right password: the counts start again (the lock is already past, or no check was granted). */
export const passwordCheckReset = {
  failedLoginCount: 0,
  lockedUntil: null,
  captchaWindowCount: 0,
  captchaWindowStart: null,
} as const;

export async function recordPasswordSuccess(db: DbOrTx, userId: number): Promise<void> {
  await db.update(users).set(passwordCheckReset).where(eq(users.id, userId));
}
