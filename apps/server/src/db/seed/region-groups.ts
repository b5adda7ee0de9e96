import { OFFICE_GROUP_CATEGORY } from '@awards/shared/regions';
import type { DbOrTx } from '../client';
import { regionGroupMembers, regionGroups } from '../schema';

/**
 * The federation's regional offices (the office picker of spec 001 §2), by the
 * provinces each covers, after the customary regional divisions.
 */
export const OFFICE_GROUPS = [
  {
    groupCode: 'north',
    groupName: '华北办事处',
    regions: ['110000', '120000', '130000', '140000', '150000'],
  },
  { groupCode: 'northeast', groupName: '东北办事处', regions: ['210000', '220000', '230000'] },
  {
    groupCode: 'east',
    groupName: '华东办事处',
    regions: ['310000', '320000', '330000', '340000', '350000', '360000', '370000', '710000'],
  },
  { groupCode: 'central', groupName: '华中办事处', regions: ['410000', '420000', '430000'] },
  {
    groupCode: 'south',
    groupName: '华南办事处',
    regions: ['440000', '450000', '460000', '810000', '820000'],
  },
  {
    groupCode: 'southwest',
    groupName: '西南办事处',
    regions: ['500000', '510000', '520000', '530000', '540000'],
  },
  {
    groupCode: 'northwest',
    groupName: '西北办事处',
    regions: ['610000', '620000', '630000', '640000', '650000'],
  },
] as const;

/** Creates missing offices with their provinces; an existing office's members are the administrators'. */
export async function seedRegionGroups(db: DbOrTx): Promise<void> {
  const created = await db
    .insert(regionGroups)
    .values(
      OFFICE_GROUPS.map((group, index) => ({
        category: OFFICE_GROUP_CATEGORY,
        groupCode: group.groupCode,
        groupName: group.groupName,
        sortNumber: index + 1,
        createBy: 'system',
      })),
    )
    .onConflictDoNothing()
    .returning({ id: regionGroups.id, groupCode: regionGroups.groupCode });
  const members = created.flatMap(({ id, groupCode }) =>
    (OFFICE_GROUPS.find((g) => g.groupCode === groupCode)?.regions ?? []).map((regionCode) => ({
      groupId: id,
      regionCode,
    })),
  );
  if (members.length > 0) await db.insert(regionGroupMembers).values(members).onConflictDoNothing();
}
