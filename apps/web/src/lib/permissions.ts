import { hasButtonAuth } from '@awards/web-common/session';

/**
 * The has-permission check of spec 000 §6 / 001 §6: a code is granted when it is in the
 * button permission list stored at sign-in ('Login_Auth'), or in the extra codes a record
 * carries (its permissionList action entries). No code means nothing to check.
 *
 * Hiding is a convenience only: the server checks every call against the same codes.
 */
export function hasPerm(code: string | undefined, extra: readonly string[] = []): boolean {
  if (!code) return true;
  return extra.includes(code) || hasButtonAuth(code);
}
