import { type MessageRef, renderMessage } from '@awards/shared/i18n';
import {
  FUNNEL_STAGE_NAMES,
  FUNNEL_STAGES,
  type FunnelCounts,
  STAT_MESSAGES as M,
  OVERLAPPING_CUTS,
  STAT_CUT_NAMES,
  STAT_CUTS,
  type StatCut,
  type StatExportQuery,
} from '@awards/shared/statistics';
import type { ExportJobs, ExportOutcome } from '../../platform/exports/jobs';
import type { Cell } from '../../platform/exports/writer';
import type { StatCaller, StatisticsService } from './service';

interface Sheet {
  columns: { header: MessageRef; width: number }[];
  rows: Cell[][];
}

const stageColumns = FUNNEL_STAGES.map((s) => ({ header: FUNNEL_STAGE_NAMES[s], width: 14 }));
const stageCells = (f: FunnelCounts) => FUNNEL_STAGES.map((s) => f[s]);

/**
 * Every table of the statistics page as Excel (STAT_EXPORT), through the platform's exports like
 * every list: the same figures the page shows, in the caller's data scope and language.
 */
export class StatisticsExport {
  constructor(
    private readonly stats: StatisticsService,
    private readonly exports: ExportJobs,
  ) {}

  async export(caller: StatCaller & { userId: number }, query: StatExportQuery): Promise<ExportOutcome> {
    const sheet = await this.sheet(caller, query);
    return this.exports.start(
      { userId: caller.userId, locale: caller.locale },
      {
        kind: `statistics.${query.table}`,
        fileName: M.file,
        sheet: M.file,
        columns: sheet.columns.map((c, i) => ({ ...c, value: (row: Cell[]) => row[i] ?? null })),
        count: async () => sheet.rows.length,
        tooMany: () => M.file,
        pages: async function* () {
          yield sheet.rows;
        },
      },
    );
  }

  private async sheet(caller: StatCaller, query: StatExportQuery): Promise<Sheet> {
    const editionId = query.editionId!;
    const { table } = query;
    if ((STAT_CUTS as readonly string[]).includes(table)) {
      const cut = table as StatCut;
      const rows: Cell[][] = (await this.stats.cut(caller, editionId, cut)).map((r) => [
        r.label,
        ...stageCells(r),
      ]);
      // As under the page's table and the report's: overlapping rows need not add up.
      if (OVERLAPPING_CUTS.has(cut)) rows.push([], [renderMessage(M.groupsOverlap, caller.locale)]);
      return { columns: [{ header: STAT_CUT_NAMES[cut], width: 36 }, ...stageColumns], rows };
    }
    switch (table) {
      case 'funnel': {
        const { funnel } = await this.stats.funnel(caller, editionId);
        return {
          columns: [
            { header: M.stage, width: 20 },
            { header: M.count, width: 12 },
            { header: M.rate, width: 14 },
          ],
          rows: FUNNEL_STAGES.map((s) => [
            stageName(s, caller),
            funnel[s],
            funnel.declared ? Math.round((funnel[s] / funnel.declared) * 1000) / 10 : 0,
          ]),
        };
      }
      case 'experts':
      case 'scores':
      case 'conflicts': {
        const review = await this.stats.review(caller, editionId);
        if (table === 'experts')
          return {
            columns: [
              { header: M.expert, width: 20 },
              { header: M.assigned, width: 10 },
              { header: M.submitted, width: 10 },
              { header: M.completion, width: 10 },
              { header: M.avgHours, width: 16 },
              { header: M.offset, width: 14 },
            ],
            rows: review.experts.map((e) => [
              e.expertName,
              e.assigned,
              e.submitted,
              Math.round(e.completion * 1000) / 10,
              e.avgHours,
              e.offset,
            ]),
          };
        if (table === 'scores')
          return {
            columns: [
              { header: M.bucket, width: 12 },
              { header: M.count, width: 10 },
            ],
            rows: review.histogram.map((b) => [b.band, b.count]),
          };
        return {
          columns: [
            { header: M.conflictType, width: 24 },
            { header: M.confirmed, width: 10 },
            { header: M.pending, width: 10 },
          ],
          rows: review.conflicts.map((c) => [c.label, c.confirmed, c.pending]),
        };
      }
      case 'objections': {
        const o = await this.stats.objections(caller, editionId);
        const notAdmitted = o.statuses.find((r) => r.status === 'not_admitted')?.label ?? null;
        return {
          columns: [
            { header: M.outcome, width: 14 },
            { header: M.screeningReason, width: 28 },
            { header: M.count, width: 10 },
          ],
          // Each outcome, then the not admitted ones by reason (their outcome named again).
          rows: [
            ...o.statuses.map((r): Cell[] => [r.label, null, r.count]),
            ...o.reasons.map((r): Cell[] => [notAdmitted, r.label, r.count]),
          ],
        };
      }
      default: {
        const rows = await this.stats.years(caller, query.awardId!);
        return {
          columns: [{ header: M.year, width: 8 }, { header: M.edition, width: 24 }, ...stageColumns],
          rows: rows.map((r) => [r.year, r.editionName, ...stageCells(r)]),
        };
      }
    }
  }
}

const stageName = (s: (typeof FUNNEL_STAGES)[number], caller: StatCaller) =>
  renderMessage(FUNNEL_STAGE_NAMES[s], caller.locale);
