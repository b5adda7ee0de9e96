import type { FlowStage } from '@awards/shared/awards';
import { type Locale, type MessageRef, renderMessage } from '@awards/shared/i18n';
import { type QuotaUse, thresholdOf } from '@awards/shared/meeting';
import {
  RESULT_MESSAGES as M,
  type ResultAwardItem,
  type ResultRow,
  type ResultView,
  type ResultWhatIf,
} from '@awards/shared/results';
import { NORMALISATIONS } from '@awards/shared/review';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import {
  awards,
  declarations,
  editionAwards,
  editionGrades,
  organisations,
  resultLists,
} from '../../db/schema';
import { notFound } from '../../platform/errors';
import { gradesByRank, type MeetingApi } from '../meeting/public';
import type { ReviewApi } from '../review/public';
import { entriesOf, listView, versionsOf } from './repository';

/** The statuses of a declaration waiting for its result: in expert review (no meeting) or meeting review. */
export const WAITING = ['expert_review', 'meeting_review'] as const;
const SHOWN = [...WAITING, 'proposed', 'not_awarded'] as const;

/** The computed list of an award: ranking, grades, quotas, what blocks confirming. */
export interface Computed {
  view: ResultView;
  /** The rows waiting for a result: what a confirmation writes. */
  waiting: ResultRow[];
  blockedRef: MessageRef | null;
}

/**
 * Results within quotas (docs/domain.md "Results"): per award of an edition, the ranking with every
 * score method side by side, the meeting's grades, quota use, and the what-if.
 */
export class ResultService {
  constructor(
    private readonly db: Db,
    private readonly review: ReviewApi,
    private readonly meeting: MeetingApi,
  ) {}

  async awards(editionId: number): Promise<ResultAwardItem[]> {
    const rows = await this.db
      .select({ awardId: editionAwards.awardId, awardName: awards.awardName, flow: editionAwards.flow })
      .from(editionAwards)
      .innerJoin(awards, eq(awards.id, editionAwards.awardId))
      .where(eq(editionAwards.editionId, editionId))
      .orderBy(asc(editionAwards.sortNumber), asc(editionAwards.id));
    const items: ResultAwardItem[] = [];
    for (const r of rows) {
      const waiting = await this.db.$count(
        declarations,
        and(
          eq(declarations.editionId, editionId),
          eq(declarations.awardId, r.awardId),
          inArray(declarations.status, [...WAITING]),
        ),
      );
      const [current] = (await versionsOf(this.db, editionId, r.awardId)).filter(
        (l) => l.status === 'confirmed',
      );
      items.push({
        awardId: r.awardId,
        awardName: r.awardName,
        decidedBy: decidedBy(r.flow),
        waiting,
        current: current
          ? { listId: current.id, version: current.version, contentHash: current.contentHash }
          : null,
      });
    }
    return items;
  }

  async view(editionId: number, awardId: number, locale: Locale): Promise<ResultView> {
    return (await this.compute(this.db, editionId, awardId, locale)).view;
  }

  /** Another method, thresholds or pass-down: the list recomputed, who moves named; nothing stored. */
  async whatIf(input: ResultWhatIf, locale: Locale): Promise<ResultView> {
    const base = await this.compute(this.db, input.editionId, input.awardId, locale);
    const changed = await this.compute(this.db, input.editionId, input.awardId, locale, input);
    const before = new Map(base.view.rows.map((r) => [r.declarationId, r.gradeLevel]));
    const moved = changed.view.rows
      .filter((r) => before.get(r.declarationId) !== r.gradeLevel)
      .map((r) => ({
        declarationId: r.declarationId,
        from: before.get(r.declarationId) ?? null,
        to: r.gradeLevel,
      }));
    return { ...changed.view, moved };
  }

  async listDetail(listId: number) {
    const [row] = await this.db.select().from(resultLists).where(eq(resultLists.id, listId));
    if (!row) throw notFound(M.listNotFound);
    const entries = await entriesOf(this.db, [listId]);
    return listView(
      row,
      entries.map(({ listId: _, ...e }) => e),
    );
  }

  /** The list as it stands (or as a what-if would have it), inside `db`. */
  async compute(
    db: DbOrTx,
    editionId: number,
    awardId: number,
    locale: Locale,
    whatIf?: Omit<ResultWhatIf, 'editionId' | 'awardId'>,
  ): Promise<Computed> {
    const [award] = await db
      .select({ id: editionAwards.id, flow: editionAwards.flow, awardName: awards.awardName })
      .from(editionAwards)
      .innerJoin(awards, eq(awards.id, editionAwards.awardId))
      .where(and(eq(editionAwards.editionId, editionId), eq(editionAwards.awardId, awardId)));
    if (!award) throw notFound(M.awardNotInEdition);
    const settings = await this.meeting.settings(db, editionId);
    const thresholds = whatIf?.thresholds ?? settings.thresholds;
    const passDown = whatIf?.quotaPassDown ?? settings.quotaPassDown;
    const grades = await db
      .select({ level: editionGrades.gradeLevel, name: editionGrades.gradeName, quota: editionGrades.quota })
      .from(editionGrades)
      .where(eq(editionGrades.editionAwardId, award.id))
      .orderBy(asc(editionGrades.gradeLevel));
    const gradeName = new Map(grades.map((g) => [g.level, g.name]));
    // The stored calibration of the edition (recomputed only when its submitted reviews changed).
    const stored = await this.review.awardScores(editionId, awardId, db);
    const locked = (NORMALISATIONS as readonly string[]).includes(stored.normalisation)
      ? stored.normalisation
      : 'weighted_mean';
    const method = whatIf?.method ?? locked;
    const scores = new Map([...stored.scores].map(([id, s]) => [id, s.scores]));
    const rows = await db
      .select({
        declarationId: declarations.id,
        projectName: declarations.projectName,
        unitName: organisations.organName,
        status: declarations.status,
      })
      .from(declarations)
      .innerJoin(organisations, eq(organisations.id, declarations.unitId))
      .where(
        and(
          eq(declarations.editionId, editionId),
          eq(declarations.awardId, awardId),
          inArray(declarations.status, [...SHOWN]),
        ),
      );
    const empty = { weighted_mean: null, trimmed_mean: null, z_score: null, bias_ls: null };
    const ranked = rows
      .map((r) => {
        const s = scores.get(r.declarationId) ?? empty;
        return { ...r, scores: s, ranked: s[method] };
      })
      .sort((a, b) => (b.ranked ?? -1) - (a.ranked ?? -1) || a.declarationId - b.declarationId);
    const waitingIds = ranked.filter((r) => (WAITING as readonly string[]).includes(r.status));
    const by = decidedBy(award.flow);
    let levels: Map<number, number>;
    let quotas: QuotaUse[];
    let blockedRef: MessageRef | null = null;
    const proposals =
      by === 'meeting'
        ? await this.meeting.proposals(db, editionId, awardId, { thresholds, quotaPassDown: passDown })
        : null;
    if (proposals) {
      levels = new Map();
      for (const [id, p] of proposals.byDeclaration) if (p.level !== null) levels.set(id, p.level);
      quotas = useOf(grades, passDown, [...levels.values()]);
      const unvoted = waitingIds.filter(
        (r) =>
          r.status !== 'meeting_review' ||
          !['graded', 'none'].includes(proposals.byDeclaration.get(r.declarationId)?.outcome ?? ''),
      ).length;
      if (proposals.roundOpen) blockedRef = M.roundOpen;
      else if (proposals.runoffPending) blockedRef = M.runoffPending;
      else if (unvoted > 0) blockedRef = M.notVoted({ count: unvoted });
    } else {
      ({ levels, quotas } = gradesByRank(
        waitingIds.map((r) => r.declarationId),
        grades,
        passDown,
      ));
    }
    const over = quotas.find((q) => q.used > q.places);
    if (!blockedRef && over)
      blockedRef = M.overQuota({ grade: over.gradeName, used: over.used, places: over.places });
    const resultRows: ResultRow[] = ranked.map((r, index) => {
      const p = proposals?.byDeclaration.get(r.declarationId);
      const level = levels.get(r.declarationId) ?? null;
      return {
        declarationId: r.declarationId,
        projectName: r.projectName,
        unitName: r.unitName,
        status: r.status,
        rank: index + 1,
        scores: r.scores,
        ranked: r.ranked,
        meetingLevel: p?.level ?? null,
        meetingOutcome: p?.outcome ?? null,
        gradeLevel: level,
        gradeName: level === null ? null : (gradeName.get(level) ?? null),
      };
    });
    const versions = await versionsOf(db, editionId, awardId);
    const current = versions.find((v) => v.status === 'confirmed') ?? null;
    if (current) blockedRef = M.alreadyConfirmed({ version: current.version });
    else if (!blockedRef && waitingIds.length === 0) blockedRef = M.nothingToConfirm;
    const levelsList = grades.map((g) => g.level);
    return {
      view: {
        editionId,
        awardId,
        awardName: award.awardName,
        method,
        decidedBy: by,
        quotaPassDown: passDown,
        thresholds: Object.fromEntries(
          levelsList.map((l) => [String(l), thresholdOf(l, levelsList, thresholds)]),
        ),
        quorum: settings.quorum,
        rows: resultRows,
        quotas,
        current: current ? listView(current) : null,
        versions: versions.map((v) => listView(v)),
        blocked: blockedRef ? renderMessage(blockedRef, locale) : null,
      },
      waiting: resultRows.filter((r) => (WAITING as readonly string[]).includes(r.status)),
      blockedRef,
    };
  }
}

export const decidedBy = (flow: readonly FlowStage[]): 'meeting' | 'scores' =>
  flow.includes('meeting_review') ? 'meeting' : 'scores';

/** Quota use of grades given by a meeting: places with pass-down, used per grade. */
function useOf(
  grades: readonly { level: number; name: string; quota: number }[],
  passDown: boolean,
  given: readonly number[],
): QuotaUse[] {
  let carry = 0;
  return grades.map((g) => {
    const places = g.quota + carry;
    const used = given.filter((l) => l === g.level).length;
    carry = passDown ? Math.max(0, places - used) : 0;
    return { gradeLevel: g.level, gradeName: g.name, quota: g.quota, places, used };
  });
}
