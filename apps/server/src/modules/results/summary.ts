import { DECLARATION_STATUS_NAMES } from '@awards/shared/declarations';
import { type Locale, renderMessage } from '@awards/shared/i18n';
import {
  OUTPUT_MESSAGES as M,
  MEETING_OUTCOME_NAMES,
  type ReviewSummaryReview,
  type ReviewSummaryView,
} from '@awards/shared/outputs';
import { NORMALISATION_NAMES, NORMALISATIONS, type Normalisation } from '@awards/shared/review';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { editions } from '../../db/schema';
import { ruleViolation } from '../../platform/errors';
import {
  asDeclarer,
  asStaff,
  type Caller,
  type DeclarationsApi,
  type SignedInUser,
} from '../declarations/public';
import type { MeetingApi } from '../meeting/public';
import type { ReviewApi } from '../review/public';
import { confirmedLists } from './repository';
import type { ResultService } from './service';

/** The edition statuses in which the declaring unit may read its summary: the results are published. */
const PUBLISHED_EDITION = ['publicity', 'finished'];
const CHINESE_DIGITS = ['零', '一', '二', '三', '四', '五', '六', '七', '八', '九', '十'];

/** 专家一 … 专家十, 专家11 on; Expert 1, 2… in English. */
const expertNumber = (n: number, locale: Locale) =>
  locale !== 'en_GB' && n <= 10 ? CHINESE_DIGITS[n]! : String(n);
const round2 = (v: number | null) => (v === null ? null : Math.round(v * 100) / 100);

/**
 * The review summary of one declaration (docs/domain.md "Outputs"): the submitted reviews' scores
 * per standard, totals and comments, the calibrated score, the rank within the award, the meeting's
 * outcome and the grade. Staff read it whole; the declaring unit reads it anonymised (experts as
 * 专家一, 专家二…, no id or organisation) once the edition's results are published, and the comments
 * once the edition has finished.
 */
export class ReviewSummaryService {
  constructor(
    private readonly db: Db,
    private readonly declarations: DeclarationsApi,
    private readonly review: ReviewApi,
    private readonly meeting: MeetingApi,
    private readonly results: ResultService,
  ) {}

  /** For staff (RESULT_VIEW): every name, within their data scope (the lifecycle's visibility rule). */
  staff(user: SignedInUser, declarationId: number, locale: Locale): Promise<ReviewSummaryView> {
    return this.build(asStaff(user, locale), declarationId, locale, false);
  }

  /** For the declaring unit on the site: its own declarations only, anonymised. */
  unit(
    user: SignedInUser & { userType: string },
    declarationId: number,
    locale: Locale,
  ): Promise<ReviewSummaryView> {
    return this.build(asDeclarer(user, locale), declarationId, locale, true);
  }

  private async build(
    caller: Caller,
    declarationId: number,
    locale: Locale,
    anonymous: boolean,
  ): Promise<ReviewSummaryView> {
    const t = (ref: string) => renderMessage(ref, locale);
    const detail = await this.declarations.readDetail(caller, declarationId);
    const [edition] = await this.db
      .select({ status: editions.status })
      .from(editions)
      .where(eq(editions.id, detail.editionId));
    const list = (await confirmedLists(this.db, detail.editionId)).find((l) => l.awardId === detail.awardId);
    const entry = list?.entries.find((e) => e.declarationId === declarationId) ?? null;
    if (anonymous && (!entry || !PUBLISHED_EDITION.includes(edition?.status ?? '')))
      throw ruleViolation(M.notPublished);
    const released = !anonymous || edition?.status === 'finished';

    const { scale, standards, reviews } = await this.review.declarationReviews(this.db, declarationId);
    const proposal = (
      await this.meeting.proposals(this.db, detail.editionId, detail.awardId)
    ).byDeclaration.get(declarationId);
    const table = await this.review.scoreTable(detail.editionId, this.db);
    const scoreRow = table.rows.find((r) => r.declarationId === declarationId);
    if (reviews.length === 0 && !proposal && !entry) throw ruleViolation(M.notReviewed);

    const locked = (NORMALISATIONS as readonly string[]).includes(list?.method ?? table.normalisation)
      ? ((list?.method ?? table.normalisation) as Normalisation)
      : 'weighted_mean';
    let rank: ReviewSummaryView['rank'] = null;
    let gradeName = entry?.gradeName ?? null;
    if (entry && list) rank = { rank: entry.rank, of: list.entries.length };
    else if (!anonymous) {
      const view = await this.results.view(detail.editionId, detail.awardId, locale);
      const row = view.rows.find((r) => r.declarationId === declarationId);
      if (row) {
        rank = { rank: row.rank, of: view.rows.length };
        gradeName = row.gradeName;
      }
    }
    const totals = reviews.map((r) => r.total).filter((v): v is number => v !== null);
    const onScale = (v: number | null) => round2(v === null ? null : (v * scale) / 100);
    const shown: ReviewSummaryReview[] = reviews.map((r, i) => ({
      reviewer: anonymous ? t(M.expertLabel({ n: expertNumber(i + 1, locale) })) : r.expertName,
      expertId: anonymous ? null : r.expertId,
      organisation: anonymous ? null : r.organisation,
      scores: standards.map((s) => r.scores[String(s.standardId)] ?? null),
      total: onScale(r.total),
      comment: released ? r.comment : null,
    }));
    return {
      declarationId,
      projectName: detail.projectName,
      editionName: detail.editionName,
      awardName: detail.awardName,
      unitName: detail.unitName,
      status: detail.status,
      statusName: t(DECLARATION_STATUS_NAMES[detail.status]),
      scale,
      standards,
      reviews: shown,
      meanTotal: totals.length ? onScale(totals.reduce((a, b) => a + b, 0) / totals.length) : null,
      method: locked,
      methodName: t(NORMALISATION_NAMES[locked]),
      calibrated: round2(entry?.score ?? scoreRow?.scores[locked] ?? null),
      rank,
      meetingOutcome: proposal ? t(MEETING_OUTCOME_NAMES[proposal.outcome]) : null,
      gradeName,
      commentsReleased: released,
    };
  }
}
