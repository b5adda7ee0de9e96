import { RTN } from '@awards/shared/envelope';
import { DISCIPLINE_DICT, EXPERT_MESSAGES } from '@awards/shared/experts';
import type { MessageRef } from '@awards/shared/i18n';
import { and, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { experts, users } from '../../db/schema';
import { PG_UNIQUE_VIOLATION, pgErrorOf } from '../../platform/db-errors';
import { AppError, badRequest } from '../../platform/errors';
import type { DictionariesApi } from '../dictionaries/public';
import type { RegionsApi } from '../regions/public';

/** The field checks of an expert record that need the database. */

/** The discipline must be a live item of the `discipline` dictionary. */
export async function assertDiscipline(dictionaries: DictionariesApi, code: string): Promise<void> {
  const items = await disciplineItems(dictionaries);
  if (!items.some((item) => item.code === code))
    throw badRequest({ discipline: EXPERT_MESSAGES.disciplineUnknown });
}

/** The region must be one of the regions table (a code of GB/T 2260). */
export async function assertRegion(regions: RegionsApi, code: string): Promise<void> {
  if (!(await regions.exists(code))) throw badRequest({ regionCode: EXPERT_MESSAGES.regionUnknown });
}

/** The discipline dictionary's live items. */
export function disciplineItems(dictionaries: DictionariesApi) {
  return dictionaries.itemsOf(DISCIPLINE_DICT);
}

/** A linked account must be a live client user of type expert, linked to no other expert. */
export async function assertLinkableUser(db: DbOrTx, userId: number, exceptExpertId?: number): Promise<void> {
  const [user] = await db
    .select({ userType: users.userType })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.delFlag, 0)));
  if (!user) throw badRequest({ userId: EXPERT_MESSAGES.userId });
  if (user.userType !== 'expert') throw badRequest({ userId: EXPERT_MESSAGES.userNotExpert });
  const taken = await db.$count(
    experts,
    and(eq(experts.userId, userId), exceptExpertId ? ne(experts.id, exceptExpertId) : undefined),
  );
  if (taken > 0) throw fieldConflict('userId', EXPERT_MESSAGES.userTaken);
}

export async function assertIdNumberFree(db: DbOrTx, idNumber: string, exceptExpertId?: number) {
  const taken = await db.$count(
    experts,
    and(eq(experts.idNumber, idNumber), exceptExpertId ? ne(experts.id, exceptExpertId) : undefined),
  );
  if (taken > 0) throw fieldConflict('idNumber', EXPERT_MESSAGES.idNumberTaken);
}

/** The unique indexes are the last guard against a concurrent write: the same 409 as the checks. */
export function uniqueViolationToConflict(error: unknown): unknown {
  const pg = pgErrorOf(error);
  if (pg?.code !== PG_UNIQUE_VIOLATION) return error;
  if (pg.constraint === 'experts_user_key') return fieldConflict('userId', EXPERT_MESSAGES.userTaken);
  if (pg.constraint === 'experts_id_number_key')
    return fieldConflict('idNumber', EXPERT_MESSAGES.idNumberTaken);
  return error;
}

const fieldConflict = (field: string, message: MessageRef) =>
  new AppError(409, RTN.conflict, message, null, { [field]: message });
