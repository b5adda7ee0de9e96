import {
  AWARD_MESSAGES,
  type AwardView,
  type FlowStage,
  type GradeInput,
  type StandardInput,
} from '@awards/shared/awards';
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { awardGrades, awardStandards, awards } from '../../db/schema';
import { notFound } from '../../platform/errors';
import { readAward } from './repository';

type Actor = { loginName: string };

/**
 * An award's sets (docs/domain.md "Awards"): its grades, its standards and its
 * preset flow, each replaced as a whole. Editions keep their own copies, so a
 * change here reaches only editions that take the award afterwards.
 */
export class AwardSetService {
  constructor(private readonly db: Db) {}

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
      return readAward(tx, awardId);
    });
  }
}

export async function replaceGrades(tx: DbOrTx, awardId: number, grades: GradeInput[]): Promise<void> {
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

export async function replaceStandards(
  tx: DbOrTx,
  awardId: number,
  standards: StandardInput[],
): Promise<void> {
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
