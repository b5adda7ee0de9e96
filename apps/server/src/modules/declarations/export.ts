import { PassThrough, type Readable } from 'node:stream';
import {
  DECLARATION_EXPORT_MAX_ROWS,
  DECLARATION_MESSAGES,
  DECLARATION_STATUS_NAMES,
  type DeclarationFilter,
} from '@awards/shared/declarations';
import { and, desc, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { declarations } from '../../db/schema';
import { ruleViolation } from '../../platform/errors';
import { loadExcel } from '../../platform/excel';
import type { Caller } from './caller';
import { declarationConditions, type ListRow, selectDeclarations } from './repository';
import { visibleCondition } from './visibility';

const BATCH = 1000;
// The federation works in China Standard Time; a spreadsheet has no time zone of its own.
export const localTime = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Shanghai',
  dateStyle: 'short',
  timeStyle: 'medium',
});

const COLUMNS: { header: string; width: number; value: (r: ListRow) => string | number | null }[] = [
  { header: '申报编号', width: 10, value: (r) => r.row.id },
  { header: '届次', width: 22, value: (r) => r.editionName },
  { header: '奖项', width: 18, value: (r) => r.awardName },
  { header: '项目名称', width: 40, value: (r) => r.row.projectName },
  { header: '申报单位', width: 32, value: (r) => r.unitName },
  { header: '推荐单位', width: 24, value: (r) => r.row.recommendUnit },
  { header: '学科领域', width: 14, value: (r) => r.row.discipline },
  { header: '行政区划', width: 10, value: (r) => r.row.regionCode },
  { header: '拟申报等级', width: 10, value: (r) => r.row.gradeLevel },
  { header: '状态', width: 12, value: (r) => DECLARATION_STATUS_NAMES[r.row.status] },
  {
    header: '提交时间',
    width: 20,
    value: (r) => (r.row.submittedAt ? localTime.format(r.row.submittedAt) : null),
  },
  { header: '创建时间', width: 20, value: (r) => localTime.format(r.row.createTime) },
];

/**
 * The staff list as Excel (DECLARE_EXPORT): the page's filters and data scope, all matching
 * rows newest first, streamed in keyset batches. Over the row cap the request is
 * refused before a byte is sent, asking to narrow the filters.
 */
export class DeclarationExportService {
  constructor(
    private readonly db: Db,
    private readonly maxRows = DECLARATION_EXPORT_MAX_ROWS,
  ) {}

  async export(caller: Caller, filter: DeclarationFilter): Promise<Readable> {
    const where = and(...declarationConditions(filter), await visibleCondition(this.db, caller));
    const total = await this.db.$count(declarations, where);
    if (total > this.maxRows)
      throw ruleViolation(DECLARATION_MESSAGES.exportTooMany({ total, max: this.maxRows }));
    const out = new PassThrough();
    this.write(out, where).catch((error: unknown) => out.destroy(error as Error));
    return out;
  }

  private async write(out: PassThrough, where: SQL | undefined): Promise<void> {
    const excel = await loadExcel();
    const workbook = new excel.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
    const sheet = workbook.addWorksheet('申报列表');
    sheet.columns = COLUMNS.map((c, i) => ({ header: c.header, key: String(i), width: c.width }));
    sheet.getRow(1).font = { bold: true };
    sheet.getRow(1).commit();
    let after: number | undefined;
    for (;;) {
      const rows = await selectDeclarations(this.db, where, after)
        .orderBy(desc(declarations.id))
        .limit(BATCH);
      for (const row of rows) sheet.addRow(COLUMNS.map((c) => c.value(row))).commit();
      if (rows.length < BATCH) break;
      after = rows[rows.length - 1]!.row.id;
    }
    sheet.commit();
    await workbook.commit();
  }
}
