import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { dataGroupOrgans, dataGroupRegions, dataGroups, organisations } from '../../db/schema';

/**
 * Two demo groups: the provinces of North China, and the first declaring units, so the
 * page shows both kinds and a data rule can name them (#{group:north_china}, #{group:demo_units}).
 */
export async function seedDataGroupsDemo(tx: DbOrTx): Promise<void> {
  const [north, units] = await tx
    .insert(dataGroups)
    .values([
      {
        groupCode: 'north_china',
        groupName: '华北地区',
        groupNameI18n: { zh_TW: '華北地區', en_GB: 'North China' },
        kind: 'region',
        createBy: 'system',
      },
      {
        groupCode: 'demo_units',
        groupName: '示范申报单位',
        groupNameI18n: { zh_TW: '示範申報單位', en_GB: 'Demo declaring units' },
        kind: 'organisation',
        createBy: 'system',
      },
    ])
    .onConflictDoNothing()
    .returning({ id: dataGroups.id });
  if (!north || !units) return;
  await tx.insert(dataGroupRegions).values(
    ['110000', '120000', '130000', '140000', '150000'].map((regionCode) => ({
      groupId: north.id,
      regionCode,
    })),
  );
  const unitRows = await tx
    .select({ id: organisations.id })
    .from(organisations)
    .where(and(eq(organisations.organType, 'unit'), eq(organisations.delFlag, 0)))
    .orderBy(asc(organisations.id))
    .limit(3);
  if (unitRows.length > 0) {
    await tx.insert(dataGroupOrgans).values(unitRows.map((u) => ({ groupId: units.id, organId: u.id })));
  }
}
