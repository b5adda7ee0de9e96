import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { dataGroupOrgans, dataGroupRegions, dataGroups, organisations } from '../../db/schema';

/**
 * Three demo groups: the provinces of North China and of East China, and the first declaring
 * units, so the page shows both kinds, a data rule can name them (#{group:north_china},
 * #{group:demo_units}) and the statistics' cut by data group has rows on the demo editions (the
 * demo's declaring units are in 北京, 天津, 河北, 江苏, 浙江, 安徽, 山东…: declarations/demo-data.ts).
 */
export async function seedDataGroupsDemo(tx: DbOrTx): Promise<void> {
  const [north, units, east] = await tx
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
      {
        groupCode: 'east_china',
        groupName: '华东地区',
        groupNameI18n: { zh_TW: '華東地區', en_GB: 'East China' },
        kind: 'region',
        createBy: 'system',
      },
    ])
    .onConflictDoNothing()
    .returning({ id: dataGroups.id });
  if (!north || !units || !east) return;
  await tx.insert(dataGroupRegions).values([
    ...['110000', '120000', '130000', '140000', '150000'].map((regionCode) => ({
      groupId: north.id,
      regionCode,
    })),
    ...['310000', '320000', '330000', '340000', '350000', '360000', '370000'].map((regionCode) => ({
      groupId: east.id,
      regionCode,
    })),
  ]);
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
