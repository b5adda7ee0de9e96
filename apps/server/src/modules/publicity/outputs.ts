import { DEFAULT_LOCALE, type Locale, renderMessage } from '@awards/shared/i18n';
import {
  PUBLICITY_MESSAGES as M,
  PUBLICITY_FIELD_NAMES,
  PUBLICITY_STAGE_NAMES,
  type PublicityEntryView,
  type PublicityField,
} from '@awards/shared/publicity';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { editions } from '../../db/schema';
import type { DisplayClock } from '../../platform/clock';
import { notFound } from '../../platform/errors';
import type { ExportJobs, ExportOutcome, ExportOwner } from '../../platform/exports/jobs';
import { escapeHtml, htmlTable } from '../../platform/print-html';
import { readSnapshot, type SnapshotRow } from './repository';

/** Wide columns for the long texts, narrow for the short ones. */
const WIDTHS: Record<PublicityField, number> = {
  projectName: 40,
  awardName: 20,
  gradeName: 12,
  unitName: 32,
  completers: 36,
  recommendUnit: 28,
  summary: 60,
};

/** The end as people read it: the period's last day (the end is 24:00 of it). */
const lastDay = (clock: DisplayClock, row: SnapshotRow) =>
  clock.format(new Date(row.endTime.getTime() - 1), 'date');

/** The published list as Excel (through the platform's exports) and as a printable page. */
export class PublicityOutputs {
  constructor(
    private readonly db: Db,
    private readonly clock: DisplayClock,
    private readonly exports: ExportJobs,
  ) {}

  async export(owner: ExportOwner, snapshotId: number): Promise<ExportOutcome> {
    const row = await this.require(snapshotId);
    const fields = row.fields as PublicityField[];
    const numbered = row.entries.map((entry, i) => ({ seq: i + 1, entry }));
    return this.exports.start<{ seq: number; entry: PublicityEntryView }>(owner, {
      kind: 'publicity',
      fileName: M.exportFile({ id: row.id }),
      sheet: M.exportSheet,
      columns: [
        { header: M.seq, width: 8, value: (r) => r.seq },
        ...fields.map((f) => ({
          header: PUBLICITY_FIELD_NAMES[f],
          width: WIDTHS[f],
          value: (r: { entry: PublicityEntryView }) => r.entry.shown[f] ?? '',
        })),
      ],
      count: async () => numbered.length,
      tooMany: () => M.noConfirmedList,
      pages: async function* () {
        yield numbered;
      },
    });
  }

  /** A self-contained A4 page (no scripts, every value escaped): title, period, the list, the hash. */
  async html(snapshotId: number, locale: Locale = DEFAULT_LOCALE): Promise<string> {
    const row = await this.require(snapshotId);
    const t = (ref: string) => renderMessage(ref, locale);
    const [edition] = await this.db
      .select({ name: editions.editionName })
      .from(editions)
      .where(eq(editions.id, row.editionId));
    const fields = row.fields as PublicityField[];
    const table = htmlTable(
      [t(M.seq), ...fields.map((f) => t(PUBLICITY_FIELD_NAMES[f]))],
      row.entries.map((e, i) => [i + 1, ...fields.map((f) => e.shown[f] ?? '')]),
      t(M.none),
    );
    return `<!doctype html>
<html lang="${locale.replace('_', '-')}"><head><meta charset="utf-8"><title>${escapeHtml(row.title)}</title>
<style>
@page { size: A4 landscape; margin: 15mm 12mm; }
body { font-family: "SimSun", "Songti SC", "Noto Serif CJK SC", serif; font-size: 11pt; color: #000; margin: 0 auto; }
h1 { text-align: center; font-size: 18pt; margin: 0 0 6pt; }
.sub { text-align: center; margin: 0 0 12pt; }
table { width: 100%; border-collapse: collapse; }
tr { page-break-inside: avoid; }
th, td { border: 1px solid #000; padding: 4pt 6pt; text-align: left; vertical-align: top; word-break: break-all; }
.empty, .printed, .hash { color: #555; font-size: 9pt; }
@media screen { body { padding: 16px; } }
</style></head>
<body>
<h1>${escapeHtml(row.title)}</h1>
<p class="sub">${escapeHtml(`${edition?.name ?? ''} · ${t(PUBLICITY_STAGE_NAMES[row.stage])}`)}</p>
<p class="sub">${escapeHtml(t(M.period({ start: this.clock.format(row.startTime, 'date'), end: lastDay(this.clock, row) })))}</p>
${table}
<p class="hash">${escapeHtml(t(M.hash({ hash: row.contentHash })))}</p>
<p class="printed">${escapeHtml(t(M.printedAt({ time: this.clock.format(new Date()) })))}</p>
</body></html>
`;
  }

  private async require(snapshotId: number): Promise<SnapshotRow> {
    const row = await readSnapshot(this.db, snapshotId);
    if (!row) throw notFound(M.notFound);
    return row;
  }
}
