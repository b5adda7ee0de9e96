import type { Locale } from '@awards/shared/i18n';
import { localised } from '@awards/shared/translations';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { regions } from '../../db/schema';

/** The codes from the top down to `code` (GB/T 2260: the province is xx0000, the city xxxx00). */
function pathCodes(code: string): string[] {
  return [...new Set([`${code.slice(0, 2)}0000`, `${code.slice(0, 4)}00`, code])];
}

/** The names of a path, from the top, as one text: the same in every language. */
const joinRegionNames = (names: readonly string[]) => names.join(' / ');

/** Full names of regions by code, in one query (public.ts, RegionsApi.regionPaths). */
export async function readRegionPaths(
  db: DbOrTx,
  codes: readonly string[],
  locale: Locale,
): Promise<Map<string, string>> {
  const wanted = [...new Set(codes)];
  const candidates = [...new Set(wanted.filter((c) => /^\d{6}$/.test(c)).flatMap(pathCodes))];
  const rows = candidates.length
    ? await db
        .select({ code: regions.code, name: regions.name, nameI18n: regions.nameI18n, level: regions.level })
        .from(regions)
        .where(inArray(regions.code, candidates))
    : [];
  const byCode = new Map(rows.map((row) => [row.code, row]));
  return new Map(
    wanted.map((code) => {
      if (!byCode.has(code)) return [code, code];
      const path = pathCodes(code)
        .map((c) => byCode.get(c))
        .filter((row) => row !== undefined)
        .sort((a, b) => a.level - b.level)
        // A city named as its province (the municipalities: 北京市 北京市) shows once.
        .filter((row, index, all) => index === 0 || row.name !== all[index - 1]!.name);
      return [code, joinRegionNames(path.map((row) => localised(row.name, row.nameI18n, locale)))];
    }),
  );
}
