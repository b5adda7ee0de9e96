import {
  type DataGroupPageQuery,
  type DataGroupSave,
  type DataGroupView,
  groupVariable,
  DATA_GROUP_MESSAGES as M,
} from '@awards/shared/data-groups';
import { RTN } from '@awards/shared/envelope';
import type { Page } from '@awards/shared/paging';
import { and, desc, eq, or } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { dataGroups, menuDataRules } from '../../db/schema';
import { onUniqueViolation } from '../../platform/db-errors';
import { AppError, notFound, ruleViolation } from '../../platform/errors';
import { countRows, pagedQuery } from '../../platform/paging';
import { containsText, containsTextIgnoringCase } from '../../platform/text-match';
import { membersOf, replaceMembers } from './members';
import { presentGroup } from './presenter';

type Actor = { loginName: string };

/**
 * Data groups (docs/admin-catalogue-decisions.md "Data groups and business modules"): a set of
 * regions or organisations a data rule names as #{group:<code>}. A group a rule names keeps its
 * code and is not deleted (505 naming the rules), so no rule silently starts matching nothing.
 */
export class DataGroupService {
  constructor(private readonly db: Db) {}

  async page(query: DataGroupPageQuery): Promise<Page<DataGroupView>> {
    const where = and(
      query.keyword
        ? or(
            containsText(dataGroups.groupName, query.keyword),
            containsTextIgnoringCase(dataGroups.groupCode, query.keyword),
          )
        : undefined,
      query.kind ? eq(dataGroups.kind, query.kind) : undefined,
    );
    const page = await pagedQuery(
      query,
      (limit, offset) =>
        this.db
          .select()
          .from(dataGroups)
          .where(where)
          .orderBy(desc(dataGroups.id))
          .limit(limit)
          .offset(offset),
      countRows(this.db, dataGroups, where),
    );
    const members = await membersOf(
      this.db,
      page.result.map((g) => g.id),
    );
    return { ...page, result: page.result.map((g) => presentGroup(g, members.get(g.id) ?? [])) };
  }

  async detail(groupId: number): Promise<DataGroupView> {
    const [group] = await this.db.select().from(dataGroups).where(eq(dataGroups.id, groupId));
    if (!group) throw notFound(M.notFound);
    const members = await membersOf(this.db, [groupId]);
    return presentGroup(group, members.get(groupId) ?? []);
  }

  async save(actor: Actor, input: DataGroupSave): Promise<{ groupId: number }> {
    const values = {
      groupCode: input.groupCode,
      groupName: input.groupName,
      groupNameI18n: input.groupNameI18n ?? {},
      kind: input.kind,
      remark: input.remark ?? null,
    };
    return onUniqueViolation(
      () =>
        this.db.transaction(async (tx) => {
          let groupId: number;
          if (input.groupId === undefined) {
            const [row] = await tx
              .insert(dataGroups)
              .values({ ...values, createBy: actor.loginName })
              .returning({ id: dataGroups.id });
            groupId = row!.id;
          } else {
            const [before] = await tx
              .select({ code: dataGroups.groupCode })
              .from(dataGroups)
              .where(eq(dataGroups.id, input.groupId))
              .for('update');
            if (!before) throw notFound(M.notFound);
            if (before.code !== input.groupCode) await refuseIfNamed(tx, before.code);
            await tx
              .update(dataGroups)
              .set({ ...values, updateBy: actor.loginName, updateTime: new Date() })
              .where(eq(dataGroups.id, input.groupId));
            groupId = input.groupId;
          }
          await replaceMembers(tx, groupId, input.kind, input);
          return { groupId };
        }),
      (constraint) =>
        constraint === 'data_groups_code_key'
          ? new AppError(409, RTN.conflict, M.codeTaken, null, { groupCode: M.codeTaken })
          : undefined,
    );
  }

  async remove(groupId: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [group] = await tx
        .select({ code: dataGroups.groupCode })
        .from(dataGroups)
        .where(eq(dataGroups.id, groupId))
        .for('update');
      if (!group) throw notFound(M.notFound);
      await refuseIfNamed(tx, group.code);
      await tx.delete(dataGroups).where(eq(dataGroups.id, groupId));
    });
  }
}

/** 505 when a data rule's value names the group: changing its code or deleting it would empty those rules. */
async function refuseIfNamed(tx: DbOrTx, code: string): Promise<void> {
  const variable = groupVariable(code);
  const rules = await tx
    .select({ ruleName: menuDataRules.ruleName, ruleValue: menuDataRules.ruleValue })
    .from(menuDataRules)
    .where(containsText(menuDataRules.ruleValue, variable));
  // The LIKE found the text; a rule names the group when one of its parts is exactly the variable.
  const naming = rules.filter((r) => r.ruleValue.split(',').some((part) => part.trim() === variable));
  if (naming.length > 0) {
    throw ruleViolation(M.usedByRules({ rules: naming.map((r) => r.ruleName).join('、'), variable }));
  }
}
