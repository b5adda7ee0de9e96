import { DUPLICATE_MESSAGES } from '@awards/shared/duplicate-check';
import { RTN } from '@awards/shared/envelope';
import { renderMessage } from '@awards/shared/i18n';
import {
  ORGAN_MESSAGES,
  type OrganAdd,
  type OrganUpdate,
  type OrganView,
} from '@awards/shared/organisations';
import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { organisations, users } from '../../db/schema';
import { ROOT_ORGAN_CODE } from '../../db/seed/reference';
import type { AuthChanges } from '../../platform/auth/auth-cache';
import { childPathOf, type DataScope, dataScopeFilter } from '../../platform/data-scope';
import { onUniqueViolation } from '../../platform/db-errors';
import { AppError, badRequest, forbidden, ruleViolation } from '../../platform/errors';
import { moveOrganisation, nextSortNumber } from './paths';
import { type OrganRow, presentOrgan } from './presenter';
import type { Actor, OrganisationService } from './service';

/**
 * Changes to the organisation tree (spec 001 §7 "Organisations"): add (computing
 * the materialised path), edit (a move rewrites the paths below in the same
 * transaction), delete to the recycle bin, drag sort, the code check. Only
 * organisations of the actor's data scope, and parents within it.
 */
export class OrganisationEditService {
  constructor(
    private readonly db: Db,
    private readonly organisations: OrganisationService,
    private readonly auth: Pick<AuthChanges, 'scopesChanged'>,
  ) {}

  async add(actor: Actor, input: OrganAdd): Promise<OrganView> {
    const scope = await this.organisations.scopeOf(actor);
    const parent = await this.requireParent(scope, input.parentOrganId ?? null);
    await this.assertCodeFree(input.organCode);
    const { parentOrganId: _, organSortNumber, ...fields } = input;
    const row = await this.write(async (tx) => {
      const sortNumber = organSortNumber ?? (await nextSortNumber(tx, parent?.id ?? null));
      const [created] = await tx
        .insert(organisations)
        .values({
          ...fields,
          parentId: parent?.id ?? null,
          parentIds: parent ? childPathOf(parent) : ',',
          sortNumber,
          createBy: actor.loginName,
        })
        .returning();
      return created!;
    });
    return presentOrgan(row);
  }

  async update(actor: Actor, input: OrganUpdate): Promise<OrganView> {
    const scope = await this.organisations.scopeOf(actor);
    const current = await this.organisations.requireLive(actor, input.organId, scope);
    if (input.organCode && input.organCode !== current.organCode) {
      await this.assertCodeFree(input.organCode, current.id);
    }
    const moving = input.parentOrganId !== undefined && input.parentOrganId !== current.parentId;
    if (moving) await this.requireParent(scope, input.parentOrganId ?? null);
    const { organId, parentOrganId, organSortNumber, ...fields } = input;
    const row = await this.write(async (tx) => {
      let sortNumber = organSortNumber;
      if (moving) {
        // A moved organisation goes to the end of its new siblings unless told otherwise.
        sortNumber ??= await nextSortNumber(tx, parentOrganId ?? null);
        await moveOrganisation(tx, organId, parentOrganId ?? null);
      }
      const [updated] = await tx
        .update(organisations)
        .set({ ...fields, sortNumber, updateBy: actor.loginName, updateTime: new Date() })
        .where(eq(organisations.id, organId))
        .returning();
      return updated!;
    });
    // Committed: the scopes held in memory carry the paths of the subtrees they show.
    if (moving) await this.auth.scopesChanged();
    return presentOrgan(row);
  }

  /** To the recycle bin; refused for the root and while live organisations or users are below. */
  async remove(actor: Actor, organId: number): Promise<void> {
    const org = await this.organisations.requireLive(actor, organId);
    if (org.organCode === ROOT_ORGAN_CODE) throw ruleViolation(ORGAN_MESSAGES.rootDelete);
    await this.db.transaction(async (tx) => {
      await tx
        .select({ id: organisations.id })
        .from(organisations)
        .where(eq(organisations.id, organId))
        .for('update');
      const children = await tx.$count(
        organisations,
        and(eq(organisations.parentId, organId), eq(organisations.delFlag, 0)),
      );
      if (children > 0) throw ruleViolation(ORGAN_MESSAGES.hasChildren({ count: children }));
      const members = await tx.$count(users, and(eq(users.orgId, organId), eq(users.delFlag, 0)));
      if (members > 0) throw ruleViolation(ORGAN_MESSAGES.hasUsers({ count: members }));
      const now = new Date();
      await tx
        .update(organisations)
        .set({ delFlag: 1, deletedAt: now, updateBy: actor.loginName, updateTime: now })
        .where(eq(organisations.id, organId));
    });
    // Committed: a scope held in memory may name it (a custom organisation, the holder's own).
    await this.auth.scopesChanged();
  }

  /** Drag sort: the given siblings take the order of the list (no path changes, no scope either). */
  async sort(actor: Actor, parentOrganId: number | null, organIds: number[]): Promise<void> {
    const scope = await this.organisations.scopeOf(actor);
    if (parentOrganId !== null) await this.organisations.requireLive(actor, parentOrganId, scope);
    else if (!scope.all) throw forbidden(ORGAN_MESSAGES.parentOutOfScope);
    const unique = [...new Set(organIds)];
    if (unique.length !== organIds.length) throw badRequest({ organIds: ORGAN_MESSAGES.sortIds });
    const siblings = await this.db.$count(
      organisations,
      and(
        inArray(organisations.id, unique),
        eq(organisations.delFlag, 0),
        parentOrganId === null ? isNull(organisations.parentId) : eq(organisations.parentId, parentOrganId),
      ),
    );
    if (siblings !== unique.length) throw badRequest({ organIds: ORGAN_MESSAGES.sortForeign });
    await this.db.transaction(async (tx) => {
      for (const [index, id] of unique.entries()) {
        await tx
          .update(organisations)
          .set({ sortNumber: index + 1 })
          .where(eq(organisations.id, id));
      }
    });
  }

  async checkCode(organCode: string, exceptId?: number | null) {
    await this.assertCodeFree(organCode, exceptId ?? undefined);
    return { valid: true as const, message: renderMessage(DUPLICATE_MESSAGES.available) };
  }

  /** The parent of a new or moved organisation: live and in scope; top level only with scope "all". */
  private async requireParent(scope: DataScope, parentId: number | null): Promise<OrganRow | null> {
    if (parentId === null) {
      if (!scope.all) throw forbidden(ORGAN_MESSAGES.parentOutOfScope);
      return null;
    }
    const [parent] = await this.db
      .select()
      .from(organisations)
      .where(and(eq(organisations.id, parentId), eq(organisations.delFlag, 0)));
    if (!parent) throw badRequest({ parentOrganId: ORGAN_MESSAGES.parentMissing });
    const visible = await this.db.$count(
      organisations,
      and(eq(organisations.id, parentId), dataScopeFilter(scope, { org: organisations.id })),
    );
    if (visible === 0) throw forbidden(ORGAN_MESSAGES.parentOutOfScope);
    return parent;
  }

  private async assertCodeFree(organCode: string, exceptId?: number): Promise<void> {
    const taken = await this.db.$count(
      organisations,
      and(eq(organisations.organCode, organCode), exceptId ? ne(organisations.id, exceptId) : undefined),
    );
    if (taken > 0) throw codeTaken();
  }

  /** A transaction whose lost race on the organisation code ends as the same 409 as the check. */
  private write<T>(change: (tx: DbOrTx) => Promise<T>): Promise<T> {
    return onUniqueViolation(() => this.db.transaction(change), codeTaken);
  }
}

const codeTaken = () =>
  new AppError(409, RTN.conflict, ORGAN_MESSAGES.organCodeTaken, null, {
    organCode: ORGAN_MESSAGES.organCodeTaken,
  });
