import type { ReviewSettingsSave, ReviewSettingsView } from '@awards/shared/review';
import { REVIEW_MESSAGES as M } from '@awards/shared/review';
import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { reviewSettings, reviews } from '../../db/schema';
import { ruleViolation } from '../../platform/errors';
import { readEdition, readSettings, requireEditable } from './repository';

/** The edition's review settings (docs/domain.md "Settings"). */
export class ReviewSettingsService {
  constructor(private readonly db: Db) {}

  async get(editionId: number): Promise<ReviewSettingsView> {
    const edition = await readEdition(this.db, editionId);
    return {
      editionId,
      ...(await readSettings(this.db, edition)),
      normalisationLocked: await this.scoresOpen(this.db, editionId),
    };
  }

  /** Saves what is sent over what is stored; the normalisation is locked once a review is submitted. */
  async save(loginName: string, input: ReviewSettingsSave): Promise<ReviewSettingsView> {
    await this.db.transaction(async (tx) => {
      const edition = await readEdition(tx, input.editionId, true);
      requireEditable(edition);
      const current = await readSettings(tx, edition);
      const next = { ...current, ...stripUndefined(input) };
      if (next.minLoad > next.maxLoad) throw ruleViolation(M.loadOrder);
      if (next.normalisation !== current.normalisation && (await this.scoresOpen(tx, edition.id)))
        throw ruleViolation(M.normalisationLocked);
      const row = {
        expertsPerDeclaration: next.expertsPerDeclaration,
        awardOverrides: next.awardOverrides,
        minLoad: next.minLoad,
        maxLoad: next.maxLoad,
        scoreScale: next.scoreScale,
        normalisation: next.normalisation,
        rangeThreshold: next.rangeThreshold,
        sdThreshold: next.sdThreshold,
        reviewStart: next.reviewStart ? new Date(next.reviewStart) : null,
        reviewEnd: next.reviewEnd ? new Date(next.reviewEnd) : null,
        blind: next.blind,
        reminderDaysBefore: next.reminderDaysBefore,
        alternatesPerDeclaration: next.alternatesPerDeclaration,
      };
      await tx
        .insert(reviewSettings)
        .values({ editionId: edition.id, ...row, createBy: loginName })
        .onConflictDoUpdate({
          target: reviewSettings.editionId,
          set: { ...row, updateBy: loginName, updateTime: new Date() },
        });
    });
    return this.get(input.editionId);
  }

  private async scoresOpen(db: DbOrTx, editionId: number) {
    const [row] = await db
      .select({ id: reviews.id })
      .from(reviews)
      .where(and(eq(reviews.editionId, editionId), eq(reviews.status, 'submitted')))
      .limit(1);
    return Boolean(row);
  }
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
