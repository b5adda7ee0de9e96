import type { EditionPoolMember, ExpertFilter } from '@awards/shared/experts';
import { and, asc, eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bankBranches, editionExperts, experts, users } from '../../db/schema';
import { containsText } from '../../platform/text-match';

/** Queries of the expert pool; the rules are in the services. */

/** The record with the login name of its linked user and the bank of its branch. */
export const selectExperts = (db: DbOrTx, where: SQL | undefined) =>
  db
    .select({
      ...getTableColumns(experts),
      loginName: users.loginName,
      bankId: bankBranches.bankId,
      bankBranchName: bankBranches.branchName,
    })
    .from(experts)
    .leftJoin(users, eq(users.id, experts.userId))
    .leftJoin(bankBranches, eq(bankBranches.id, experts.bankBranchId))
    .where(where);

export type ExpertRow = Awaited<ReturnType<typeof selectExperts>>[number];

/** The pool page's and the export's filters, on live (not recycled) experts. */
export function expertFilterWhere(filter: ExpertFilter): SQL | undefined {
  return and(
    eq(experts.delFlag, 0),
    filter.expertName ? containsText(experts.expertName, filter.expertName) : undefined,
    filter.organisation ? containsText(experts.organisation, filter.organisation) : undefined,
    filter.title ? containsText(experts.title, filter.title) : undefined,
    filter.discipline ? eq(experts.discipline, filter.discipline) : undefined,
    filter.regionCode ? eq(experts.regionCode, filter.regionCode) : undefined,
    filter.status ? eq(experts.status, filter.status) : undefined,
    filter.blacklisted !== undefined ? eq(experts.blacklisted, filter.blacklisted === 1) : undefined,
  );
}

/** Names for a refusal message: 「张三」、「李四」. */
export const quoteNames = (rows: { expertName: string }[]) =>
  rows.map((r) => `「${r.expertName}」`).join('、');

/** An edition's pool as choices (a meeting's members), in the order pushed (`ExpertsApi.poolMembers`). */
export const poolMembersOf = (db: DbOrTx, editionId: number): Promise<EditionPoolMember[]> =>
  db
    .select({
      expertId: experts.id,
      expertName: experts.expertName,
      organisation: experts.organisation,
      title: experts.title,
      availability: editionExperts.availability,
    })
    .from(editionExperts)
    .innerJoin(experts, eq(experts.id, editionExperts.expertId))
    .where(eq(editionExperts.editionId, editionId))
    .orderBy(asc(editionExperts.id));
