import type { LoginType } from '@awards/shared/logs';
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client';
import { loginLogs } from '../../db/schema';

export type LoginOutcome = 'success' | 'failure' | 'locked' | 'captcha';

export interface LoginAttempt {
  loginName: string;
  userId?: number | null;
  ip: string;
  userAgent?: string | undefined;
  outcome: LoginOutcome;
  /** A code of LOGIN_REASON_NAMES in words ('wrong password'), shown as its label. */
  reason?: string;
  /** How the sign-in was made; password when not given. */
  loginType?: LoginType;
}

/** Login names are compared case-insensitively, so they are logged normalised. */
export const normaliseLoginName = (name: string) => name.trim().toLowerCase();

export async function recordLoginAttempt(db: DbOrTx, attempt: LoginAttempt): Promise<void> {
  await db.insert(loginLogs).values({
    loginName: normaliseLoginName(attempt.loginName),
    userId: attempt.userId ?? null,
    ip: attempt.ip,
    userAgent: attempt.userAgent?.slice(0, 512),
    outcome: attempt.outcome,
    reason: attempt.reason,
    ...(attempt.loginType && { loginType: attempt.loginType }),
  });
}

/**
 * Failed password (and SMS-code) attempts in the last `windowMinutes` since the last success,
 * counted separately for the login name and for the address. Both counts use the
 * (login_name, create_time) and (ip, create_time) indexes.
 */
export async function recentFailures(
  db: DbOrTx,
  loginName: string,
  ip: string,
  windowMinutes: number,
): Promise<{ byName: number; byIp: number }> {
  const name = normaliseLoginName(loginName);
  const since = sql`now() - make_interval(mins => ${windowMinutes})`;
  // A refused CAS ticket or OAuth code guesses no password: it asks no captcha of the next
  // password sign-in (the per-address rate limit bounds those calls; docs/sso.md).
  const guessable = sql`f.login_type not in ('cas', 'oauth')`;
  const [row] = await queryRows<{ by_name: number; by_ip: number }>(
    db,
    sql`select
      (select count(*)::int from login_logs f
        where f.login_name = ${name} and f.outcome = 'failure' and f.create_time > ${since} and ${guessable}
          and f.create_time > coalesce((select max(s.create_time) from login_logs s
            where s.login_name = ${name} and s.outcome = 'success'), '-infinity')) as by_name,
      (select count(*)::int from login_logs f
        where f.ip = ${ip} and f.outcome = 'failure' and f.create_time > ${since} and ${guessable}
          and f.create_time > coalesce((select max(s.create_time) from login_logs s
            where s.ip = ${ip} and s.outcome = 'success'), '-infinity')) as by_ip`,
  );
  return { byName: row?.by_name ?? 0, byIp: row?.by_ip ?? 0 };
}
