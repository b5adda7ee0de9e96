import type { Locale } from '@awards/shared/i18n';
import type { Page } from '@awards/shared/paging';
import {
  REGION_MESSAGES,
  REGION_ROOT_CODE,
  type RegionGroupAdd,
  type RegionGroupEdit,
  type RegionGroupOption,
  type RegionGroupView,
  type RegionOption,
  type RegionPageQuery,
  type RegionUpdate,
  type RegionView,
} from '@awards/shared/regions';
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/client';
import { regionGroupMembers, regionGroups, regions } from '../../db/schema';
import type { SessionUser } from '../../platform/auth/sessions';
import { groupBy } from '../../platform/collections';
import { isUniqueViolation } from '../../platform/db-errors';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { countRows, pagedQuery } from '../../platform/paging';
import { containsText, startsWithText } from '../../platform/text-match';
import { readRegionPaths } from './paths';
import { presentRegion, presentRegionOption } from './presenter';
import type { RegionsApi } from './public';

const child = alias(regions, 'child');

/**
 * Regions for the cascader and their administration; region groups such as the offices;
 * the full names other modules print (public.ts).
 */
export class RegionService implements RegionsApi {
  constructor(private readonly db: Db) {}

  async regionPath(code: string, locale: Locale, db: DbOrTx = this.db): Promise<string> {
    return (await readRegionPaths(db, [code], locale)).get(code) ?? code;
  }

  regionPaths(codes: readonly string[], locale: Locale, db: DbOrTx = this.db): Promise<Map<string, string>> {
    return readRegionPaths(db, codes, locale);
  }

  async exists(code: string, db: DbOrTx = this.db): Promise<boolean> {
    return (await db.$count(regions, eq(regions.code, code))) > 0;
  }

  /** The children of a region (root '100000': the provinces), with whether each has its own. */
  async children(code: string = REGION_ROOT_CODE): Promise<{ regions: RegionOption[] }> {
    const rows = await this.db
      .select({ code: regions.code, name: regions.name, nameI18n: regions.nameI18n, level: regions.level })
      .from(regions)
      .where(eq(regions.parentCode, code))
      .orderBy(asc(regions.code));
    if (rows.length === 0) return { regions: [] };
    const parents = await this.db
      .selectDistinct({ parentCode: child.parentCode })
      .from(child)
      .where(
        inArray(
          child.parentCode,
          rows.map((r) => r.code),
        ),
      );
    const hasChildren = new Set(parents.map((p) => p.parentCode));
    return { regions: rows.map((row) => presentRegionOption(row, hasChildren.has(row.code))) };
  }

  async page(q: RegionPageQuery): Promise<Page<RegionView>> {
    const where = and(
      q.parentCode ? eq(regions.parentCode, q.parentCode) : undefined,
      q.level !== undefined ? eq(regions.level, q.level) : undefined,
      q.keyword
        ? or(startsWithText(regions.code, q.keyword), containsText(regions.name, q.keyword))
        : undefined,
    );
    return pagedQuery(
      q,
      async (limit, offset) =>
        (
          await this.db
            .select()
            .from(regions)
            .where(where)
            .orderBy(asc(regions.code))
            .limit(limit)
            .offset(offset)
        ).map(presentRegion),
      countRows(this.db, regions, where),
    );
  }

  /**
   * Renames a region, in zh_CN and, when given, in zh_TW and en_GB; its code and place in
   * the tree are those of GB/T 2260.
   */
  async rename(user: SessionUser, form: RegionUpdate): Promise<RegionView> {
    const [row] = await this.db
      .update(regions)
      .set({ name: form.name, nameI18n: form.nameI18n, updateBy: user.loginName, updateTime: new Date() })
      .where(eq(regions.code, form.code))
      .returning();
    if (!row) throw notFound(REGION_MESSAGES.notFound);
    return presentRegion(row);
  }

  /** `getRegionGroups`: the groups of one category ('office'); an unknown category has none. */
  async groupOptions(category: string): Promise<{ regionGroups: RegionGroupOption[] }> {
    const groups = await this.groupsWithMembers(this.db, category);
    return {
      regionGroups: groups.map((g) => ({
        code: g.groupCode,
        value: g.groupName,
        regions: g.regions.map((r) => r.code),
      })),
    };
  }

  async groupList(category: string | undefined): Promise<RegionGroupView[]> {
    return this.groupsWithMembers(this.db, category);
  }

  async addGroup(user: SessionUser, form: RegionGroupAdd): Promise<RegionGroupView> {
    const id = await this.write(async (tx) => {
      await this.checkRegions(tx, form.regions);
      const [row] = await tx
        .insert(regionGroups)
        .values({
          category: form.category,
          groupCode: form.groupCode,
          groupName: form.groupName,
          sortNumber: form.sortNumber ?? 0,
          createBy: user.loginName,
        })
        .returning({ id: regionGroups.id });
      await this.setMembers(tx, row!.id, form.regions);
      return row!.id;
    });
    return this.group(id);
  }

  async editGroup(user: SessionUser, form: RegionGroupEdit): Promise<RegionGroupView> {
    await this.write(async (tx) => {
      const [row] = await tx
        .update(regionGroups)
        .set({
          category: form.category,
          groupCode: form.groupCode,
          groupName: form.groupName,
          sortNumber: form.sortNumber,
          updateBy: user.loginName,
          updateTime: new Date(),
        })
        .where(eq(regionGroups.id, form.groupId))
        .returning({ id: regionGroups.id });
      if (!row) throw notFound(REGION_MESSAGES.groupNotFound);
      if (form.regions) {
        await this.checkRegions(tx, form.regions);
        await tx.delete(regionGroupMembers).where(eq(regionGroupMembers.groupId, row.id));
        await this.setMembers(tx, row.id, form.regions);
      }
    });
    return this.group(form.groupId);
  }

  async deleteGroup(groupId: number): Promise<void> {
    const deleted = await this.db
      .delete(regionGroups)
      .where(eq(regionGroups.id, groupId))
      .returning({ id: regionGroups.id });
    if (deleted.length === 0) throw notFound(REGION_MESSAGES.groupNotFound);
  }

  private async group(groupId: number): Promise<RegionGroupView> {
    const [group] = await this.groupsWithMembers(this.db, undefined, groupId);
    if (!group) throw notFound(REGION_MESSAGES.groupNotFound);
    return group;
  }

  private async groupsWithMembers(
    db: DbOrTx,
    category?: string,
    groupId?: number,
  ): Promise<RegionGroupView[]> {
    const groups = await db
      .select()
      .from(regionGroups)
      .where(
        and(
          category ? eq(regionGroups.category, category) : undefined,
          groupId !== undefined ? eq(regionGroups.id, groupId) : undefined,
        ),
      )
      .orderBy(asc(regionGroups.category), asc(regionGroups.sortNumber), asc(regionGroups.id));
    if (groups.length === 0) return [];
    const members = await db
      .select({
        groupId: regionGroupMembers.groupId,
        code: regions.code,
        name: regions.name,
        nameI18n: regions.nameI18n,
      })
      .from(regionGroupMembers)
      .innerJoin(regions, eq(regions.code, regionGroupMembers.regionCode))
      .where(
        inArray(
          regionGroupMembers.groupId,
          groups.map((g) => g.id),
        ),
      )
      .orderBy(asc(regions.code));
    const membersOf = groupBy(members, (m) => m.groupId);
    return groups.map((g) => ({
      groupId: g.id,
      category: g.category,
      groupCode: g.groupCode,
      groupName: g.groupName,
      sortNumber: g.sortNumber,
      regions: (membersOf.get(g.id) ?? []).map(({ code, name, nameI18n }) => ({ code, name, nameI18n })),
    }));
  }

  private async checkRegions(tx: DbOrTx, codes: string[]): Promise<void> {
    if (codes.length === 0) return;
    const found = await tx.select({ code: regions.code }).from(regions).where(inArray(regions.code, codes));
    if (found.length !== codes.length) throw badRequest({ regions: REGION_MESSAGES.unknownRegions });
  }

  private async setMembers(tx: DbOrTx, groupId: number, codes: string[]): Promise<void> {
    if (codes.length === 0) return;
    await tx.insert(regionGroupMembers).values(codes.map((regionCode) => ({ groupId, regionCode })));
  }

  private async write<T>(fn: (tx: DbOrTx) => Promise<T>): Promise<T> {
    try {
      return await this.db.transaction(fn);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(REGION_MESSAGES.groupCodeTaken);
      throw error;
    }
  }
}
