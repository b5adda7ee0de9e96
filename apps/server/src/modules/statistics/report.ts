import { type Locale, renderMessage } from '@awards/shared/i18n';
import { OUTPUT_MESSAGES as O } from '@awards/shared/outputs';
import {
  FUNNEL_STAGE_NAMES,
  FUNNEL_STAGES,
  type FunnelCounts,
  STAT_MESSAGES as M,
  OVERLAPPING_CUTS,
  STAT_CUT_NAMES,
  STAT_CUTS,
} from '@awards/shared/statistics';
import type { DisplayClock } from '../../platform/clock';
import { ruleViolation } from '../../platform/errors';
import type { ExportJobs, ExportOutcome } from '../../platform/exports/jobs';
import type { Cell } from '../../platform/exports/writer';
import { escapeHtml, htmlTable, printDocument } from '../../platform/print-html';
import type { StatCaller, StatisticsService } from './service';

/** One table of the report: a title, its headers, rows whose first cell names the row. */
export interface ReportTable {
  title: string;
  headers: string[];
  rows: Cell[][];
  /** A line under the table (the data groups' overlap), on the printed page only. */
  note?: string;
}

const percent = (r: number) => Math.round(r * 1000) / 10;

/**
 * The annual report of an edition's figures (docs/domain.md "Outputs"): the statistics page's own
 * reads (funnel, examination rates, every cut, expert workload, objections, the year-over-year
 * view of each award of the edition), in the caller's data scope and language, as a printable page
 * (STAT_VIEW) and as one Excel sheet in long form: section, item, measure, value (STAT_EXPORT).
 */
export class AnnualReport {
  constructor(
    private readonly stats: StatisticsService,
    private readonly exports: ExportJobs,
    private readonly clock: DisplayClock,
  ) {}

  async tables(
    caller: StatCaller,
    editionId: number,
  ): Promise<{ editionName: string; tables: ReportTable[] }> {
    const t = (ref: string) => renderMessage(ref, caller.locale);
    const edition = (await this.stats.editions()).find((e) => e.editionId === editionId);
    if (!edition) {
      // Absent: the funnel's own 404; present but left out of the statistics: a draft.
      await this.stats.funnel(caller, editionId);
      throw ruleViolation(O.reportDraft);
    }
    const stageHeaders = FUNNEL_STAGES.map((s) => t(FUNNEL_STAGE_NAMES[s]));
    const stageCells = (f: FunnelCounts) => FUNNEL_STAGES.map((s) => f[s]);
    const { funnel, examination } = await this.stats.funnel(caller, editionId);
    const tables: ReportTable[] = [
      {
        title: t(O.funnel),
        headers: [t(M.stage), t(M.count), t(M.rate)],
        rows: FUNNEL_STAGES.map((s) => [
          t(FUNNEL_STAGE_NAMES[s]),
          funnel[s],
          funnel.declared ? percent(funnel[s] / funnel.declared) : 0,
        ]),
      },
      {
        title: t(O.examination),
        headers: [t(O.measure), t(O.value)],
        rows: [
          [t(O.decided), examination.decided],
          [t(FUNNEL_STAGE_NAMES.passed), examination.passed],
          [t(O.passRate), percent(examination.passRate)],
          [t(O.returnRate), percent(examination.returnRate)],
        ],
      },
    ];
    const awardRows = await this.stats.cut(caller, editionId, 'award');
    for (const cut of STAT_CUTS) {
      const rows = cut === 'award' ? awardRows : await this.stats.cut(caller, editionId, cut);
      tables.push({
        title: t(O.cutBy({ cut: STAT_CUT_NAMES[cut] })),
        headers: [t(STAT_CUT_NAMES[cut]), ...stageHeaders],
        rows: rows.map((r) => [r.label, ...stageCells(r)]),
        ...(OVERLAPPING_CUTS.has(cut) && { note: t(M.groupsOverlap) }),
      });
    }
    const review = await this.stats.review(caller, editionId);
    tables.push({
      title: t(O.workload),
      headers: [t(M.expert), t(O.assigned), t(O.submitted), t(O.completion), t(O.avgHours)],
      rows: review.experts.map((e) => [
        e.expertName,
        e.assigned,
        e.submitted,
        percent(e.completion),
        e.avgHours,
      ]),
    });
    const objections = await this.stats.objections(caller, editionId);
    tables.push(
      {
        title: t(O.objections),
        headers: [t(M.outcome), t(M.count)],
        rows: objections.statuses.map((s) => [s.label, s.count]),
      },
      {
        title: t(O.objectionsByReason),
        headers: [t(M.screeningReason), t(M.count)],
        rows: objections.reasons.map((r) => [r.label, r.count]),
      },
    );
    for (const award of awardRows) {
      const years = await this.stats.years(caller, Number(award.key));
      tables.push({
        title: t(O.years({ award: award.label })),
        headers: [t(O.year), ...stageHeaders],
        rows: years.map((y) => [
          y.editionName.includes(String(y.year)) ? y.editionName : `${y.year} ${y.editionName}`,
          ...stageCells(y),
        ]),
      });
    }
    return { editionName: edition.editionName, tables };
  }

  async html(caller: StatCaller, editionId: number): Promise<string> {
    const t = (ref: string) => renderMessage(ref, caller.locale);
    const { editionName, tables } = await this.tables(caller, editionId);
    const body = tables
      .map(
        (table) =>
          `<h2>${escapeHtml(table.title)}</h2>\n${htmlTable(
            table.headers,
            table.rows.map((r) => r.map((c) => c ?? '')),
            t(O.none),
          )}${table.note ? `\n<p class="note">${escapeHtml(table.note)}</p>` : ''}`,
      )
      .join('\n');
    return printDocument({
      locale: caller.locale,
      title: t(O.reportTitle({ edition: editionName })),
      body: `${body}\n<p class="printed">${escapeHtml(t(O.printedAt({ time: this.clock.format(new Date()) })))}</p>`,
    });
  }

  /** One sheet, long form: each figure a row of section, item, measure and value. */
  async export(caller: StatCaller & { userId: number }, editionId: number): Promise<ExportOutcome> {
    const { tables } = await this.tables(caller, editionId);
    const rows: Cell[][] = tables.flatMap((table) =>
      table.rows.flatMap((row) =>
        row.slice(1).map((value, i) => [table.title, row[0] ?? '', table.headers[i + 1] ?? '', value]),
      ),
    );
    return this.exports.start<Cell[]>(
      { userId: caller.userId, locale: caller.locale as Locale },
      {
        kind: 'statistics.report',
        fileName: O.reportFile,
        sheet: O.reportFile,
        columns: [
          { header: O.section, width: 28, value: (r) => r[0] ?? null },
          { header: O.item, width: 36, value: (r) => r[1] ?? null },
          { header: O.measure, width: 18, value: (r) => r[2] ?? null },
          { header: O.value, width: 12, value: (r) => r[3] ?? null },
        ],
        count: async () => rows.length,
        tooMany: () => O.reportFile,
        pages: async function* () {
          yield rows;
        },
      },
    );
  }
}
