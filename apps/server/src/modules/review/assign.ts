import type { Locale } from '@awards/shared/i18n';
import { renderMessage } from '@awards/shared/i18n';
import {
  type AssignedPair,
  type AssignmentQuality,
  type AssignPreview,
  type DrawRecord,
  REVIEW_MESSAGES as M,
  RUN_STATUS_NAMES,
  type RunView,
  type Unfilled,
} from '@awards/shared/review';
import { and, asc, desc, eq, gt, inArray, ne } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { declarations, experts, reviewAssignmentRuns, reviewAssignments, reviews } from '../../db/schema';
import type { DisplayClock } from '../../platform/clock';
import { notFound, ruleViolation } from '../../platform/errors';
import type { DeclarationsApi, SignedInUser } from '../declarations/public';
import { asStaff } from '../declarations/public';
import { rankAlternates } from './assignment/alternates';
import { type GroupProblem, key, type Pair, readGroupProblem } from './assignment/input';
import type { AssignOutcome } from './assignment/problem';
import { drawSeed } from './assignment/random';
import { SOLVER_VERSION, solveAssignment } from './assignment/solve';
import { renderDrawRecord } from './record';
import { basisOf, drawReplacement, sameOrganisationPairs } from './replace';
import { readEdition, readGroup, readSettings, requireEditable } from './repository';

type RunRow = typeof reviewAssignmentRuns.$inferSelect;

/**
 * Assignment runs (REVIEW_ASSIGN): a run proposes, staff look at the diff and the
 * figures, `apply` writes it (docs/domain.md "Assignment"). A run is reproducible
 * from its seed and input hash; apply refuses a run whose inputs changed.
 */
export class AssignmentService {
  constructor(
    private readonly db: Db,
    private readonly lifecycle: DeclarationsApi,
    private readonly clock: DisplayClock,
  ) {}

  async preview(user: SignedInUser, input: AssignPreview, locale?: Locale): Promise<RunView> {
    const seed = input.seed ?? drawSeed();
    const { row, outcome } = await this.db.transaction(async (tx) => {
      const group = await readGroup(tx, input.groupId, true);
      const edition = await readEdition(tx, group.editionId, true);
      requireEditable(edition);
      const settings = await readSettings(tx, edition);
      const read = await readGroupProblem(tx, group, settings, { ...input, seed, loginName: user.loginName });
      // The solver sees only new pairs: in top-up mode the kept experts' organisations are excluded here.
      if (input.topUp)
        read.problem.excluded = [...read.problem.excluded, ...sameOrganisationPairs(read.problem, read.kept)];
      const outcome = await solveAssignment(read.problem);
      const [row] = await tx
        .insert(reviewAssignmentRuns)
        .values({
          editionId: group.editionId,
          groupId: group.id,
          mode: input.mode,
          topUp: input.topUp,
          seed,
          pairCap: read.problem.pairCap ?? null,
          inputHash: read.inputHash,
          solver: SOLVER_VERSION,
          createBy: user.loginName,
          basis: await basisOf(tx, read.problem, settings),
          ...proposalOf(read, outcome, settings.alternatesPerDeclaration),
        })
        .returning();
      return { row: row!, outcome };
    });
    if (outcome.status === 'infeasible')
      throw ruleViolation(outcome.problems[0]!, {
        runId: row.id,
        problems: outcome.problems.map((p) => renderMessage(p, locale)),
      });
    return (await viewsOf(this.db, [row]))[0]!;
  }

  async run(runId: number): Promise<RunView> {
    const [row] = await this.db.select().from(reviewAssignmentRuns).where(eq(reviewAssignmentRuns.id, runId));
    if (!row) throw notFound(M.runNotFound);
    return (await viewsOf(this.db, [row]))[0]!;
  }

  /** The group's runs, newest first: proposals, applied runs and the replacements that followed. */
  async runs(groupId: number): Promise<RunView[]> {
    await readGroup(this.db, groupId);
    const rows = await this.db
      .select()
      .from(reviewAssignmentRuns)
      .where(eq(reviewAssignmentRuns.groupId, groupId))
      .orderBy(desc(reviewAssignmentRuns.id))
      .limit(200);
    return viewsOf(this.db, rows);
  }

  /**
   * The draw record (抽取记录) of one run for the supervisory committee: the run with its
   * seed, hash and solver, the constraints, the conflicts excluded by type, and the
   * replacement runs that followed it on the group.
   */
  async record(runId: number): Promise<DrawRecord> {
    const run = await this.run(runId);
    const group = await readGroup(this.db, run.groupId);
    const edition = await readEdition(this.db, group.editionId);
    const later = await this.db
      .select()
      .from(reviewAssignmentRuns)
      .where(
        and(
          eq(reviewAssignmentRuns.groupId, group.id),
          eq(reviewAssignmentRuns.kind, 'replacement'),
          gt(reviewAssignmentRuns.id, run.runId),
        ),
      )
      .orderBy(asc(reviewAssignmentRuns.id));
    return {
      run,
      editionName: edition.editionName,
      groupName: group.groupName,
      replacements: run.kind === 'assignment' ? await viewsOf(this.db, later) : [],
    };
  }

  /**
   * Writes a proposed run: its additions and removals, and `start_review` for each
   * declaration that now has experts, all in one transaction (a refusal writes nothing).
   */
  async apply(user: SignedInUser, runId: number): Promise<RunView> {
    await this.db.transaction(async (tx) => {
      const [run] = await tx
        .select()
        .from(reviewAssignmentRuns)
        .where(eq(reviewAssignmentRuns.id, runId))
        .for('update');
      if (!run) throw notFound(M.runNotFound);
      if (run.status !== 'proposed')
        throw ruleViolation(M.runNotProposed({ status: RUN_STATUS_NAMES[run.status] }));
      const group = await readGroup(tx, run.groupId, true);
      const edition = await readEdition(tx, group.editionId, true);
      requireEditable(edition, ['reviewing']);
      const settings = await readSettings(tx, edition);
      const read = await readGroupProblem(tx, group, settings, { ...run, loginName: user.loginName });
      if (read.inputHash !== run.inputHash) throw ruleViolation(M.inputsChanged);
      if (run.removed.length) await this.unassign(tx, run.removed);
      if (run.added.length)
        await tx.insert(reviewAssignments).values(
          run.added.map((p) => ({
            editionId: group.editionId,
            groupId: group.id,
            declarationId: p.declarationId,
            expertId: p.expertId,
            runId: run.id,
            match: p.match,
            createBy: user.loginName,
          })),
        );
      await this.startReviews(tx, user, [...new Set(run.added.map((p) => p.declarationId))]);
      const now = new Date();
      await tx
        .update(reviewAssignmentRuns)
        .set({ status: 'applied', appliedBy: user.loginName, appliedTime: now })
        .where(eq(reviewAssignmentRuns.id, run.id));
      await tx
        .update(reviewAssignmentRuns)
        .set({ status: 'discarded' })
        .where(
          and(
            eq(reviewAssignmentRuns.groupId, group.id),
            eq(reviewAssignmentRuns.status, 'proposed'),
            ne(reviewAssignmentRuns.id, run.id),
          ),
        );
    });
    return this.run(runId);
  }

  /** The draw record as a print-friendly page in the reader's language (print to PDF). */
  async recordHtml(runId: number, locale: Locale): Promise<string> {
    return renderDrawRecord(await this.record(runId), locale, (iso) => this.clock.format(iso));
  }

  /** Takes an expert off a declaration by hand (reason kept in the log); a replacement is drawn at once. */
  async remove(
    loginName: string,
    declarationId: number,
    expertId: number,
  ): Promise<{ count: number; replacementRunId: number | null }> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ editionId: reviewAssignments.editionId })
        .from(reviewAssignments)
        .where(
          and(eq(reviewAssignments.declarationId, declarationId), eq(reviewAssignments.expertId, expertId)),
        );
      if (!row) throw notFound(M.assignmentNotFound);
      requireEditable(await readEdition(tx, row.editionId, true));
      const [submitted] = await tx
        .select({ id: reviews.id })
        .from(reviews)
        .where(
          and(
            eq(reviews.declarationId, declarationId),
            eq(reviews.expertId, expertId),
            eq(reviews.status, 'submitted'),
          ),
        );
      if (submitted) throw ruleViolation(M.reviewLocked);
      await this.unassign(tx, [{ declarationId, expertId }]);
      const replacement = await drawReplacement(tx, { declarationId, expertId }, 'removal', loginName);
      return { count: 1, replacementRunId: replacement?.runId ?? null };
    });
  }

  private async unassign(tx: DbOrTx, pairs: Pair[]) {
    for (const p of pairs) {
      const where = (t: typeof reviewAssignments | typeof reviews) =>
        and(eq(t.declarationId, p.declarationId), eq(t.expertId, p.expertId));
      await tx.delete(reviewAssignments).where(where(reviewAssignments));
      await tx.delete(reviews).where(and(where(reviews), eq(reviews.status, 'draft')));
    }
  }

  /** Passed or recommended declarations that got experts enter expert review (the lifecycle's own move). */
  private async startReviews(tx: DbOrTx, user: SignedInUser, declarationIds: number[]) {
    if (!declarationIds.length) return;
    const rows = await tx
      .select({ id: declarations.id, status: declarations.status })
      .from(declarations)
      .where(inArray(declarations.id, declarationIds))
      .orderBy(declarations.id);
    for (const d of rows)
      if (d.status !== 'expert_review')
        await this.lifecycle.move(asStaff(user), d.id, 'start_review', null, { tx });
  }
}

/** The proposal's columns: the diff against the current assignments, the figures, what is unfilled. */
function proposalOf(read: GroupProblem, outcome: AssignOutcome, alternatesPerDeclaration: number) {
  if (outcome.status === 'infeasible')
    return {
      status: 'infeasible' as const,
      message: outcome.problems.join('\n'),
      added: [],
      removed: [],
      unfilled: [],
      alternates: [],
      quality: null,
    };
  const { problem, current, kept } = read;
  const proposed = new Set(outcome.pairs.map(key));
  const keptKeys = new Set(kept.map(key));
  const currentKeys = new Set(current.map(key));
  const added: AssignedPair[] = outcome.pairs.filter((p) => !currentKeys.has(key(p)));
  const removed = current.filter((p) => !keptKeys.has(key(p)) && !proposed.has(key(p)));
  const unfilled: Unfilled[] = problem.declarations
    .filter((d) => d.need > 0 && !outcome.pairs.some((p) => p.declarationId === d.id))
    .map((d) => ({ declarationId: d.id, missing: d.need, reason: M.noCandidate }));
  return {
    status: 'proposed' as const,
    message: null,
    added,
    removed,
    unfilled,
    alternates: rankAlternates(problem, outcome.pairs, kept, alternatesPerDeclaration),
    quality: qualityOf(read, outcome.pairs),
  };
}

function qualityOf(read: GroupProblem, pairs: AssignedPair[]): AssignmentQuality {
  const perDeclaration = new Map<number, number[]>();
  const load = new Map<number, number>(read.problem.experts.map((e) => [e.id, 0]));
  for (const p of [...pairs, ...read.kept.map((k) => ({ ...k, match: NaN }))]) {
    if (!Number.isNaN(p.match))
      perDeclaration.set(p.declarationId, [...(perDeclaration.get(p.declarationId) ?? []), p.match]);
    load.set(p.expertId, (load.get(p.expertId) ?? 0) + 1);
  }
  const means = [...perDeclaration.values()].map((m) => m.reduce((a, b) => a + b, 0) / m.length);
  const loads = [...load.values()];
  const round = (x: number) => Math.round(x * 100) / 100;
  return {
    declarations: read.problem.declarations.length,
    experts: read.problem.experts.length,
    meanMatch: round(means.length ? means.reduce((a, b) => a + b, 0) / means.length : 0),
    minMatch: round(means.length ? Math.min(...means) : 0),
    minLoad: loads.length ? Math.min(...loads) : 0,
    maxLoad: loads.length ? Math.max(...loads) : 0,
    meanLoad: round(loads.length ? loads.reduce((a, b) => a + b, 0) / loads.length : 0),
  };
}

/** Runs as the wire shows them, with the names of the declarations and experts they mention. */
async function viewsOf(db: DbOrTx, rows: RunRow[]): Promise<RunView[]> {
  const declarationIds = new Set<number>();
  const expertIds = new Set<number>();
  for (const row of rows)
    for (const p of [
      ...row.added,
      ...row.removed,
      ...row.alternates.flatMap((a) => a.experts.map((e) => ({ declarationId: a.declarationId, ...e }))),
    ]) {
      declarationIds.add(p.declarationId);
      expertIds.add(p.expertId);
    }
  for (const row of rows) for (const u of row.unfilled) declarationIds.add(u.declarationId);
  const declarationNames = declarationIds.size
    ? await db
        .select({ id: declarations.id, name: declarations.projectName })
        .from(declarations)
        .where(inArray(declarations.id, [...declarationIds]))
    : [];
  const expertNames = expertIds.size
    ? await db
        .select({ id: experts.id, name: experts.expertName })
        .from(experts)
        .where(inArray(experts.id, [...expertIds]))
    : [];
  const names = (list: { id: number; name: string }[]) =>
    Object.fromEntries(list.map((r) => [String(r.id), r.name]));
  return rows.map((row) => ({
    runId: row.id,
    groupId: row.groupId,
    kind: row.kind,
    mode: row.mode,
    topUp: row.topUp,
    status: row.status,
    seed: row.seed,
    pairCap: row.pairCap,
    inputHash: row.inputHash,
    solver: row.solver,
    message: row.message,
    added: row.added,
    removed: row.removed,
    unfilled: row.unfilled,
    alternates: row.alternates,
    quality: row.quality,
    basis: row.basis,
    declarationNames: names(declarationNames),
    expertNames: names(expertNames),
    createBy: row.createBy,
    createTime: row.createTime.toISOString(),
    appliedBy: row.appliedBy,
    appliedTime: row.appliedTime?.toISOString() ?? null,
  }));
}
