import {
  DECLARATION_MESSAGES,
  DECLARATION_STATUS_NAMES,
  type DeclarationAdd,
  type DeclarationDetail,
  type DeclarationUpdate,
  type DeclarationView,
} from '@awards/shared/declarations';
import type { Page } from '@awards/shared/paging';
import type { RecommendUnitOption } from '@awards/shared/recommender';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { declarations } from '../../db/schema';
import type { DataScopeSource } from '../../platform/data-scope';
import { notFound, ruleViolation } from '../../platform/errors';
import { countRows, pagedQuery } from '../../platform/paging';
import type { Caller, UnitCaller } from './caller';
import { carryOver } from './carry-over';
import {
  assertCodes,
  assertFiles,
  assertTarget,
  contentColumns,
  recommendingUnits,
  recommendUnitColumns,
  replaceSets,
  requireUnit,
} from './content';
import type {
  DeclarationLifecycle,
  DeclarationQuery,
  DeclarationRef,
  LifecycleAt,
  MoveDecision,
  Moved,
} from './public';
import {
  applyTransition,
  type DeclarationMove,
  type DeclarationRow,
  type ExpertReviewDone,
  findLocked,
  loadFacts,
  lockDeclaration,
  NO_REVIEW_ANSWER,
  writeAudit,
} from './record';
import { queryConditions, type ReferenceApis, readDetail, selectDeclarations, toViews } from './repository';
import { contentEditProblem, decideTransition, editingProblem } from './transitions';
import { hiddenError, requireUnitVisible, requireVisible, sees, visibleCondition } from './visibility';

/**
 * The declaration lifecycle (docs/domain.md "Declarations"), the implementation
 * of public.ts's DeclarationsApi: lists and detail, the content of a unit's
 * declarations, and every status change through the transition table
 * (record.ts applyTransition). Each method applies the visibility rule
 * (visibility.ts) to the caller it is given.
 */
export class DeclarationService implements DeclarationLifecycle {
  constructor(
    private readonly db: Db,
    private readonly refs: ReferenceApis,
    /** Where the page gets a staff caller's data scope (the session store's memory); else the database. */
    private readonly scopes?: DataScopeSource,
  ) {}

  /** Who says whether a declaration's expert review is done (the review module, at build). */
  private reviewDone: ExpertReviewDone = NO_REVIEW_ANSWER;

  answerExpertReviewDone(answer: ExpertReviewDone): void {
    this.reviewDone = answer;
  }

  recommendUnits(): Promise<RecommendUnitOption[]> {
    return recommendingUnits(this.db);
  }

  async page(caller: Caller, query: DeclarationQuery): Promise<Page<DeclarationView>> {
    const where = and(
      ...queryConditions(this.db, query),
      await visibleCondition(this.db, caller, this.scopes),
    );
    const order =
      query.order === 'submission'
        ? [asc(declarations.submittedAt), asc(declarations.id)]
        : [desc(declarations.id)];
    return pagedQuery(
      query,
      async (limit, offset) =>
        toViews(
          this.refs,
          this.db,
          await selectDeclarations(this.db, where)
            .orderBy(...order)
            .limit(limit)
            .offset(offset),
          caller.locale,
        ),
      countRows(this.db, declarations, where),
    );
  }

  async readDetail(caller: Caller, declarationId: number, tx: DbOrTx = this.db): Promise<DeclarationDetail> {
    const detail = await readDetail(this.refs, tx, declarationId, caller.locale);
    if (!detail) throw notFound(DECLARATION_MESSAGES.notFound);
    const row = {
      id: declarationId,
      unitId: detail.unitId,
      recommendUnitId: detail.recommendUnitId,
      status: detail.status,
    };
    if (!(await sees(tx, caller, row))) throw hiddenError();
    return detail;
  }

  requireVisible(caller: Caller, declarationId: number, tx: DbOrTx = this.db): Promise<void> {
    return requireVisible(tx, caller, declarationId);
  }

  decide(
    caller: Caller,
    declarationId: number,
    action: DeclarationMove,
    opinion?: string | null,
    at: LifecycleAt = {},
  ): Promise<MoveDecision> {
    return this.within(at, async (tx, now) => {
      const row = await findLocked(tx, declarationId);
      if (!row || !(await sees(tx, caller, row)))
        return { allowed: false, declaration: null, reason: DECLARATION_MESSAGES.notFound };
      const decision = decideTransition(
        await loadFacts(tx, row, this.reviewDone),
        action,
        caller.kind,
        opinion,
        now,
      );
      const declaration = refOf(row);
      return decision.allowed
        ? { allowed: true, declaration, to: decision.to }
        : { allowed: false, declaration, reason: decision.reason };
    });
  }

  move(
    caller: Caller,
    declarationId: number,
    action: DeclarationMove,
    opinion?: string | null,
    at: LifecycleAt = {},
  ): Promise<Moved> {
    return this.within(at, async (tx, now) => {
      const row = await this.lockVisible(tx, caller, declarationId);
      const to = await applyTransition(
        tx,
        row,
        action,
        caller.kind,
        caller.user,
        opinion,
        now,
        this.reviewDone,
      );
      const { status: from, ...declaration } = refOf(row);
      return { ...declaration, from, to };
    });
  }

  carryOver(
    caller: Caller,
    declarationId: number,
    at: LifecycleAt = {},
  ): Promise<{ newDeclarationId: number; editionId: number }> {
    return this.within(at, async (tx, now) => {
      const row = await this.lockVisible(tx, caller, declarationId);
      return carryOver(tx, caller, row, now, this.reviewDone);
    });
  }

  async add(caller: UnitCaller, input: DeclarationAdd): Promise<DeclarationDetail> {
    await requireUnitVisible(this.db, caller, input.unitId);
    return this.db.transaction(async (tx) => {
      const unit = await requireUnit(tx, input.unitId);
      const facts = await loadFacts(tx, {
        status: 'draft',
        editionId: input.editionId,
        unitId: input.unitId,
        awardId: input.awardId,
      });
      const problem = editingProblem(facts, new Date());
      if (problem) throw ruleViolation(problem);
      await assertTarget(tx, input.editionId, input.awardId, input.gradeLevel);
      await assertCodes(this.refs, tx, input);
      await assertFiles(tx, caller.user, input.attachments, null);
      const recommendUnit = await recommendUnitColumns(tx, input.recommendUnitId);
      const [row] = await tx
        .insert(declarations)
        .values({
          editionId: input.editionId,
          unitId: input.unitId,
          ...contentColumns(input, unit.regionCode),
          ...recommendUnit,
          createBy: caller.user.loginName,
        })
        .returning({ id: declarations.id });
      const declarationId = row!.id;
      await replaceSets(tx, declarationId, input.completers, input.attachments);
      await writeAudit(tx, {
        declarationId,
        action: 'create',
        from: null,
        to: 'draft',
        opinion: null,
        actorKind: caller.kind,
        actor: caller.user,
      });
      return detailOf(this.refs, tx, declarationId, caller);
    });
  }

  async update(caller: UnitCaller, input: DeclarationUpdate): Promise<DeclarationDetail> {
    return this.db.transaction(async (tx) => {
      const row = await this.lockVisible(tx, caller, input.declarationId);
      const problem = contentEditProblem(await loadFacts(tx, row), new Date());
      if (problem) throw ruleViolation(problem);
      await assertTarget(tx, row.editionId, input.awardId, input.gradeLevel);
      await assertCodes(this.refs, tx, input);
      await assertFiles(tx, caller.user, input.attachments, row.id);
      const recommendUnit = await recommendUnitColumns(tx, input.recommendUnitId);
      await tx
        .update(declarations)
        .set({
          ...contentColumns(input, row.regionCode),
          ...recommendUnit,
          updateBy: caller.user.loginName,
          updateTime: new Date(),
        })
        .where(eq(declarations.id, row.id));
      await replaceSets(tx, row.id, input.completers, input.attachments);
      return detailOf(this.refs, tx, row.id, caller);
    });
  }

  async remove(caller: UnitCaller, declarationId: number): Promise<{ count: number }> {
    return this.db.transaction(async (tx) => {
      const row = await this.lockVisible(tx, caller, declarationId);
      if (row.status !== 'draft')
        throw ruleViolation(
          DECLARATION_MESSAGES.onlyDraftDelete({ status: DECLARATION_STATUS_NAMES[row.status] }),
        );
      // Completers, attachments (links, not files) and the creation record go with it.
      await tx.delete(declarations).where(eq(declarations.id, declarationId));
      return { count: 1 };
    });
  }

  async submit(caller: UnitCaller, declarationId: number): Promise<DeclarationDetail> {
    return this.db.transaction(async (tx) => {
      const row = await this.lockVisible(tx, caller, declarationId);
      const action = row.status === 'returned' ? 'resubmit' : 'submit';
      await applyTransition(tx, row, action, caller.kind, caller.user, null, new Date(), this.reviewDone);
      return detailOf(this.refs, tx, declarationId, caller);
    });
  }

  async withdraw(caller: UnitCaller, declarationId: number, reason: string): Promise<DeclarationDetail> {
    return this.db.transaction(async (tx) => {
      await this.move(caller, declarationId, 'withdraw', reason, { tx });
      return detailOf(this.refs, tx, declarationId, caller);
    });
  }

  /** The row locked for the rest of the transaction; 404 when absent or outside the caller's sight. */
  private async lockVisible(tx: DbOrTx, caller: Caller, declarationId: number): Promise<DeclarationRow> {
    const row = await lockDeclaration(tx, declarationId);
    if (!(await sees(tx, caller, row))) throw hiddenError();
    return row;
  }

  /** Runs in the caller's transaction when given one, else in a new one. */
  private within<T>(at: LifecycleAt, fn: (tx: DbOrTx, now: Date) => Promise<T>): Promise<T> {
    const now = at.now ?? new Date();
    return at.tx ? fn(at.tx, now) : this.db.transaction((tx) => fn(tx, now));
  }
}

/** The detail of a declaration the transaction has just written (and so sees). */
async function detailOf(
  refs: ReferenceApis,
  tx: DbOrTx,
  declarationId: number,
  caller: Caller,
): Promise<DeclarationDetail> {
  const detail = await readDetail(refs, tx, declarationId, caller.locale);
  if (!detail) throw notFound(DECLARATION_MESSAGES.notFound);
  return detail;
}

const refOf = (row: DeclarationRow): DeclarationRef => ({
  declarationId: row.id,
  editionId: row.editionId,
  unitId: row.unitId,
  projectName: row.projectName,
  status: row.status,
  submittedAt: row.submittedAt,
});
