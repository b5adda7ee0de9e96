import type { EditionStatus } from '@awards/shared/editions';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { editions, users } from '../schema';
import { FINISHED_EDITION_NAME } from './demo-awards';

/**
 * The finished demo edition (last year's, by name) while it is in `status`: each module's demo
 * takes it one stage further only when the previous stage has left it there.
 */
export async function finishedDemoEdition(tx: DbOrTx, now: Date, status?: EditionStatus) {
  const named = eq(editions.editionName, FINISHED_EDITION_NAME(now.getUTCFullYear() - 1));
  const [edition] = await tx
    .select()
    .from(editions)
    .where(status ? and(named, eq(editions.status, status)) : named);
  return edition;
}

/** The demo's administrator as a signed-in user, for the services that record who acted. */
export async function demoAdministrator(tx: DbOrTx) {
  const [admin] = await tx
    .select({ userId: users.id, loginName: users.loginName, realname: users.realname, orgId: users.orgId })
    .from(users)
    .where(eq(users.loginName, 'admin'));
  return admin;
}
