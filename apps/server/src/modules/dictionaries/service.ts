import type { DictOption } from '@awards/shared/auth';
import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { dictionaries } from '../../db/schema';
import { groupBy } from '../../platform/collections';

const parent = alias(dictionaries, 'parent');

/** Every dictionary's items by category code, as sent with a sign-in (`sysAllDictItems`). */
export async function allDictItems(db: DbOrTx): Promise<Record<string, DictOption[]>> {
  const rows = await db
    .select({ category: parent.code, code: dictionaries.code, value: dictionaries.value })
    .from(dictionaries)
    .innerJoin(parent, eq(parent.id, dictionaries.parentId))
    .where(and(eq(dictionaries.dictType, 2), eq(dictionaries.delFlag, 0), eq(parent.delFlag, 0)))
    .orderBy(asc(parent.code), asc(dictionaries.sortNumber), asc(dictionaries.id));
  const toOption = (row: (typeof rows)[number]): DictOption => ({
    code: row.code,
    value: row.value,
    text: row.value,
    title: row.value,
  });
  return Object.fromEntries(
    [...groupBy(rows, (row) => row.category)].map(([category, items]) => [category, items.map(toOption)]),
  );
}
