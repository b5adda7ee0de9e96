import { createHash } from 'node:crypto';
import { DISCIPLINE_DICT } from '@awards/shared/experts';
import type { AssignMode, ReviewSettingsFields } from '@awards/shared/review';
import { aliasedTable, and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import {
  declarations,
  dictionaries,
  experts,
  reviewAssignments,
  reviewConflicts,
  reviewGroupDeclarations,
  reviewGroupExperts,
  reviews,
} from '../../../db/schema';
import { refreshAutomaticConflicts } from '../conflicts';
import { expertsFor, type GroupRow, REVIEWABLE_STATUSES } from '../repository';
import { keywordsOf, organisationKey } from './match';
import { type AssignProblem, DEFAULT_PAIR_CAP } from './problem';
import { SOLVER_VERSION } from './solve';

export interface Pair {
  declarationId: number;
  expertId: number;
}

/** A group's problem as read from the database, with what the diff and the hash need. */
export interface GroupProblem {
  problem: AssignProblem;
  inputHash: string;
  /** Current assignments of the group's declarations. */
  current: Pair[];
  /** Current assignments the run keeps: all in top-up mode, else those with a review. */
  kept: Pair[];
  names: Map<number, string>;
}

/**
 * Reads one group's problem (docs/domain.md "Assignment"), refreshing the automatic
 * conflicts first. Sorted by id throughout, so that the same data gives the same
 * problem and hash whatever order the database returns rows in.
 */
export async function readGroupProblem(
  tx: DbOrTx,
  group: GroupRow,
  settings: ReviewSettingsFields,
  run: { mode: AssignMode; topUp: boolean; seed: number; pairCap?: number | null; loginName: string },
): Promise<GroupProblem> {
  const members = await tx
    .select({
      id: experts.id,
      name: experts.expertName,
      organisation: experts.organisation,
      discipline: experts.discipline,
      role: reviewGroupExperts.role,
    })
    .from(reviewGroupExperts)
    .innerJoin(experts, eq(experts.id, reviewGroupExperts.expertId))
    .where(
      and(eq(reviewGroupExperts.groupId, group.id), eq(experts.blacklisted, false), eq(experts.delFlag, 0)),
    )
    .orderBy(experts.id);
  const decls = await tx
    .select({
      id: declarations.id,
      name: declarations.projectName,
      awardId: declarations.awardId,
      discipline: declarations.discipline,
      keyData: declarations.keyData,
    })
    .from(reviewGroupDeclarations)
    .innerJoin(declarations, eq(declarations.id, reviewGroupDeclarations.declarationId))
    .where(
      and(
        eq(reviewGroupDeclarations.groupId, group.id),
        inArray(declarations.status, [...REVIEWABLE_STATUSES]),
      ),
    )
    .orderBy(declarations.id);
  const expertIds = members.map((m) => m.id);
  const declarationIds = decls.map((d) => d.id);
  await refreshAutomaticConflicts(tx, group.editionId, expertIds, declarationIds, run.loginName);
  const conflicts = declarationIds.length
    ? await tx
        .select({ declarationId: reviewConflicts.declarationId, expertId: reviewConflicts.expertId })
        .from(reviewConflicts)
        .where(
          and(
            inArray(reviewConflicts.declarationId, declarationIds),
            eq(reviewConflicts.status, 'confirmed'),
          ),
        )
    : [];
  const current = declarationIds.length
    ? await tx
        .select({ declarationId: reviewAssignments.declarationId, expertId: reviewAssignments.expertId })
        .from(reviewAssignments)
        .where(inArray(reviewAssignments.declarationId, declarationIds))
    : [];
  const reviewed = declarationIds.length
    ? await tx
        .select({ declarationId: reviews.declarationId, expertId: reviews.expertId })
        .from(reviews)
        .where(inArray(reviews.declarationId, declarationIds))
    : [];
  const reviewedKeys = new Set(reviewed.map(key));
  const kept = sortPairs(run.topUp ? current : current.filter((p) => reviewedKeys.has(key(p))));
  const keptPer = (id: number, by: 'declarationId' | 'expertId') => kept.filter((p) => p[by] === id).length;
  const problem: AssignProblem = {
    label: group.discipline
      ? { kind: 'discipline', name: await disciplineName(tx, group.discipline) }
      : { kind: 'group', name: group.groupName },
    mode: run.mode,
    seed: run.seed,
    ...(run.mode === 'drawn' && { pairCap: run.pairCap ?? DEFAULT_PAIR_CAP }),
    declarations: decls.map((d) => ({
      id: d.id,
      name: d.name,
      discipline: d.discipline,
      keywords: keywordsOf(d.keyData.keywords ?? d.keyData.关键词),
      need: Math.max(0, expertsFor(settings, d.awardId) - keptPer(d.id, 'declarationId')),
    })),
    experts: members.map((m) => ({
      id: m.id,
      name: m.name,
      organisation: organisationKey(m.organisation) || `#${m.id}`,
      discipline: m.discipline,
      keywords: [],
      minLoad: Math.max(0, settings.minLoad - keptPer(m.id, 'expertId')),
      maxLoad: Math.max(0, settings.maxLoad - keptPer(m.id, 'expertId')),
      alternate: m.role === 'alternate',
    })),
    excluded: sortPairs([...conflicts, ...kept]).map((p) => [p.declarationId, p.expertId]),
  };
  const inputHash = hashOf({
    ...problem,
    seed: undefined,
    topUp: run.topUp,
    current: sortPairs(current),
    solver: SOLVER_VERSION,
  });
  return {
    problem,
    inputHash,
    current: sortPairs(current),
    kept,
    names: new Map(decls.map((d) => [d.id, d.name])),
  };
}

/** SHA-256 of the canonical JSON of the input (keys in a fixed order by construction). */
export function hashOf(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('hex');
}

export const key = (p: Pair) => `${p.declarationId}:${p.expertId}`;

const sortPairs = (pairs: Pair[]) =>
  [
    ...new Map(pairs.map((p) => [key(p), { declarationId: p.declarationId, expertId: p.expertId }])).values(),
  ].sort((a, b) => a.declarationId - b.declarationId || a.expertId - b.expertId);

async function disciplineName(tx: DbOrTx, code: string): Promise<string> {
  const parent = aliasedTable(dictionaries, 'parent');
  const [row] = await tx
    .select({ value: dictionaries.value })
    .from(dictionaries)
    .innerJoin(parent, eq(parent.id, dictionaries.parentId))
    .where(and(eq(parent.code, DISCIPLINE_DICT), eq(dictionaries.code, code)));
  return row?.value ?? code;
}
