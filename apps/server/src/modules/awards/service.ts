import {
  AWARD_MESSAGES,
  AWARD_STATUS,
  type AwardAdd,
  type AwardOption,
  type AwardPageQuery,
  type AwardUpdate,
  type AwardView,
  DEFAULT_FLOW,
} from '@awards/shared/awards';
import { RTN } from '@awards/shared/envelope';
import type { Page } from '@awards/shared/paging';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { awards, editionAwards, editions } from '../../db/schema';
import { isForeignKeyViolation, onUniqueViolation } from '../../platform/db-errors';
import { AppError, notFound, ruleViolation } from '../../platform/errors';
import { countRows, pagedQuery } from '../../platform/paging';
import { containsText, containsTextIgnoringCase } from '../../platform/text-match';
import { presentAwards, readAward, selectAwards } from './repository';
import { replaceGrades, replaceStandards } from './sets';

type Actor = { loginName: string };

/**
 * Awards (DOMAIN.md "Catalogue", docs/domain.md "Awards"): the list, add/update,
 * delete (refused while an edition includes the award), enable/disable. The
 * grades, standards and preset flow are replaced as wholes in sets.ts.
 */
export class AwardService {
  constructor(private readonly db: Db) {}

  async page(query: AwardPageQuery): Promise<Page<AwardView>> {
    const where = and(
      query.awardName ? containsText(awards.awardName, query.awardName) : undefined,
      query.awardCode ? containsTextIgnoringCase(awards.awardCode, query.awardCode) : undefined,
      query.category ? eq(awards.category, query.category) : undefined,
      query.status !== undefined ? eq(awards.status, query.status) : undefined,
    );
    return pagedQuery(
      query,
      async (limit, offset) =>
        presentAwards(
          this.db,
          await selectAwards(this.db, where)
            .orderBy(asc(awards.sortNumber), asc(awards.id))
            .limit(limit)
            .offset(offset),
        ),
      countRows(this.db, awards, where),
    );
  }

  /** Enabled awards, for the edition's award picker. */
  async options(): Promise<AwardOption[]> {
    return this.db
      .select({
        awardId: awards.id,
        awardCode: awards.awardCode,
        awardName: awards.awardName,
        category: awards.category,
      })
      .from(awards)
      .where(eq(awards.status, AWARD_STATUS.enabled))
      .orderBy(asc(awards.sortNumber), asc(awards.id));
  }

  detail(awardId: number): Promise<AwardView> {
    return readAward(this.db, awardId);
  }

  async add(actor: Actor, input: AwardAdd): Promise<AwardView> {
    await this.assertCodeFree(input.awardCode);
    const { grades, standards, flow, ...fields } = input;
    return this.write(async (tx) => {
      const [row] = await tx
        .insert(awards)
        .values({ ...fields, flow: flow ?? DEFAULT_FLOW, createBy: actor.loginName })
        .returning({ id: awards.id });
      if (grades) await replaceGrades(tx, row!.id, grades);
      if (standards) await replaceStandards(tx, row!.id, standards);
      return readAward(tx, row!.id);
    });
  }

  async update(actor: Actor, input: AwardUpdate): Promise<AwardView> {
    const current = await this.detail(input.awardId);
    if (input.awardCode && input.awardCode !== current.awardCode)
      await this.assertCodeFree(input.awardCode, input.awardId);
    const { awardId, ...fields } = input;
    return this.write(async (tx) => {
      await tx
        .update(awards)
        .set({ ...fields, updateBy: actor.loginName, updateTime: new Date() })
        .where(eq(awards.id, awardId));
      return readAward(tx, awardId);
    });
  }

  /**
   * Deletes an award no edition includes. The row lock makes an edition adding
   * the award at the same time wait; the foreign key (restrict) is the last guard.
   */
  async remove(awardId: number): Promise<{ count: number }> {
    try {
      await this.db.transaction(async (tx) => {
        const [award] = await tx
          .select({ awardName: awards.awardName })
          .from(awards)
          .where(eq(awards.id, awardId))
          .for('update');
        if (!award) throw notFound(AWARD_MESSAGES.notFound);
        const using = await tx
          .select({ editionName: editions.editionName })
          .from(editionAwards)
          .innerJoin(editions, eq(editions.id, editionAwards.editionId))
          .where(eq(editionAwards.awardId, awardId))
          .orderBy(asc(editions.id));
        if (using.length > 0)
          throw ruleViolation(
            AWARD_MESSAGES.inUse({
              name: award.awardName,
              editions: using.map((u) => `「${u.editionName}」`).join('、'),
            }),
          );
        await tx.delete(awards).where(eq(awards.id, awardId));
      });
    } catch (error) {
      if (isForeignKeyViolation(error)) throw ruleViolation(AWARD_MESSAGES.inUseAny);
      throw error;
    }
    return { count: 1 };
  }

  /** Disabling keeps the award in the editions that include it; it only leaves the picker. */
  async setStatus(actor: Actor, awardIds: number[], status: 0 | 1): Promise<{ count: number }> {
    const unique = [...new Set(awardIds)];
    const found = await this.db.$count(awards, inArray(awards.id, unique));
    if (found !== unique.length) throw notFound(AWARD_MESSAGES.notFound);
    await this.db
      .update(awards)
      .set({ status, updateBy: actor.loginName, updateTime: new Date() })
      .where(inArray(awards.id, unique));
    return { count: unique.length };
  }

  private async assertCodeFree(awardCode: string, exceptId?: number): Promise<void> {
    const taken = await this.db.$count(
      awards,
      and(eq(awards.awardCode, awardCode), exceptId ? ne(awards.id, exceptId) : undefined),
    );
    if (taken > 0) throw codeTaken();
  }

  /** The unique award code is the last word on a duplicate: a lost race is the same 409. */
  private write<T>(fn: (tx: DbOrTx) => Promise<T>): Promise<T> {
    return onUniqueViolation(() => this.db.transaction(fn), codeTaken);
  }
}

const codeTaken = () =>
  new AppError(409, RTN.conflict, AWARD_MESSAGES.awardCodeTaken, null, {
    awardCode: AWARD_MESSAGES.awardCodeTaken,
  });
