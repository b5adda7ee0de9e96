import { DICT_TYPE } from '@awards/shared/dictionaries';
import { DISCIPLINE_DICT } from '@awards/shared/experts';
import { aliasedTable, and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { dictionaries, subjects } from '../schema';

/**
 * The discipline tree starts as the discipline dictionary was (docs/domain.md "Subjects"): while
 * no subject exists, every item of that dictionary (the seeded ones and any an administrator
 * added before the tree existed) becomes a top-level subject with its code, names and order.
 * Nothing is lost and no stored code changes; from then on the tree writes the dictionary.
 */
export async function seedSubjects(db: DbOrTx): Promise<void> {
  if ((await db.$count(subjects)) > 0) return;
  const parent = aliasedTable(dictionaries, 'parent');
  const items = await db
    .select({
      code: dictionaries.code,
      name: dictionaries.value,
      nameI18n: dictionaries.valueI18n,
      sortNumber: dictionaries.sortNumber,
    })
    .from(dictionaries)
    .innerJoin(parent, eq(parent.id, dictionaries.parentId))
    .where(
      and(
        eq(parent.code, DISCIPLINE_DICT),
        eq(parent.dictType, DICT_TYPE.dictionary),
        eq(dictionaries.delFlag, 0),
      ),
    )
    .orderBy(asc(dictionaries.sortNumber), asc(dictionaries.id));
  if (items.length === 0) return;
  await db
    .insert(subjects)
    .values(items.map((item) => ({ ...item, createBy: 'system' })))
    .onConflictDoNothing();
}
