import { RTN } from '@awards/shared/envelope';
import {
  ORGAN_MESSAGES,
  type OrganAdd,
  type OrganNode,
  type OrganParentName,
  type OrganUpdate,
  type OrganView,
} from '@awards/shared/organisations';
import { and, asc, eq, inArray, isNull, like, max, ne, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { organisations, users } from '../../db/schema';
import { ROOT_ORGAN_CODE } from '../../db/seed/reference';
import type { SessionUser } from '../../platform/auth/sessions';
import { childPathOf, type DataScope, dataScopeFilter, resolveDataScope } from '../../platform/data-scope';
import { isUniqueViolation } from '../../platform/db-errors';
import { AppError, badRequest, forbidden, notFound, ruleViolation } from '../../platform/errors';
import { containsText, containsTextIgnoringCase, escapeLike } from '../../platform/text-match';
import { buildOrganTree, type OrganRow, presentOrgan } from './presenter';

export type Actor = Pick<SessionUser, 'userId' | 'orgId' | 'loginName'>;

// Serialises moves: two concurrent moves could otherwise put A under B and B under A.
const MOVE_LOCK = 7_315_201;

/**
 * The organisation tree (spec 001 §7 "Organisations"): read, add (computing the
 * materialised path), edit (a move rewrites the paths below in the same
 * transaction), delete to the recycle bin, drag sort, search. Every call sees
 * and touches only the organisations of the actor's data scope.
 */
export class OrganisationService {
  constructor(private readonly db: Db) {}

  async scopeOf(actor: Actor): Promise<DataScope> {
    return resolveDataScope(this.db, actor);
  }

  async tree(actor: Actor, filter: { organType?: string | undefined; useable?: number | undefined }) {
    const rows = await this.db
      .select()
      .from(organisations)
      .where(
        and(
          eq(organisations.delFlag, 0),
          filter.organType ? eq(organisations.organType, filter.organType) : undefined,
          filter.useable !== undefined ? eq(organisations.useable, filter.useable) : undefined,
          dataScopeFilter(await this.scopeOf(actor), { org: organisations.id }),
        ),
      )
      .orderBy(asc(organisations.sortNumber), asc(organisations.id));
    return buildOrganTree(rows);
  }

  /** The light tree for pickers (user form, role scope): id, code, name, type. */
  async options(actor: Actor) {
    const strip = (node: OrganNode): unknown => ({
      organId: node.organId,
      organCode: node.organCode,
      organName: node.organName,
      organType: node.organType,
      key: node.key,
      title: node.title,
      value: node.value,
      leaf: node.leaf,
      children: node.children.map(strip),
    });
    return (await this.tree(actor, { useable: 1 })).map(strip);
  }

  async detail(actor: Actor, organId: number): Promise<OrganView> {
    return presentOrgan(await this.requireLive(actor, organId));
  }

  async add(actor: Actor, input: OrganAdd): Promise<OrganView> {
    const scope = await this.scopeOf(actor);
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
    const scope = await this.scopeOf(actor);
    const current = await this.requireLive(actor, input.organId, scope);
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
    return presentOrgan(row);
  }

  /** To the recycle bin; refused for the root and while live organisations or users are below. */
  async remove(actor: Actor, organId: number): Promise<void> {
    const org = await this.requireLive(actor, organId);
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
      if (children > 0) throw ruleViolation(ORGAN_MESSAGES.hasChildren(children));
      const members = await tx.$count(users, and(eq(users.orgId, organId), eq(users.delFlag, 0)));
      if (members > 0) throw ruleViolation(ORGAN_MESSAGES.hasUsers(members));
      const now = new Date();
      await tx
        .update(organisations)
        .set({ delFlag: 1, deletedAt: now, updateBy: actor.loginName, updateTime: now })
        .where(eq(organisations.id, organId));
    });
  }

  /** Drag sort: the given siblings take the order of the list. */
  async sort(actor: Actor, parentOrganId: number | null, organIds: number[]): Promise<void> {
    const scope = await this.scopeOf(actor);
    if (parentOrganId !== null) await this.requireLive(actor, parentOrganId, scope);
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

  async search(actor: Actor, keyword: string): Promise<OrganView[]> {
    const rows = await this.db
      .select()
      .from(organisations)
      .where(
        and(
          eq(organisations.delFlag, 0),
          or(
            containsText(organisations.organName, keyword),
            containsTextIgnoringCase(organisations.organCode, keyword),
          ),
          dataScopeFilter(await this.scopeOf(actor), { org: organisations.id }),
        ),
      )
      .orderBy(asc(organisations.parentIds), asc(organisations.sortNumber), asc(organisations.id))
      .limit(50);
    return rows.map(presentOrgan);
  }

  /** The parent's name and the full path of names, for the edit form's parent field. */
  async parentName(actor: Actor, organId: number): Promise<OrganParentName> {
    const org = await this.requireLive(actor, organId);
    const pathIds = [...org.parentIds.split(',').filter(Boolean).map(Number), org.id];
    const rows = await this.db
      .select({ id: organisations.id, organName: organisations.organName })
      .from(organisations)
      .where(inArray(organisations.id, pathIds));
    const nameOf = new Map(rows.map((r) => [r.id, r.organName]));
    return {
      organId: org.id,
      parentOrganId: org.parentId,
      parentOrganName: org.parentId === null ? null : (nameOf.get(org.parentId) ?? null),
      fullName: pathIds.map((id) => nameOf.get(id) ?? '').join('/'),
    };
  }

  async checkCode(organCode: string, exceptId?: number | null) {
    await this.assertCodeFree(organCode, exceptId ?? undefined);
    return { valid: true as const, message: '该值可用！' };
  }

  /** A live organisation the actor's scope shows, or 404. */
  async requireLive(actor: Actor, organId: number, scope?: DataScope): Promise<OrganRow> {
    const [row] = await this.db
      .select()
      .from(organisations)
      .where(
        and(
          eq(organisations.id, organId),
          eq(organisations.delFlag, 0),
          dataScopeFilter(scope ?? (await this.scopeOf(actor)), { org: organisations.id }),
        ),
      );
    if (!row) throw notFound(ORGAN_MESSAGES.notFound);
    return row;
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

  private async write<T>(fn: (tx: DbOrTx) => Promise<T>): Promise<T> {
    try {
      return await this.db.transaction(fn);
    } catch (error) {
      if (isUniqueViolation(error)) throw codeTaken();
      throw error;
    }
  }
}

const codeTaken = () =>
  new AppError(409, RTN.conflict, ORGAN_MESSAGES.organCodeTaken, {
    fieldErrors: { organCode: ORGAN_MESSAGES.organCodeTaken },
  });

async function nextSortNumber(tx: DbOrTx, parentId: number | null): Promise<number> {
  const [row] = await tx
    .select({ top: max(organisations.sortNumber) })
    .from(organisations)
    .where(parentId === null ? isNull(organisations.parentId) : eq(organisations.parentId, parentId));
  return (row?.top ?? 0) + 1;
}

/**
 * Puts the organisation under a new parent and rewrites the materialised path of
 * everything below it, in the caller's transaction. The paths are re-read under
 * the lock, so a concurrent move cannot leave a stale prefix or a cycle behind.
 */
async function moveOrganisation(tx: DbOrTx, organId: number, newParentId: number | null): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${MOVE_LOCK})`);
  const [org] = await tx.select().from(organisations).where(eq(organisations.id, organId));
  const [parent] =
    newParentId === null
      ? [null]
      : await tx.select().from(organisations).where(eq(organisations.id, newParentId));
  if (!org || parent === undefined) throw notFound(ORGAN_MESSAGES.notFound);
  const oldChildPath = childPathOf(org);
  if (parent && (parent.id === org.id || childPathOf(parent).startsWith(oldChildPath))) {
    throw ruleViolation(ORGAN_MESSAGES.moveUnderSelf);
  }
  const newParentIds = parent ? childPathOf(parent) : ',';
  const newChildPath = `${newParentIds}${org.id},`;
  await tx
    .update(organisations)
    .set({ parentId: parent?.id ?? null, parentIds: newParentIds })
    .where(eq(organisations.id, organId));
  await tx
    .update(organisations)
    .set({
      parentIds: sql`${newChildPath} || substr(${organisations.parentIds}, ${oldChildPath.length + 1})`,
    })
    .where(like(organisations.parentIds, `${escapeLike(oldChildPath)}%`));
}
