import type { DataGroupKind } from '@awards/shared/data-groups';
import type { Locale } from '@awards/shared/i18n';
import { localised } from '@awards/shared/translations';
import { asc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { dataGroups } from '../../db/schema';
import { groupMembersByCode } from '../../platform/data-rules';
import type { ExpandedDataGroup } from './public';

/** Every group with its members expanded by the data rules' own expansion (platform/data-rules.ts). */
export async function expandedGroups(db: DbOrTx, locale: Locale): Promise<ExpandedDataGroup[]> {
  const groups = await db.select().from(dataGroups).orderBy(asc(dataGroups.id));
  const members = await groupMembersByCode(
    db,
    groups.map((g) => g.groupCode),
  );
  return groups.map((g) => ({
    groupId: g.id,
    groupCode: g.groupCode,
    groupName: localised(g.groupName, g.groupNameI18n, locale),
    kind: g.kind as DataGroupKind,
    members: members.get(g.groupCode) ?? [],
  }));
}
