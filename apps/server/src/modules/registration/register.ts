import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { declarerRegistrations, users } from '../../db/schema';

/**
 * Files a declarer's registration for audit: the account cannot sign in until
 * staff approve. For the public site's sign-up (a later part), the demo and the
 * tests; call it in the transaction that creates the user.
 */
export async function fileRegistration(tx: DbOrTx, userId: number, submitTime = new Date()): Promise<void> {
  await tx.update(users).set({ enableLogin: false }).where(eq(users.id, userId));
  await tx.insert(declarerRegistrations).values({ userId, submitTime }).onConflictDoNothing();
}
