import {
  AWARD_MESSAGES,
  AWARD_STATUS,
  type AwardAdd,
  type AwardOption,
  type AwardPageQuery,
  type AwardUpdate,
  type AwardView,
  DEFAULT_FLOW,
  type FlowStage,
  type GradeInput,
  type StandardInput,
} from '@awards/shared/awards';
import { RTN } from '@awards/shared/envelope';
import { type Page, toPage } from '@awards/shared/paging';
import { and, asc, eq, getTableColumns, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { awardGrades, awardStandards, awards, editionAwards, editions } from '../../db/schema';
import { isForeignKeyViolation, isUniqueViolation } from '../../platform/db-errors';
import { AppError, notFound, ruleViolation } from '../../platform/errors';
import { containsText, containsTextIgnoringCase } from '../../platform/text-match';
import { presentAward } from './presenter';

type Actor = { loginName: string };

/**
 * How many editions include the award. The outer id is qualified by hand: in a
 * one-table select Drizzle writes it bare, and edition_awards has an id of its own.
 */
const editionCount =
  sql<number>`(select count(*) from ${editionAwards} where ${editionAwards.awardId} = "awards"."id")`.mapWith(
    Number,
  );

/**
 * Awards (DOMAIN.md "Catalogue", docs/domain.md "Awards"): the list, add/update,
 * delete (refused while an edition includes the award), enable/disable, and the
 * full sets of grades, standards and the preset flow, each replaced as a whole.
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
    const [rows, total] = await Promise.all([
      this.select(where)
        .orderBy(asc(awards.sortNumber), asc(awards.id))
        .limit(query.pageSize)
        .offset((query.pageNum - 1) * query.pageSize),
      this.db.$count(awards, where),
    ]);
    return toPage(query, total, await this.present(rows));
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

  async detail(awardId: number, db: DbOrTx = this.db): Promise<AwardView> {
    const [row] = await this.select(eq(awards.id, awardId), db);
    if (!row) throw notFound(AWARD_MESSAGES.notFound);
    const [view] = await this.present([row], db);
    return view!;
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
      return this.detail(row!.id, tx);
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
      return this.detail(awardId, tx);
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
            AWARD_MESSAGES.inUse(award.awardName, using.map((u) => `「${u.editionName}」`).join('、')),
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

  /** Replaces the award's grades; editions keep their own copies. */
  async saveGrades(actor: Actor, awardId: number, grades: GradeInput[]): Promise<AwardView> {
    return this.change(actor, awardId, (tx) => replaceGrades(tx, awardId, grades));
  }

  /** Replaces the award's standards; the schema has checked that the weights sum to 100. */
  async saveStandards(actor: Actor, awardId: number, standards: StandardInput[]): Promise<AwardView> {
    return this.change(actor, awardId, (tx) => replaceStandards(tx, awardId, standards));
  }

  async saveFlow(actor: Actor, awardId: number, flow: FlowStage[]): Promise<AwardView> {
    return this.change(actor, awardId, async (tx) => {
      await tx.update(awards).set({ flow }).where(eq(awards.id, awardId));
    });
  }

  /** Locks the award, applies one change and stamps who made it, in one transaction. */
  private async change(actor: Actor, awardId: number, fn: (tx: DbOrTx) => Promise<void>): Promise<AwardView> {
    return this.db.transaction(async (tx) => {
      const [locked] = await tx
        .select({ id: awards.id })
        .from(awards)
        .where(eq(awards.id, awardId))
        .for('update');
      if (!locked) throw notFound(AWARD_MESSAGES.notFound);
      await fn(tx);
      await tx
        .update(awards)
        .set({ updateBy: actor.loginName, updateTime: new Date() })
        .where(eq(awards.id, awardId));
      return this.detail(awardId, tx);
    });
  }

  private select(where: SQL | undefined, db: DbOrTx = this.db) {
    return db
      .select({ ...getTableColumns(awards), editionCount })
      .from(awards)
      .where(where);
  }

  /** Rows with their grades and standards, two queries for the whole page. */
  private async present(rows: Awaited<ReturnType<AwardService['select']>>, db: DbOrTx = this.db) {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const [grades, standards] = await Promise.all([
      db
        .select()
        .from(awardGrades)
        .where(inArray(awardGrades.awardId, ids))
        .orderBy(asc(awardGrades.gradeLevel)),
      db
        .select()
        .from(awardStandards)
        .where(inArray(awardStandards.awardId, ids))
        .orderBy(asc(awardStandards.sortNumber), asc(awardStandards.id)),
    ]);
    return rows.map((row) =>
      presentAward(
        row,
        grades.filter((g) => g.awardId === row.id),
        standards.filter((s) => s.awardId === row.id),
      ),
    );
  }

  private async assertCodeFree(awardCode: string, exceptId?: number): Promise<void> {
    const taken = await this.db.$count(
      awards,
      and(eq(awards.awardCode, awardCode), exceptId ? ne(awards.id, exceptId) : undefined),
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

async function replaceGrades(tx: DbOrTx, awardId: number, grades: GradeInput[]): Promise<void> {
  await tx.delete(awardGrades).where(eq(awardGrades.awardId, awardId));
  await tx.insert(awardGrades).values(
    grades.map((g) => ({
      awardId,
      gradeName: g.gradeName,
      gradeLevel: g.gradeLevel,
      defaultQuota: g.quota,
    })),
  );
}

async function replaceStandards(tx: DbOrTx, awardId: number, standards: StandardInput[]): Promise<void> {
  await tx.delete(awardStandards).where(eq(awardStandards.awardId, awardId));
  await tx.insert(awardStandards).values(
    standards.map((s, index) => ({
      awardId,
      standardName: s.standardName,
      description: s.description ?? null,
      maxScore: s.maxScore,
      weight: s.weight,
      sortNumber: index,
    })),
  );
}

const codeTaken = () =>
  new AppError(409, RTN.conflict, AWARD_MESSAGES.awardCodeTaken, {
    fieldErrors: { awardCode: AWARD_MESSAGES.awardCodeTaken },
  });
