import type { DeclarationStatus } from '@awards/shared/declarations';
import { DECLARATION_MESSAGES } from '@awards/shared/declarations';
import { RECOMMENDER_STATUSES } from '@awards/shared/recommender';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { declarations, organisations } from '../../db/schema';
import { type DataScopeSource, dataScopeCondition, dataScopeFilter } from '../../platform/data-scope';
import { notFound } from '../../platform/errors';
import type { Caller } from './caller';

/**
 * The visibility rule (docs/domain.md "Data scope on the staff declarations
 * list"): what a caller may see of declarations and of declaring units. Every
 * read and write of the lifecycle applies it, so no route has to.
 * - staff: the role data scope, the declaring unit being the row's organisation
 *   (declarations have no owning staff user: scope 4 "self" sees none);
 * - examiner: everything (the formal examination is federation-wide);
 * - declarer: their own unit's;
 * - recommender: those naming their organisation as recommending unit, from the formal
 *   examination's pass on (RECOMMENDER_STATUSES).
 * What lies outside answers 404, as if it did not exist.
 */

/**
 * The condition that keeps a list to what the caller sees; undefined when they see
 * everything. A staff caller's scope comes from `scopes` (held in memory) when given,
 * as the lists outside a transaction do; otherwise it is read through `db`.
 */
export async function visibleCondition(
  db: DbOrTx,
  caller: Caller,
  scopes?: DataScopeSource,
): Promise<SQL | undefined> {
  switch (caller.kind) {
    case 'examiner':
      return undefined;
    case 'declarer':
      return eq(declarations.unitId, caller.unitId);
    case 'recommender':
      return and(
        eq(declarations.recommendUnitId, caller.recommendUnitId),
        inArray(declarations.status, [...RECOMMENDER_STATUSES]),
      );
    case 'staff': {
      const columns = { org: declarations.unitId };
      if (scopes) return dataScopeFilter(await scopes.dataScope(caller.user), columns);
      return dataScopeCondition(db, caller.user, columns);
    }
  }
}

/** The 404 a caller gets for a declaration outside their sight. */
export function hiddenError() {
  // The same answer as for an absent id, whoever asks, so nobody learns which ids exist.
  return notFound(DECLARATION_MESSAGES.notFound);
}

/** What `sees` needs of a declaration's row. */
export interface VisibleRow {
  id: number;
  unitId: number;
  recommendUnitId: number | null;
  status: DeclarationStatus;
}

/** Whether the caller sees this (existing) declaration. */
export async function sees(db: DbOrTx, caller: Caller, declaration: VisibleRow): Promise<boolean> {
  if (caller.kind === 'examiner') return true;
  if (caller.kind === 'declarer') return declaration.unitId === caller.unitId;
  if (caller.kind === 'recommender')
    return (
      declaration.recommendUnitId === caller.recommendUnitId &&
      RECOMMENDER_STATUSES.includes(declaration.status)
    );
  const where = and(eq(declarations.id, declaration.id), await visibleCondition(db, caller));
  return (await db.$count(declarations, where)) > 0;
}

/** 404 unless the declaration exists and the caller sees it. A declaration's unit never changes. */
export async function requireVisible(db: DbOrTx, caller: Caller, declarationId: number): Promise<void> {
  const [row] = await db
    .select({
      id: declarations.id,
      unitId: declarations.unitId,
      recommendUnitId: declarations.recommendUnitId,
      status: declarations.status,
    })
    .from(declarations)
    .where(eq(declarations.id, declarationId));
  if (!row) throw notFound(DECLARATION_MESSAGES.notFound);
  if (!(await sees(db, caller, row))) throw hiddenError();
}

/** 404 (as if absent) unless the caller may act for this declaring unit. */
export async function requireUnitVisible(db: DbOrTx, caller: Caller, unitId: number): Promise<void> {
  if (caller.kind === 'examiner') return;
  // A recommending unit writes no declaration and acts for no declaring unit.
  if (caller.kind === 'recommender') throw notFound(DECLARATION_MESSAGES.unitNotFound);
  const visible =
    caller.kind === 'declarer'
      ? unitId === caller.unitId
      : (await db.$count(
          organisations,
          and(
            eq(organisations.id, unitId),
            await dataScopeCondition(db, caller.user, { org: organisations.id }),
          ),
        )) > 0;
  if (!visible) throw notFound(DECLARATION_MESSAGES.unitNotFound);
}
