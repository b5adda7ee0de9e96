import { PassThrough, type Readable } from 'node:stream';
import {
  EXPERT_EXPORT_MAX_ROWS,
  EXPERT_MESSAGES,
  EXPERT_STATUS_NAMES,
  type ExpertFilter,
  type ExpertView,
} from '@awards/shared/experts';
import { and, desc, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { experts } from '../../db/schema';
import { ruleViolation } from '../../platform/errors';
import { loadExcel } from '../../platform/excel';
import type { DictionariesApi } from '../dictionaries/public';
import { disciplineItems } from './checks';
import { presentExpert } from './presenter';
import { expertFilterWhere, selectExperts } from './repository';

const BATCH = 1000;
const SEX = ['', '男', '女'];

const COLUMNS = [
  { key: 'expertName', header: '姓名', width: 12 },
  { key: 'sex', header: '性别', width: 6 },
  { key: 'organisation', header: '工作单位', width: 30 },
  { key: 'title', header: '职称', width: 14 },
  { key: 'discipline', header: '学科领域', width: 16 },
  { key: 'phone', header: '手机号', width: 14 },
  { key: 'email', header: '邮箱', width: 26 },
  { key: 'idNumber', header: '证件号码', width: 22 },
  { key: 'bankName', header: '开户银行', width: 20 },
  { key: 'bankAccount', header: '银行账号', width: 24 },
  { key: 'status', header: '审核状态', width: 10 },
  { key: 'blacklisted', header: '黑名单', width: 8 },
] as const;

/**
 * The filtered pool as Excel (EXPERT_EXPORT), the page's filters, streamed in
 * keyset batches. The ID number and bank account are always masked: a file
 * leaves the system's control, whoever asked for it.
 */
export class ExpertExportService {
  constructor(
    private readonly db: Db,
    private readonly dictionaries: DictionariesApi,
    private readonly maxRows = EXPERT_EXPORT_MAX_ROWS,
  ) {}

  async export(filter: ExpertFilter): Promise<Readable> {
    const where = expertFilterWhere(filter);
    const total = await this.db.$count(experts, where);
    if (total > this.maxRows) throw ruleViolation(EXPERT_MESSAGES.tooMany({ total, max: this.maxRows }));
    const disciplines = new Map(
      (await disciplineItems(this.dictionaries)).map((item) => [item.code, item.value]),
    );
    const out = new PassThrough();
    this.write(out, where, disciplines).catch((error: unknown) => out.destroy(error as Error));
    return out;
  }

  private async write(out: PassThrough, where: SQL | undefined, disciplines: Map<string, string>) {
    const excel = await loadExcel();
    const workbook = new excel.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
    const sheet = workbook.addWorksheet('专家库');
    sheet.columns = COLUMNS.map((c) => ({ header: c.header, key: c.key, width: c.width }));
    sheet.getRow(1).font = { bold: true };
    sheet.getRow(1).commit();
    let lastId: number | undefined;
    for (;;) {
      const rows = await selectExperts(this.db, and(where, lastId ? lt(experts.id, lastId) : undefined))
        .orderBy(desc(experts.id))
        .limit(BATCH);
      for (const row of rows) sheet.addRow(exportValues(presentExpert(row), disciplines)).commit();
      if (rows.length < BATCH) break;
      lastId = rows[rows.length - 1]!.id;
    }
    sheet.commit();
    await workbook.commit();
  }
}

function exportValues(view: ExpertView, disciplines: Map<string, string>) {
  return {
    expertName: view.expertName,
    sex: SEX[view.sex ?? 0] ?? '',
    organisation: view.organisation,
    title: view.title ?? '',
    discipline: disciplines.get(view.discipline) ?? view.discipline,
    phone: view.phone ?? '',
    email: view.email ?? '',
    idNumber: view.idNumber ?? '',
    bankName: view.bankName ?? '',
    bankAccount: view.bankAccount ?? '',
    status: EXPERT_STATUS_NAMES[view.status],
    blacklisted: view.blacklisted ? '是' : '否',
  };
}
