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
import type { ExportJobs, ExportOutcome } from '../../platform/exports/jobs';
import { keysetPages } from '../../platform/exports/writer';
import type { Caller } from './caller';
import {
  codeNamesOf,
  declarationConditions,
  type ReferenceApis,
  selectDeclarations,
  toView,
} from './repository';
import { visibleCondition } from './visibility';

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
 * rows newest first in keyset pages, through the platform's exports (the file at once when
 * small, a background job of the caller's when large). Over the row cap the request is
 * refused before a byte is written, asking to narrow the filters. Headers and names are in
 * the caller's language, times in the project's time zone.
 */
export class DeclarationExportService {
  constructor(
    private readonly db: Db,
    private readonly refs: ReferenceApis,
    private readonly clock: DisplayClock,
    private readonly exports: ExportJobs,
    private readonly maxRows = DECLARATION_EXPORT_MAX_ROWS,
  ) {}

  async export(caller: Caller, filter: DeclarationFilter): Promise<ExportOutcome> {
    const where = and(...declarationConditions(filter), await visibleCondition(this.db, caller));
    const writing = { locale: caller.locale ?? DEFAULT_LOCALE, clock: this.clock };
    return this.exports.start(
      { userId: caller.user.userId, locale: writing.locale },
      {
        kind: 'declarations',
        fileName: F.listFile,
        sheet: F.listSheet,
        columns: COLUMNS.map((c) => ({
          header: c.header,
          width: c.width,
          value: (view: DeclarationView) => c.value(view, writing),
        })),
        count: () => this.db.$count(declarations, where),
        tooMany: (total, max) => DECLARATION_MESSAGES.exportTooMany({ total, max }),
        maxRows: this.maxRows,
        pages: () => this.pages(where, writing.locale),
      },
    );
  }

  private async *pages(where: SQL | undefined, locale: Locale) {
    const batches = keysetPages(
      (after: number | undefined, limit) =>
        selectDeclarations(this.db, where, after).orderBy(desc(declarations.id)).limit(limit),
      (row) => row.row.id,
      this.exports.pageRows,
    );
    for await (const rows of batches) {
      const names = await codeNamesOf(this.refs, this.db, rows, locale);
      yield rows.map((row) => toView(row, names));
    }
  }
}
