import {
  ORGAN_MESSAGES,
  type OrganNode,
  type OrganParentName,
  type OrganView,
} from '@awards/shared/organisations';
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { organisations } from '../../db/schema';
import type { SessionUser } from '../../platform/auth/sessions';
import { type DataScope, type DataScopeSource, dataScopeFilter } from '../../platform/data-scope';
import { notFound } from '../../platform/errors';
import { containsText, containsTextIgnoringCase } from '../../platform/text-match';
import { buildOrganTree, type OrganRow, presentOrgan } from './presenter';

export type Actor = Pick<SessionUser, 'userId' | 'orgId' | 'loginName'>;

/**
 * The organisation tree as the actor's data scope shows it (spec 001 §7
 * "Organisations"): the tree, the pickers' options, one organisation, the
 * search, the path of names. Changes are in edits.ts, the recycle bin in
 * recycle.ts; every part finds its organisation through `requireLive`.
 */
export class OrganisationService {
  constructor(
    private readonly db: Db,
    private readonly scopes: DataScopeSource,
  ) {}

  /** The actor's data scope, from memory when held (every use here is outside a transaction). */
  async scopeOf(actor: Actor): Promise<DataScope> {
    return this.scopes.dataScope(actor);
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
}
