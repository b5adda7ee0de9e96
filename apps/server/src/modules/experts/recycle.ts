import {
  EXPERT_MESSAGES,
  type ExpertActionResult,
  type ExpertRecycleQuery,
  type ExpertView,
} from '@awards/shared/experts';
import type { Page } from '@awards/shared/paging';
import { and, asc, desc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { editionExperts, editions, experts } from '../../db/schema';
import type { SessionUser } from '../../platform/auth/sessions';
import { isForeignKeyViolation } from '../../platform/db-errors';
import { ruleViolation } from '../../platform/errors';
import { countRows, pagedQuery } from '../../platform/paging';
import { containsText } from '../../platform/text-match';
import { lockExperts } from './locking';
import { presentExpert } from './presenter';
import { selectExperts } from './repository';

type Actor = Pick<SessionUser, 'loginName'>;

/**
 * The experts' recycle bin, as for users and organisations: delete moves a
 * record here (refused while an edition still running has the expert in its
 * pool), restore brings it back, purge deletes it for good (refused for an
 * expert who was ever in an edition's pool: that edition's record keeps them).
 */
export class ExpertRecycleService {
  constructor(private readonly db: Db) {}

  async remove(actor: Actor, expertIds: number[]): Promise<ExpertActionResult> {
    return this.db.transaction(async (tx) => {
      const rows = await lockExperts(tx, expertIds);
      const ids = rows.map((r) => r.id);
      const open = await editionNamesOf(tx, ids, ne(editions.status, 'finished'));
      if (open) throw ruleViolation(EXPERT_MESSAGES.inOpenEdition({ names: open }));
      const now = new Date();
      await tx
        .update(experts)
        .set({ delFlag: 1, deletedAt: now, updateBy: actor.loginName, updateTime: now })
        .where(inArray(experts.id, ids));
      return { count: ids.length, notified: 0 };
    });
  }

  async list(query: ExpertRecycleQuery): Promise<Page<ExpertView>> {
    const where = and(
      eq(experts.delFlag, 1),
      query.expertName ? containsText(experts.expertName, query.expertName) : undefined,
    );
    return pagedQuery(
      query,
      async (limit, offset) =>
        (
          await selectExperts(this.db, where)
            .orderBy(desc(experts.deletedAt), desc(experts.id))
            .limit(limit)
            .offset(offset)
        ).map((row) => presentExpert(row)),
      countRows(this.db, experts, where),
    );
  }

  async restore(actor: Actor, expertIds: number[]): Promise<ExpertActionResult> {
    return this.db.transaction(async (tx) => {
      const rows = await lockExperts(tx, expertIds, 1);
      await tx
        .update(experts)
        .set({ delFlag: 0, deletedAt: null, updateBy: actor.loginName, updateTime: new Date() })
        .where(
          inArray(
            experts.id,
            rows.map((r) => r.id),
          ),
        );
      return { count: rows.length, notified: 0 };
    });
  }

  async purge(expertIds: number[]): Promise<ExpertActionResult> {
    try {
      return await this.db.transaction(async (tx) => {
        const rows = await lockExperts(tx, expertIds, 1);
        const ids = rows.map((r) => r.id);
        const any = await editionNamesOf(tx, ids);
        if (any) throw ruleViolation(EXPERT_MESSAGES.inAnyEdition({ names: any }));
        await tx.delete(experts).where(inArray(experts.id, ids));
        return { count: ids.length, notified: 0 };
      });
    } catch (error) {
      // The foreign key (restrict) is the last guard against a push at the same moment.
      if (isForeignKeyViolation(error)) throw ruleViolation(EXPERT_MESSAGES.inAnyEdition({ names: '' }));
      throw error;
    }
  }
}

/** 「届次A」、「届次B」: the editions whose pools hold any of the experts, or '' if none. */
async function editionNamesOf(tx: DbOrTx, expertIds: number[], condition?: SQL): Promise<string> {
  const rows = await tx
    .selectDistinct({ id: editions.id, editionName: editions.editionName })
    .from(editionExperts)
    .innerJoin(editions, eq(editions.id, editionExperts.editionId))
    .where(and(inArray(editionExperts.expertId, expertIds), condition))
    .orderBy(asc(editions.id));
  return rows.map((r) => `「${r.editionName}」`).join('、');
}
