import type { DataGroupKind, DataGroupMember } from '@awards/shared/data-groups';
import { DATA_GROUP_MESSAGES as M } from '@awards/shared/data-groups';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { dataGroupOrgans, dataGroupRegions, organisations, regions } from '../../db/schema';
import { badRequest } from '../../platform/errors';

/** The members of groups, by group id, with their names (regions by code, organisations by name). */
export async function membersOf(db: DbOrTx, groupIds: number[]): Promise<Map<number, DataGroupMember[]>> {
  const byGroup = new Map<number, DataGroupMember[]>(groupIds.map((id) => [id, []]));
  if (groupIds.length === 0) return byGroup;
  const regionRows = await db
    .select({
      groupId: dataGroupRegions.groupId,
      key: regions.code,
      name: regions.name,
      nameI18n: regions.nameI18n,
    })
    .from(dataGroupRegions)
    .innerJoin(regions, eq(regions.code, dataGroupRegions.regionCode))
    .where(inArray(dataGroupRegions.groupId, groupIds))
    .orderBy(asc(regions.code));
  const organRows = await db
    .select({ groupId: dataGroupOrgans.groupId, id: organisations.id, name: organisations.organName })
    .from(dataGroupOrgans)
    .innerJoin(organisations, eq(organisations.id, dataGroupOrgans.organId))
    .where(inArray(dataGroupOrgans.groupId, groupIds))
    .orderBy(asc(organisations.parentIds), asc(organisations.sortNumber), asc(organisations.id));
  for (const r of regionRows)
    byGroup.get(r.groupId)?.push({ key: r.key, name: r.name, nameI18n: r.nameI18n });
  for (const o of organRows) byGroup.get(o.groupId)?.push({ key: String(o.id), name: o.name, nameI18n: {} });
  return byGroup;
}

/** Replaces a group's members, after checking each exists (a 400 naming the first that does not). */
export async function replaceMembers(
  tx: DbOrTx,
  groupId: number,
  kind: DataGroupKind,
  input: { regionCodes: string[]; organIds: number[] },
): Promise<void> {
  await tx.delete(dataGroupRegions).where(eq(dataGroupRegions.groupId, groupId));
  await tx.delete(dataGroupOrgans).where(eq(dataGroupOrgans.groupId, groupId));
  if (kind === 'region') {
    const codes = [...new Set(input.regionCodes)];
    const known = new Set(
      (await tx.select({ code: regions.code }).from(regions).where(inArray(regions.code, codes))).map(
        (r) => r.code,
      ),
    );
    const unknown = codes.find((code) => !known.has(code));
    if (unknown !== undefined) throw badRequest({ regionCodes: M.regionUnknown({ code: unknown }) });
    await tx.insert(dataGroupRegions).values(codes.map((regionCode) => ({ groupId, regionCode })));
    return;
  }
  const ids = [...new Set(input.organIds)];
  const known = new Set(
    (
      await tx
        .select({ id: organisations.id })
        .from(organisations)
        .where(and(inArray(organisations.id, ids), eq(organisations.delFlag, 0)))
    ).map((o) => o.id),
  );
  const unknown = ids.find((id) => !known.has(id));
  if (unknown !== undefined) throw badRequest({ organIds: M.organUnknown({ id: unknown }) });
  await tx.insert(dataGroupOrgans).values(ids.map((organId) => ({ groupId, organId })));
}
