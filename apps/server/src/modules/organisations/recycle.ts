import { ORGAN_MESSAGES, type OrganView } from '@awards/shared/organisations';
import type { Page, PageRequest } from '@awards/shared/paging';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { organisations, users } from '../../db/schema';
import type { AuthChanges } from '../../platform/auth/auth-cache';
import { dataScopeFilter } from '../../platform/data-scope';
import { isForeignKeyViolation } from '../../platform/db-errors';
import { notFound, ruleViolation } from '../../platform/errors';
import { countRows, pagedQuery } from '../../platform/paging';
import { containsText } from '../../platform/text-match';
import { type OrganRow, presentOrgan } from './presenter';
import type { Actor, OrganisationService } from './service';

/**
 * The organisations' recycle bin (spec 001 §4): an organisation comes back only
 * under a live parent, and goes for good only when nothing refers to it any more.
 */
export class OrganisationRecycleService {
  constructor(
    private readonly db: Db,
    private readonly organisations: OrganisationService,
    private readonly auth: Pick<AuthChanges, 'scopesChanged'>,
  ) {}

  async list(
    actor: Actor,
    query: PageRequest & { organName?: string | undefined },
  ): Promise<Page<OrganView>> {
    const where = and(
      eq(organisations.delFlag, 1),
      query.organName ? containsText(organisations.organName, query.organName) : undefined,
      dataScopeFilter(await this.organisations.scopeOf(actor), { org: organisations.id }),
    );
    return pagedQuery(
      query,
      async (limit, offset) =>
        (
          await this.db
            .select()
            .from(organisations)
            .where(where)
            .orderBy(desc(organisations.deletedAt), desc(organisations.id))
            .limit(limit)
            .offset(offset)
        ).map(presentOrgan),
      countRows(this.db, organisations, where),
    );
  }

  async restore(actor: Actor, organIds: number[]): Promise<{ count: number }> {
    const rows = await this.requireRecycled(actor, organIds);
    const restoring = new Set(rows.map((r) => r.id));
    const parentIds = [...new Set(rows.map((r) => r.parentId).filter((id): id is number => id !== null))];
    const liveParents = new Set(
      parentIds.length
        ? (
            await this.db
              .select({ id: organisations.id })
              .from(organisations)
              .where(and(inArray(organisations.id, parentIds), eq(organisations.delFlag, 0)))
          ).map((r) => r.id)
        : [],
    );
    // A parent restored in the same request counts as live.
    if (rows.some((r) => r.parentId !== null && !liveParents.has(r.parentId) && !restoring.has(r.parentId))) {
      throw ruleViolation(ORGAN_MESSAGES.parentDeleted);
    }
    await this.db
      .update(organisations)
      .set({ delFlag: 0, deletedAt: null, updateBy: actor.loginName, updateTime: new Date() })
      .where(inArray(organisations.id, [...restoring]));
    // Scopes held in memory name organisations: they are read again as they now are.
    await this.auth.scopesChanged();
    return { count: rows.length };
  }

  async purge(actor: Actor, organIds: number[]): Promise<{ count: number }> {
    const rows = await this.requireRecycled(actor, organIds);
    const ids = rows.map((r) => r.id);
    const purging = new Set(ids);
    const children = await this.db
      .select({ id: organisations.id })
      .from(organisations)
      .where(inArray(organisations.parentId, ids));
    if (children.some((c) => !purging.has(c.id))) throw ruleViolation(ORGAN_MESSAGES.purgeChildren);
    if ((await this.db.$count(users, inArray(users.orgId, ids))) > 0) {
      throw ruleViolation(ORGAN_MESSAGES.purgeReferenced);
    }
    try {
      await this.db.transaction(async (tx) => {
        // Deepest first, so that a parent purged together with its child goes after it.
        for (const row of [...rows].sort((a, b) => b.parentIds.length - a.parentIds.length)) {
          await tx.delete(organisations).where(eq(organisations.id, row.id));
        }
      });
    } catch (error) {
      // Roles, declarations or other data still point at it.
      if (isForeignKeyViolation(error)) throw ruleViolation(ORGAN_MESSAGES.purgeReferenced);
      throw error;
    }
    await this.auth.scopesChanged();
    return { count: rows.length };
  }

  private async requireRecycled(actor: Actor, organIds: number[]): Promise<OrganRow[]> {
    const unique = [...new Set(organIds)];
    const rows = await this.db
      .select()
      .from(organisations)
      .where(
        and(
          inArray(organisations.id, unique),
          eq(organisations.delFlag, 1),
          dataScopeFilter(await this.organisations.scopeOf(actor), { org: organisations.id }),
        ),
      );
    if (rows.length !== unique.length) throw notFound(ORGAN_MESSAGES.notFound);
    return rows;
  }
}
