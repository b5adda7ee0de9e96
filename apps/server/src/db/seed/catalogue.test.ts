import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/database';
import type { Db } from '../client';
import * as schema from '../schema';
import { seedReference } from './reference';

const COUNTED = {
  regions: schema.regions,
  regionGroups: schema.regionGroups,
  regionGroupMembers: schema.regionGroupMembers,
  layouts: schema.layouts,
  themes: schema.themes,
  icons: schema.icons,
  tradeEntities: schema.tradeEntities,
};

async function counts(db: Db): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const [name, table] of Object.entries(COUNTED)) result[name] = await db.$count(table);
  return result;
}

describe('the administration catalogue seed', () => {
  let db: Db;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const test = await openTestDatabase();
    db = test.database.db;
    drop = test.drop;
    await seedReference(db, { adminPassword: 'Admin#2026a' });
  });
  afterAll(() => drop());

  it('loads regions, offices, layouts, themes, icons and trade entities', async () => {
    expect(await counts(db)).toEqual({
      regions: 3882,
      regionGroups: 7,
      regionGroupMembers: 34,
      layouts: 2,
      themes: 5,
      icons: 3,
      tradeEntities: 20,
    });
    const defaults = await db.select().from(schema.themes).where(eq(schema.themes.ifSelected, true));
    expect(defaults.map((th) => th.themeName)).toEqual(['拂晓蓝']);
  });

  it("runs again without adding anything or undoing administrators' changes", async () => {
    const before = await counts(db);
    await db.update(schema.regions).set({ name: '改名区' }).where(eq(schema.regions.code, '110101'));
    await db.update(schema.themes).set({ ifSelected: false }).where(eq(schema.themes.themeName, '拂晓蓝'));
    await db
      .update(schema.themes)
      .set({ ifSelected: true, primaryColor: '#000000' })
      .where(eq(schema.themes.themeName, '暗夜'));
    await db.delete(schema.regionGroupMembers).where(eq(schema.regionGroupMembers.regionCode, '710000'));

    await seedReference(db, { adminPassword: 'Admin#2026a' });

    expect(await counts(db)).toEqual({ ...before, regionGroupMembers: 33 });
    const [region] = await db.select().from(schema.regions).where(eq(schema.regions.code, '110101'));
    expect(region?.name).toBe('改名区');
    const defaults = await db.select().from(schema.themes).where(eq(schema.themes.ifSelected, true));
    expect(defaults.map((th) => [th.themeName, th.primaryColor])).toEqual([['暗夜', '#000000']]);
  });
});
