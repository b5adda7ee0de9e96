import { USER_MESSAGE_MESSAGES } from '@awards/shared/user-messages';
import { and, eq, inArray, like, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { organisations, roles, userRoles, users } from '../../db/schema';
import { badRequest, ruleViolation } from '../../platform/errors';
import { escapeLike } from '../../platform/text-match';
import type { ReceiverSpec } from './public';

export interface Receiver {
  userId: number;
  realname: string;
  phone: string | null;
  email: string | null;
}

async function assertAllExist(db: DbOrTx, spec: ReceiverSpec): Promise<void> {
  const checks: [number[], Promise<number>][] = [];
  const userIds = [...new Set(spec.userIds ?? [])];
  const organIds = [...new Set(spec.organIds ?? [])];
  const roleIds = [...new Set(spec.roleIds ?? [])];
  if (userIds.length)
    checks.push([userIds, db.$count(users, and(inArray(users.id, userIds), eq(users.delFlag, 0)))]);
  if (organIds.length)
    checks.push([
      organIds,
      db.$count(organisations, and(inArray(organisations.id, organIds), eq(organisations.delFlag, 0))),
    ]);
  if (roleIds.length)
    checks.push([roleIds, db.$count(roles, and(inArray(roles.id, roleIds), eq(roles.delFlag, 0)))]);
  for (const [ids, found] of checks)
    if ((await found) !== ids.length) throw badRequest({ userIds: USER_MESSAGE_MESSAGES.receiversMissing });
}

/**
 * The distinct live, unfrozen users a message goes to: the named users, the users
 * of the named organisations and every organisation below them, and the holders
 * of the named roles. Unknown ids are a 400; an empty result is a 505.
 */
export async function resolveReceivers(db: DbOrTx, spec: ReceiverSpec): Promise<Receiver[]> {
  await assertAllExist(db, spec);
  const who: SQL[] = [];
  if (spec.userIds?.length) who.push(inArray(users.id, spec.userIds));
  if (spec.organIds?.length) {
    const subtree = or(
      inArray(organisations.id, spec.organIds),
      ...spec.organIds.map((id) => like(organisations.parentIds, `%,${escapeLike(String(id))},%`)),
    );
    const orgIds = db
      .select({ id: organisations.id })
      .from(organisations)
      .where(and(eq(organisations.delFlag, 0), subtree));
    who.push(inArray(users.orgId, orgIds));
  }
  if (spec.roleIds?.length)
    who.push(
      inArray(
        users.id,
        db.select({ id: userRoles.userId }).from(userRoles).where(inArray(userRoles.roleId, spec.roleIds)),
      ),
    );
  if (who.length === 0) throw badRequest({ userIds: USER_MESSAGE_MESSAGES.receiversRequired });
  const rows = await db
    .select({ userId: users.id, realname: users.realname, phone: users.phone, email: users.email })
    .from(users)
    .where(and(eq(users.delFlag, 0), eq(users.status, 1), or(...who)))
    .orderBy(users.id);
  if (rows.length === 0) throw ruleViolation(USER_MESSAGE_MESSAGES.noReceivers);
  return rows;
}
