import { REGION_ROOT_CODE } from '@awards/shared/regions';
import { areaList } from '@vant/area-data';
import { count, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../client';
import { regions } from '../schema';
import { PROVINCE_NAMES } from './region-names';

type RegionRow = typeof regions.$inferInsert;

const parentOf = (code: string, level: number) =>
  level === 1 ? REGION_ROOT_CODE : level === 2 ? `${code.slice(0, 2)}0000` : `${code.slice(0, 4)}00`;

/** GB/T 2260 regions of @vant/area-data, one array per level (parents first). */
export function regionRows(): RegionRow[][] {
  const levels = [areaList.province_list, areaList.city_list, areaList.county_list];
  return levels.map((list, index) =>
    Object.entries(list).map(([code, name]) => ({
      code,
      name,
      level: index + 1,
      parentCode: parentOf(code, index + 1),
    })),
  );
}

const EXPECTED = regionRows().reduce((sum, level) => sum + level.length, 0);

/**
 * Loads the regions once. Every start and every test database runs the seed,
 * so a loaded table is detected with one count and left alone. Otherwise all
 * ~3900 rows go in one statement that reads them from a single JSON parameter:
 * on PGlite that takes about a quarter of the time of a multi-row VALUES with
 * 15000 bind parameters (~250 ms against ~1 s, measured). Existing rows, and
 * the names an administrator edited, are kept.
 */
export async function seedRegions(db: DbOrTx): Promise<number> {
  const [present] = await db.select({ n: count() }).from(regions);
  if ((present?.n ?? 0) >= EXPECTED) {
    await translateProvinces(db);
    return 0;
  }
  const rows = regionRows().flat();
  const inserted = await queryRows<{ code: string }>(
    db,
    sql`insert into ${regions} (code, name, level, parent_code)
        select r.code, r.name, r.level, r."parentCode"
          from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
            as r(code text, name text, level smallint, "parentCode" text)
        on conflict do nothing
        returning code`,
  );
  await translateProvinces(db);
  return inserted.length;
}

/**
 * The provinces' zh_TW and en_GB names (region-names.ts), on every start: into rows that
 * have none yet and whose zh_CN name is still the seed's (a renamed region keeps none).
 */
async function translateProvinces(db: DbOrTx): Promise<void> {
  const names = Object.entries(PROVINCE_NAMES).map(([code, [zhCN, zhTW, enGB]]) => ({
    code,
    name: zhCN,
    i18n: { zh_TW: zhTW, en_GB: enGB },
  }));
  await db.execute(sql`
    update ${regions} r set name_i18n = s.i18n
      from jsonb_to_recordset(${JSON.stringify(names)}::jsonb) as s(code text, name text, i18n jsonb)
     where r.code = s.code and r.name = s.name and r.name_i18n = '{}'::jsonb`);
}
