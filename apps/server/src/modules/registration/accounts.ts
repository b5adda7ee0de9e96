import { RTN } from '@awards/shared/envelope';
import type { MessageRef } from '@awards/shared/i18n';
import { eq, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../platform/errors';

/** A value someone else holds: 409 with the field's message, shown under the field. */
export const fieldConflict = (field: string, message: MessageRef) =>
  new AppError(409, RTN.conflict, message, null, { [field]: message });

/** The next free user number of the users area's sequence (numbers seeds took are skipped, as there). */
export async function nextUserNo(tx: DbOrTx): Promise<string> {
  for (;;) {
    const [seq] = await queryRows<{ n: number }>(tx, sql`select nextval('user_no_seq')::int as n`);
    const userNo = `U${String(Number(seq!.n)).padStart(6, '0')}`;
    if ((await tx.$count(users, eq(users.userNo, userNo))) === 0) return userNo;
  }
}
