import { PassThrough, type Readable } from 'node:stream';
import {
  DECLARATION_EXPORT_MAX_ROWS,
  DECLARATION_MESSAGES,
  DECLARATION_STATUS_NAMES,
  type DeclarationFilter,
  type DeclarationView,
  DECLARATION_FILE_MESSAGES as F,
} from '@awards/shared/declarations';
import { DEFAULT_LOCALE, type Locale, type MessageRef, renderMessage } from '@awards/shared/i18n';
import { and, desc, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { declarations } from '../../db/schema';
import type { DisplayClock } from '../../platform/clock';
import { ruleViolation } from '../../platform/errors';
import { loadExcel } from '../../platform/excel';
import type { Caller } from './caller';
import {
  codeNamesOf,
  declarationConditions,
  type ReferenceApis,
  selectDeclarations,
  toView,
} from './repository';
import { visibleCondition } from './visibility';

const BATCH = 1000;

/** The intended grade as the files show it: its name in the edition, else its level. */
export const gradeText = (d: Pick<DeclarationView, 'gradeName' | 'gradeLevel'>, locale: Locale) =>
  d.gradeName ?? (d.gradeLevel === null ? '' : renderMessage(F.gradeLevel({ level: d.gradeLevel }), locale));

type Cell = string | number | null;
/** How a file is written: its language, and the clock that reads instants in the project's time zone. */
interface Writing {
  locale: Locale;
  clock: DisplayClock;
}
const COLUMNS: { header: MessageRef; width: number; value: (d: DeclarationView, w: Writing) => Cell }[] = [
  { header: F.declarationId, width: 10, value: (d) => d.declarationId },
  { header: F.edition, width: 22, value: (d) => d.editionName },
  { header: F.award, width: 18, value: (d) => d.awardName },
  { header: F.projectName, width: 40, value: (d) => d.projectName },
  { header: F.unit, width: 32, value: (d) => d.unitName },
  { header: F.recommendUnit, width: 24, value: (d) => d.recommendUnit },
  { header: F.discipline, width: 16, value: (d) => d.disciplineName },
  { header: F.region, width: 30, value: (d) => d.regionName },
  { header: F.grade, width: 12, value: (d, w) => gradeText(d, w.locale) },
  {
    header: F.status,
    width: 14,
    value: (d, w) => renderMessage(DECLARATION_STATUS_NAMES[d.status], w.locale),
  },
  {
    header: F.submittedAt,
    width: 20,
    value: (d, w) => (d.submittedAt ? w.clock.format(d.submittedAt) : null),
  },
  { header: F.createdAt, width: 20, value: (d, w) => w.clock.format(d.createTime) },
];

/**
 * The staff list as Excel (DECLARE_EXPORT): the page's filters and data scope, all matching
 * rows newest first, streamed in keyset batches. Over the row cap the request is
 * refused before a byte is sent, asking to narrow the filters. Headers and names are in the
 * caller's language, times in the project's time zone.
 */
export class DeclarationExportService {
  constructor(
    private readonly db: Db,
    private readonly refs: ReferenceApis,
    private readonly clock: DisplayClock,
    private readonly maxRows = DECLARATION_EXPORT_MAX_ROWS,
  ) {}

  async export(caller: Caller, filter: DeclarationFilter): Promise<Readable> {
    const where = and(...declarationConditions(filter), await visibleCondition(this.db, caller));
    const total = await this.db.$count(declarations, where);
    if (total > this.maxRows)
      throw ruleViolation(DECLARATION_MESSAGES.exportTooMany({ total, max: this.maxRows }));
    const out = new PassThrough();
    const writing = { locale: caller.locale ?? DEFAULT_LOCALE, clock: this.clock };
    this.write(out, where, writing).catch((error: unknown) => out.destroy(error as Error));
    return out;
  }

  private async write(out: PassThrough, where: SQL | undefined, writing: Writing): Promise<void> {
    const { locale } = writing;
    const excel = await loadExcel();
    const workbook = new excel.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
    const sheet = workbook.addWorksheet(renderMessage(F.listSheet, locale));
    sheet.columns = COLUMNS.map((c, i) => ({
      header: renderMessage(c.header, locale),
      key: String(i),
      width: c.width,
    }));
    sheet.getRow(1).font = { bold: true };
    sheet.getRow(1).commit();
    let after: number | undefined;
    for (;;) {
      const rows = await selectDeclarations(this.db, where, after)
        .orderBy(desc(declarations.id))
        .limit(BATCH);
      const names = await codeNamesOf(this.refs, this.db, rows, locale);
      for (const row of rows) {
        const view = toView(row, names);
        sheet.addRow(COLUMNS.map((c) => c.value(view, writing))).commit();
      }
      if (rows.length < BATCH) break;
      after = rows[rows.length - 1]!.row.id;
    }
    sheet.commit();
    await workbook.commit();
  }
}
