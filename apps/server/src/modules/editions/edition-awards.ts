import {
  AWARD_MESSAGES,
  AWARD_STATUS,
  type FlowStage,
  type GradeInput,
  type StandardInput,
} from '@awards/shared/awards';
import { EDITION_MESSAGES, type EditionDetail } from '@awards/shared/editions';
import { and, asc, eq, inArray, max } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import {
  awardGrades,
  awardStandards,
  awards,
  declarations,
  editionAwards,
  editionGrades,
  editionStandards,
  editions,
} from '../../db/schema';
import { notFound, ruleViolation } from '../../platform/errors';
import { assertEditable, type EditablePart } from './editability';
import type { EditionService } from './service';
import { lockEdition } from './service';

type Actor = { loginName: string };

/**
 * The awards of an edition (docs/domain.md "Edition awards"): adding copies the
 * award's grades (default quota as the edition's quota), standards and flow;
 * from then on the edition's copies are edited here and the award's later
 * changes do not reach them. Each call locks the edition row, so a status change
 * and an edit never interleave.
 */
export class EditionAwardService {
  constructor(
    private readonly db: Db,
    private readonly editions: EditionService,
  ) {}

  async add(actor: Actor, editionId: number, awardIds: number[]): Promise<EditionDetail> {
    const unique = [...new Set(awardIds)];
    return this.change(actor, editionId, 'awards', async (tx) => {
      // FOR SHARE: an award being deleted at the same moment waits, or makes us wait.
      const found = await tx.select().from(awards).where(inArray(awards.id, unique)).for('share');
      if (found.length !== unique.length) throw notFound(AWARD_MESSAGES.notFound);
      const names = (list: typeof found) => list.map((a) => `「${a.awardName}」`).join('、');
      const disabled = found.filter((a) => a.status !== AWARD_STATUS.enabled);
      if (disabled.length > 0)
        throw ruleViolation(EDITION_MESSAGES.awardDisabled({ names: names(disabled) }));
      const present = await tx
        .select({ awardId: editionAwards.awardId })
        .from(editionAwards)
        .where(and(eq(editionAwards.editionId, editionId), inArray(editionAwards.awardId, unique)));
      const already = found.filter((a) => present.some((p) => p.awardId === a.id));
      if (already.length > 0) throw ruleViolation(EDITION_MESSAGES.awardAlreadyIn({ names: names(already) }));

      const [last] = await tx
        .select({ sort: max(editionAwards.sortNumber) })
        .from(editionAwards)
        .where(eq(editionAwards.editionId, editionId));
      let sort = (last?.sort ?? 0) + 1;
      for (const award of found.sort((a, b) => a.sortNumber - b.sortNumber || a.id - b.id)) {
        const [row] = await tx
          .insert(editionAwards)
          .values({ editionId, awardId: award.id, flow: award.flow, sortNumber: sort++ })
          .returning({ id: editionAwards.id });
        await copyFromAward(tx, award.id, row!.id);
      }
    });
  }

  /** Takes an award out of the edition with its edition-level copies; refused while declarations use it. */
  async remove(actor: Actor, editionId: number, awardId: number): Promise<EditionDetail> {
    return this.change(actor, editionId, 'awards', async (tx) => {
      await requireEditionAward(tx, editionId, awardId);
      // Declarations read the edition FOR SHARE when written; the edition row is locked here.
      const used = await tx.$count(
        declarations,
        and(eq(declarations.editionId, editionId), eq(declarations.awardId, awardId)),
      );
      if (used > 0) {
        const [award] = await tx
          .select({ name: awards.awardName })
          .from(awards)
          .where(eq(awards.id, awardId));
        throw ruleViolation(
          EDITION_MESSAGES.awardHasDeclarations({ award: award?.name ?? awardId, count: used }),
        );
      }
      await tx
        .delete(editionAwards)
        .where(and(eq(editionAwards.editionId, editionId), eq(editionAwards.awardId, awardId)));
    });
  }

  async saveGrades(
    actor: Actor,
    editionId: number,
    awardId: number,
    grades: GradeInput[],
  ): Promise<EditionDetail> {
    return this.change(actor, editionId, 'grades', async (tx) => {
      const editionAwardId = await requireEditionAward(tx, editionId, awardId);
      await tx.delete(editionGrades).where(eq(editionGrades.editionAwardId, editionAwardId));
      await tx.insert(editionGrades).values(
        grades.map((g) => ({
          editionAwardId,
          gradeName: g.gradeName,
          gradeLevel: g.gradeLevel,
          quota: g.quota,
        })),
      );
    });
  }

  async saveStandards(
    actor: Actor,
    editionId: number,
    awardId: number,
    standards: StandardInput[],
  ): Promise<EditionDetail> {
    return this.change(actor, editionId, 'standards', async (tx) => {
      const editionAwardId = await requireEditionAward(tx, editionId, awardId);
      await tx.delete(editionStandards).where(eq(editionStandards.editionAwardId, editionAwardId));
      await tx.insert(editionStandards).values(
        standards.map((s, index) => ({
          editionAwardId,
          standardName: s.standardName,
          description: s.description ?? null,
          maxScore: s.maxScore,
          weight: s.weight,
          sortNumber: index,
        })),
      );
    });
  }

  async saveFlow(
    actor: Actor,
    editionId: number,
    awardId: number,
    flow: FlowStage[],
  ): Promise<EditionDetail> {
    return this.change(actor, editionId, 'flow', async (tx) => {
      const editionAwardId = await requireEditionAward(tx, editionId, awardId);
      await tx.update(editionAwards).set({ flow }).where(eq(editionAwards.id, editionAwardId));
    });
  }

  /** Locks the edition, checks the part may still change in its status, applies fn, stamps the edition. */
  private async change(
    actor: Actor,
    editionId: number,
    part: EditablePart,
    fn: (tx: DbOrTx) => Promise<void>,
  ): Promise<EditionDetail> {
    return this.db.transaction(async (tx) => {
      const edition = await lockEdition(tx, editionId);
      assertEditable(edition.status, part);
      await fn(tx);
      await tx
        .update(editions)
        .set({ updateBy: actor.loginName, updateTime: new Date() })
        .where(eq(editions.id, editionId));
      return this.editions.detail(editionId, tx);
    });
  }
}

async function requireEditionAward(tx: DbOrTx, editionId: number, awardId: number): Promise<number> {
  const [row] = await tx
    .select({ id: editionAwards.id })
    .from(editionAwards)
    .where(and(eq(editionAwards.editionId, editionId), eq(editionAwards.awardId, awardId)));
  if (!row) throw notFound(EDITION_MESSAGES.awardNotInEdition);
  return row.id;
}

/** The edition-level copies of one award's grades and standards. */
async function copyFromAward(tx: DbOrTx, awardId: number, editionAwardId: number): Promise<void> {
  const grades = await tx.select().from(awardGrades).where(eq(awardGrades.awardId, awardId));
  if (grades.length > 0)
    await tx.insert(editionGrades).values(
      grades.map((g) => ({
        editionAwardId,
        gradeName: g.gradeName,
        gradeLevel: g.gradeLevel,
        quota: g.defaultQuota,
      })),
    );
  const standards = await tx
    .select()
    .from(awardStandards)
    .where(eq(awardStandards.awardId, awardId))
    .orderBy(asc(awardStandards.sortNumber), asc(awardStandards.id));
  if (standards.length > 0)
    await tx.insert(editionStandards).values(
      standards.map((s, index) => ({
        editionAwardId,
        standardName: s.standardName,
        description: s.description,
        maxScore: s.maxScore,
        weight: s.weight,
        sortNumber: index,
      })),
    );
}
