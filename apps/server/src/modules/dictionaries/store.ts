import { DICT_MESSAGES, DICT_TYPE } from '@awards/shared/dictionaries';
import type { MessageRef } from '@awards/shared/i18n';
import { and, eq, isNull, max, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { apps, dictionaries } from '../../db/schema';
import { onUniqueViolation } from '../../platform/db-errors';
import { badRequest, conflict, type FieldErrors, notFound } from '../../platform/errors';
import type { InvalidationBus } from '../../platform/invalidation';
import { DICTIONARY_TOPIC } from './cache';

/** The rules dictionaries and their items share: how a change is written, and the lookups its checks need. */

export type DictRow = typeof dictionaries.$inferSelect;

/**
 * Runs a change in a transaction, turns a lost uniqueness race on the code into
 * the same 409 as the check (when the change can meet one), and once committed
 * tells every instance's item cache to reload.
 */
export async function writeDictionaries<T>(
  db: Db,
  bus: InvalidationBus,
  change: (tx: DbOrTx) => Promise<T>,
  uniqueMessage?: MessageRef,
): Promise<T> {
  const run = () => db.transaction(change);
  const result = await (uniqueMessage ? onUniqueViolation(run, () => conflict(uniqueMessage)) : run());
  await bus.publish(DICTIONARY_TOPIC);
  return result;
}

/** A dictionary (not an item) by id: 404, or 400 with `missing` when the id came in a form field. */
export async function requireDictionary(tx: DbOrTx, dictId: number, missing?: FieldErrors): Promise<DictRow> {
  const row = await tx.query.dictionaries.findFirst({
    where: and(eq(dictionaries.id, dictId), eq(dictionaries.dictType, DICT_TYPE.dictionary)),
  });
  if (!row) throw missing ? badRequest(missing) : notFound(DICT_MESSAGES.parentMissing);
  return row;
}

/** The app an entry is limited to must exist (none: every app). */
export async function assertAppExists(tx: DbOrTx, appId: number | null | undefined): Promise<void> {
  if (appId === null || appId === undefined) return;
  const [app] = await tx.select({ id: apps.id }).from(apps).where(eq(apps.id, appId));
  if (!app) throw badRequest({ appId: DICT_MESSAGES.appMissing });
}

/** New entries go last among their siblings (the dictionaries, or one dictionary's items). */
export async function nextSortNumber(tx: DbOrTx, parentId: number | null): Promise<number> {
  const where: SQL =
    parentId === null
      ? and(isNull(dictionaries.parentId), eq(dictionaries.dictType, DICT_TYPE.dictionary))!
      : eq(dictionaries.parentId, parentId);
  const [row] = await tx
    .select({ top: max(dictionaries.sortNumber) })
    .from(dictionaries)
    .where(where);
  return (row?.top ?? 0) + 1;
}

/** The fields a dictionary or an item edit may change (undefined leaves a field as it is). */
export interface DictEdit {
  code?: string;
  value?: string;
  valueI18n?: DictRow['valueI18n'];
  appId?: number | null;
  remarks?: string | null;
  sortNumber?: number;
}

/** Writes an edit of a dictionary or an item, with who and when; answers the row as it now is. */
export async function updateDictRow(tx: DbOrTx, id: number, form: DictEdit, by: string): Promise<DictRow> {
  const [updated] = await tx
    .update(dictionaries)
    .set({
      code: form.code,
      value: form.value,
      valueI18n: form.valueI18n,
      appId: form.appId,
      remarks: form.remarks,
      sortNumber: form.sortNumber,
      updateBy: by,
      updateTime: new Date(),
    })
    .where(eq(dictionaries.id, id))
    .returning();
  return updated!;
}
