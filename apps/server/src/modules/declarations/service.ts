import {
  DECLARATION_MESSAGES,
  DECLARATION_STATUS_NAMES,
  type DeclarationAdd,
  type DeclarationDetail,
  type DeclarationPageQuery,
  type DeclarationUpdate,
  type DeclarationView,
  type WindowExtension,
} from '@awards/shared/declarations';
import { type Page, toPage } from '@awards/shared/paging';
import { and, desc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { declarations, declarationWindowExtensions, editions } from '../../db/schema';
import { badRequest, notFound, ruleViolation } from '../../platform/errors';
import { assertFiles, assertTarget, contentColumns, replaceSets, requireUnit } from './content';
import {
  type Actor,
  applyTransition,
  type DeclarationRow,
  loadFacts,
  lockDeclaration,
  writeAudit,
} from './record';
import {
  declarationConditions,
  declarationScope,
  readDetail,
  type ScopeActor,
  selectDeclarations,
  toView,
} from './repository';
import { contentEditProblem, editingProblem } from './transitions';

/** A caller's extra refusal on the locked row (the declarer's own unit). */
export type Scope = (row: DeclarationRow) => void;
type Kind = 'declarer' | 'staff';

/**
 * Declarations (docs/domain.md "Declarations"): the staff list and detail, and
 * the content and status operations both staff (on a unit's behalf) and the
 * declarer API (modules/declarer, with its unit scope) go through. Status changes
 * only through applyTransition (record.ts), which asks transitions.ts.
 */
export class DeclarationService {
  constructor(private readonly db: Db) {}

  /** The staff list, inside the actor's data scope (the declaring unit is the row's organisation). */
  async page(actor: ScopeActor, query: DeclarationPageQuery): Promise<Page<DeclarationView>> {
    const where = and(...declarationConditions(query), await declarationScope(this.db, actor));
    const [rows, total] = await Promise.all([
      selectDeclarations(this.db, where)
        .orderBy(desc(declarations.id))
        .limit(query.pageSize)
        .offset((query.pageNum - 1) * query.pageSize),
      this.db.$count(declarations, where),
    ]);
    return toPage(query, total, rows.map(toView));
  }

  async detail(declarationId: number, scope?: Scope, db: DbOrTx = this.db): Promise<DeclarationDetail> {
    if (scope) {
      const [row] = await db.select().from(declarations).where(eq(declarations.id, declarationId));
      if (!row) throw notFound(DECLARATION_MESSAGES.notFound);
      scope(row);
    }
    const detail = await readDetail(db, declarationId);
    if (!detail) throw notFound(DECLARATION_MESSAGES.notFound);
    return detail;
  }

  /** A new draft of a unit, inside the declaration window (or the unit's extension); audited as created. */
  async add(actor: Actor, input: DeclarationAdd, kind: Kind = 'staff'): Promise<DeclarationDetail> {
    return this.db.transaction(async (tx) => {
      const unit = await requireUnit(tx, input.unitId);
      const facts = await loadFacts(tx, {
        status: 'draft',
        editionId: input.editionId,
        unitId: input.unitId,
      });
      const problem = editingProblem(facts, new Date());
      if (problem) throw ruleViolation(problem);
      await assertTarget(tx, input.editionId, input.awardId, input.gradeLevel);
      await assertFiles(tx, actor, input.attachments, null);
      const [row] = await tx
        .insert(declarations)
        .values({
          editionId: input.editionId,
          unitId: input.unitId,
          ...contentColumns(input, unit.regionCode),
          createBy: actor.loginName,
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
        actorKind: kind,
        actor,
      });
      return this.detail(declarationId, undefined, tx);
    });
  }

  /** Replaces the content of a draft or returned declaration, inside its editing window. */
  async update(actor: Actor, input: DeclarationUpdate, scope?: Scope): Promise<DeclarationDetail> {
    return this.db.transaction(async (tx) => {
      const row = await lockDeclaration(tx, input.declarationId);
      scope?.(row);
      const problem = contentEditProblem(await loadFacts(tx, row), new Date());
      if (problem) throw ruleViolation(problem);
      await assertTarget(tx, row.editionId, input.awardId, input.gradeLevel);
      await assertFiles(tx, actor, input.attachments, row.id);
      await tx
        .update(declarations)
        .set({ ...contentColumns(input, row.regionCode), updateBy: actor.loginName, updateTime: new Date() })
        .where(eq(declarations.id, row.id));
      await replaceSets(tx, row.id, input.completers, input.attachments);
      return this.detail(row.id, undefined, tx);
    });
  }

  /** Drafts only: a declaration once submitted keeps its trail (withdraw it instead). */
  async remove(declarationId: number, scope?: Scope): Promise<{ count: number }> {
    return this.db.transaction(async (tx) => {
      const row = await lockDeclaration(tx, declarationId);
      scope?.(row);
      if (row.status !== 'draft')
        throw ruleViolation(DECLARATION_MESSAGES.onlyDraftDelete(DECLARATION_STATUS_NAMES[row.status]));
      // Completers, attachments (links, not files) and the creation record go with it.
      await tx.delete(declarations).where(eq(declarations.id, declarationId));
      return { count: 1 };
    });
  }

  /** submit (draft) or resubmit (returned), whichever the status calls for. */
  async submit(actor: Actor, declarationId: number, kind: Kind, scope?: Scope): Promise<DeclarationDetail> {
    return this.db.transaction(async (tx) => {
      const current = await lockDeclaration(tx, declarationId);
      scope?.(current);
      const action = current.status === 'returned' ? 'resubmit' : 'submit';
      await applyTransition(tx, declarationId, action, kind, actor, null, scope);
      return this.detail(declarationId, undefined, tx);
    });
  }

  /** Withdrawal (revocation) from any non-final status; the reason stays in the trail. */
  async withdraw(
    actor: Actor,
    declarationId: number,
    reason: string,
    kind: Kind,
    scope?: Scope,
  ): Promise<DeclarationDetail> {
    return this.db.transaction(async (tx) => {
      await applyTransition(tx, declarationId, 'withdraw', kind, actor, reason, scope);
      return this.detail(declarationId, undefined, tx);
    });
  }

  /** Sets (or with until null, removes) one unit's extension of an edition's declaration window. */
  async saveExtension(actor: Actor, input: WindowExtension) {
    return this.db.transaction(async (tx) => {
      await requireUnit(tx, input.unitId);
      const edition = await tx.$count(editions, eq(editions.id, input.editionId));
      if (edition === 0) throw notFound(DECLARATION_MESSAGES.editionNotFound);
      const key = and(
        eq(declarationWindowExtensions.editionId, input.editionId),
        eq(declarationWindowExtensions.unitId, input.unitId),
      );
      if (input.until === null) {
        await tx.delete(declarationWindowExtensions).where(key);
        return { editionId: input.editionId, unitId: input.unitId, until: null };
      }
      const until = new Date(input.until);
      if (until <= new Date()) throw badRequest({ until: '延长截止时间须晚于当前时间' });
      await tx
        .insert(declarationWindowExtensions)
        .values({
          editionId: input.editionId,
          unitId: input.unitId,
          until,
          reason: input.reason ?? null,
          createBy: actor.loginName,
        })
        .onConflictDoUpdate({
          target: [declarationWindowExtensions.editionId, declarationWindowExtensions.unitId],
          set: { until, reason: input.reason ?? null, updateBy: actor.loginName, updateTime: new Date() },
        });
      return { editionId: input.editionId, unitId: input.unitId, until: until.toISOString() };
    });
  }
}
