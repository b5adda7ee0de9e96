import type { Locale } from '@awards/shared/i18n';
import { REGION_ROOT_CODE } from '@awards/shared/regions';
import { localised } from '@awards/shared/translations';
import { and, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';
import { dictionaries, regions } from '../db/schema';

/**
 * The names of reference codes a business row holds (a dictionary item's code, a GB/T 2260
 * region code), in the reader's language with the zh_CN fallback of translations.ts: what
 * exports, prints and details show instead of the code (issue 13).
 *
 * Read straight from the dictionaries and regions tables. The dictionaries and regions modules
 * are to offer the same readers in their public.ts (issue 13, reference data); the modules that
 * call these functions then take those APIs instead, and this file goes.
 */

const parent = alias(dictionaries, 'parent');

/** The live items of one dictionary (by its code) as code → name in `locale`, in display order. */
export async function dictionaryNames(
  db: DbOrTx,
  category: string,
  locale: Locale,
): Promise<Map<string, string>> {
  const rows = await db
    .select({ code: dictionaries.code, value: dictionaries.value, valueI18n: dictionaries.valueI18n })
    .from(dictionaries)
    .innerJoin(parent, eq(parent.id, dictionaries.parentId))
    .where(
      and(
        eq(parent.code, category),
        eq(parent.dictType, 1),
        eq(parent.delFlag, 0),
        eq(dictionaries.dictType, 2),
        eq(dictionaries.delFlag, 0),
      ),
    )
    .orderBy(dictionaries.sortNumber, dictionaries.id);
  return new Map(rows.map((r) => [r.code, localised(r.value, r.valueI18n, locale)]));
}

/** Is `code` a live item of the dictionary `category`? */
export async function dictionaryHas(db: DbOrTx, category: string, code: string): Promise<boolean> {
  const [row] = await db
    .select({ id: dictionaries.id })
    .from(dictionaries)
    .innerJoin(parent, eq(parent.id, dictionaries.parentId))
    .where(
      and(
        eq(parent.code, category),
        eq(parent.dictType, 1),
        eq(parent.delFlag, 0),
        eq(dictionaries.code, code),
        eq(dictionaries.dictType, 2),
        eq(dictionaries.delFlag, 0),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Is `code` a region of the table (a province, city or county)? */
export async function regionExists(db: DbOrTx, code: string): Promise<boolean> {
  return (await db.$count(regions, eq(regions.code, code))) > 0;
}

/**
 * The full names of regions, province first ('江苏省 / 南京市 / 玄武区'; 'Jiangsu / Nanjing /
 * Xuanwu' where the translations are entered), by code. Codes not in the table are left out.
 */
export async function regionPaths(
  db: DbOrTx,
  codes: Iterable<string | null | undefined>,
  locale: Locale,
): Promise<Map<string, string>> {
  const wanted = [...new Set([...codes].filter((c): c is string => !!c))];
  const known = new Map<string, { name: string; parentCode: string }>();
  // A county, its city, its province: at most three rounds, each one query.
  for (let missing = wanted; missing.length > 0; ) {
    const rows = await db
      .select({
        code: regions.code,
        name: regions.name,
        nameI18n: regions.nameI18n,
        parentCode: regions.parentCode,
      })
      .from(regions)
      .where(inArray(regions.code, missing));
    for (const r of rows)
      known.set(r.code, { name: localised(r.name, r.nameI18n, locale), parentCode: r.parentCode });
    missing = [
      ...new Set(
        rows.map((r) => r.parentCode).filter((p) => p !== REGION_ROOT_CODE && p !== '' && !known.has(p)),
      ),
    ];
  }
  const paths = new Map<string, string>();
  for (const code of wanted) {
    const names: string[] = [];
    for (let at = known.get(code); at && names.length < 3; at = known.get(at.parentCode))
      names.unshift(at.name);
    if (names.length > 0) paths.set(code, names.join(' / '));
  }
  return paths;
}
