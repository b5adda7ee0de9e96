import {
  type AssignedPair,
  REVIEW_MESSAGES as M,
  type ReviewSettingsFields,
  type RunBasis,
  type Unfilled,
} from '@awards/shared/review';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  reviewAssignmentRuns,
  reviewAssignments,
  reviewConflicts,
  reviewGroupDeclarations,
} from '../../db/schema';
import { pairKey } from './assignment/feasibility';
import { type Pair, readGroupProblem } from './assignment/input';
import { matchOf } from './assignment/match';
import type { AssignProblem } from './assignment/problem';
import { drawSeed } from './assignment/random';
import { SOLVER_VERSION, solveAssignment } from './assignment/solve';
import { readEdition, readGroup, readSettings } from './repository';

export type ReplacementCause = 'conflict' | 'removal';

/**
 * What a run is solved under, kept with it for the draw record: k and the award overrides,
 * the loads, and the confirmed conflicts between the problem's experts and declarations by
 * type (read after the automatic refresh).
 */
export async function basisOf(
  tx: DbOrTx,
  problem: AssignProblem,
  settings: ReviewSettingsFields,
): Promise<RunBasis> {
  const { expertsPerDeclaration, awardOverrides, minLoad, maxLoad } = settings;
  const basis = { expertsPerDeclaration, awardOverrides, minLoad, maxLoad };
  const declarationIds = problem.declarations.map((d) => d.id);
  const expertIds = problem.experts.map((e) => e.id);
  if (!declarationIds.length || !expertIds.length) return { ...basis, excludedByType: {} };
  const rows = await tx
    .select({ type: reviewConflicts.conflictType, n: count() })
    .from(reviewConflicts)
    .where(
      and(
        eq(reviewConflicts.status, 'confirmed'),
        inArray(reviewConflicts.declarationId, declarationIds),
        inArray(reviewConflicts.expertId, expertIds),
      ),
    )
    .groupBy(reviewConflicts.conflictType);
  return { ...basis, excludedByType: Object.fromEntries(rows.map((r) => [r.type, r.n])) };
}

/**
 * The pairs of a top-up problem that would put a second expert of one organisation on a
 * declaration: the solver sees only the new pairs, so the organisations of the experts a
 * declaration keeps are excluded here.
 */
export function sameOrganisationPairs(problem: AssignProblem, kept: readonly Pair[]): [number, number][] {
  const organisationOf = new Map(problem.experts.map((e) => [e.id, e.organisation]));
  const taken = new Map<number, Set<string>>();
  for (const p of kept) {
    const organisation = organisationOf.get(p.expertId);
    if (!organisation) continue;
    const set = taken.get(p.declarationId) ?? new Set<string>();
    set.add(organisation);
    taken.set(p.declarationId, set);
  }
  const pairs: [number, number][] = [];
  for (const d of problem.declarations) {
    const set = taken.get(d.id);
    if (!set) continue;
    for (const e of problem.experts)
      if (set.has(e.organisation) && !kept.some((p) => p.declarationId === d.id && p.expertId === e.id))
        pairs.push([d.id, e.id]);
  }
  return pairs;
}

/**
 * Draws a replacement at once for an expert taken off a declaration (docs/domain.md
 * "Replacement"): the declaration's alternates from the group's latest applied run first,
 * in their order, each re-checked (conflict, organisation, load); else a top-up solve for
 * that one declaration. Recorded as an applied run of kind `replacement` (seed, input
 * hash, solver), so the draw record shows it; when nothing is feasible the slot stays
 * unfilled and the run says why. Null when the declaration is in no group or lacks nothing.
 */
export async function drawReplacement(
  tx: DbOrTx,
  removed: Pair,
  cause: ReplacementCause,
  loginName: string,
): Promise<{ runId: number; added: AssignedPair[]; unfilled: Unfilled[] } | null> {
  const [placed] = await tx
    .select({ groupId: reviewGroupDeclarations.groupId })
    .from(reviewGroupDeclarations)
    .where(eq(reviewGroupDeclarations.declarationId, removed.declarationId));
  if (!placed) return null;
  const group = await readGroup(tx, placed.groupId);
  const settings = await readSettings(tx, await readEdition(tx, group.editionId));
  const applied = await tx
    .select({
      mode: reviewAssignmentRuns.mode,
      pairCap: reviewAssignmentRuns.pairCap,
      alternates: reviewAssignmentRuns.alternates,
    })
    .from(reviewAssignmentRuns)
    .where(and(eq(reviewAssignmentRuns.groupId, group.id), eq(reviewAssignmentRuns.status, 'applied')))
    .orderBy(desc(reviewAssignmentRuns.id));
  const mode = applied[0]?.mode ?? 'optimal';
  const seed = drawSeed();
  // A drawn group's replacement is drawn too, under the cap of the run it follows.
  const pairCap = applied[0]?.pairCap ?? null;
  const read = await readGroupProblem(tx, group, settings, { mode, topUp: true, seed, pairCap, loginName });
  const declaration = read.problem.declarations.find((d) => d.id === removed.declarationId);
  if (!declaration || declaration.need <= 0) return null;

  const excluded = new Set(
    [
      ...read.problem.excluded,
      ...sameOrganisationPairs(read.problem, read.kept),
      [removed.declarationId, removed.expertId] as [number, number],
    ].map(([d, e]) => pairKey(d, e)),
  );
  const organisations = new Set(
    read.kept
      .filter((p) => p.declarationId === declaration.id)
      .map((p) => read.problem.experts.find((e) => e.id === p.expertId)?.organisation)
      .filter(Boolean),
  );
  const load = new Map(read.problem.experts.map((e) => [e.id, e.maxLoad]));
  const added: AssignedPair[] = [];
  const listed =
    applied.find((r) => r.alternates.some((a) => a.declarationId === declaration.id))?.alternates ?? [];
  const alternates = listed.find((a) => a.declarationId === declaration.id)?.experts ?? [];
  const left: typeof alternates = [];
  for (const alternate of alternates) {
    const expert = read.problem.experts.find((e) => e.id === alternate.expertId);
    const fits =
      expert &&
      added.length < declaration.need &&
      (load.get(expert.id) ?? 0) > 0 &&
      !excluded.has(pairKey(declaration.id, expert.id)) &&
      !organisations.has(expert.organisation);
    if (!fits) {
      if (expert && added.length >= declaration.need) left.push(alternate);
      continue;
    }
    const { match, why } = matchOf(declaration, expert);
    added.push({ declarationId: declaration.id, expertId: expert.id, match, why: [M.whyAlternate, ...why] });
    organisations.add(expert.organisation);
    load.set(expert.id, (load.get(expert.id) ?? 0) - 1);
  }

  const unfilled: Unfilled[] = [];
  const missing = declaration.need - added.length;
  if (missing > 0) {
    const outcome = await solveAssignment({
      ...read.problem,
      declarations: [{ ...declaration, need: missing }],
      experts: read.problem.experts.map((e) => ({ ...e, minLoad: 0, maxLoad: load.get(e.id) ?? 0 })),
      excluded: [...excluded].map((k) => k.split(':').map(Number) as [number, number]),
    });
    if (outcome.status === 'optimal') added.push(...outcome.pairs);
    else
      unfilled.push({
        declarationId: declaration.id,
        missing,
        reason: outcome.problems[0] ?? M.noCandidate,
      });
  }

  const now = new Date();
  const [run] = await tx
    .insert(reviewAssignmentRuns)
    .values({
      editionId: group.editionId,
      groupId: group.id,
      kind: 'replacement',
      mode,
      topUp: true,
      pairCap: read.problem.pairCap ?? null,
      status: 'applied',
      seed,
      inputHash: read.inputHash,
      solver: SOLVER_VERSION,
      message: cause === 'conflict' ? M.replacedAfterConflict : M.replacedAfterRemoval,
      added,
      removed: [{ declarationId: removed.declarationId, expertId: removed.expertId }],
      unfilled,
      alternates: [{ declarationId: declaration.id, experts: left }],
      basis: await basisOf(tx, { ...read.problem, declarations: [declaration] }, settings),
      quality: null,
      createBy: loginName,
      appliedBy: loginName,
      appliedTime: now,
    })
    .returning({ id: reviewAssignmentRuns.id });
  if (added.length)
    await tx.insert(reviewAssignments).values(
      added.map((p) => ({
        editionId: group.editionId,
        groupId: group.id,
        declarationId: p.declarationId,
        expertId: p.expertId,
        runId: run!.id,
        match: p.match,
        createBy: loginName,
      })),
    );
  return { runId: run!.id, added, unfilled };
}
