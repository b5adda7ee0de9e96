import { PassThrough, type Readable } from 'node:stream';
import {
  DISCIPLINE_DICT,
  EXPERT_EXPORT_MAX_ROWS,
  EXPERT_MESSAGES,
  EXPERT_STATUS_NAMES,
  type ExpertFilter,
  type ExpertView,
  EXPERT_FILE_MESSAGES as F,
} from '@awards/shared/experts';
import { DEFAULT_LOCALE, type Locale, renderLabel, renderMessage } from '@awards/shared/i18n';
import { SEX_NAMES } from '@awards/shared/users';
import { and, desc, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { experts } from '../../db/schema';
import { ruleViolation } from '../../platform/errors';
import { loadExcel } from '../../platform/excel';
import type { DictionariesApi } from '../dictionaries/public';
import { presentExpert } from './presenter';
import { expertFilterWhere, selectExperts } from './repository';

const BATCH = 1000;

const COLUMNS = [
  { key: 'expertName', header: F.expertName, width: 12 },
  { key: 'sex', header: F.sex, width: 8 },
  { key: 'organisation', header: F.organisation, width: 30 },
  { key: 'title', header: F.title, width: 14 },
  { key: 'discipline', header: F.discipline, width: 18 },
  { key: 'phone', header: F.phone, width: 14 },
  { key: 'email', header: F.email, width: 26 },
  { key: 'idNumber', header: F.idNumber, width: 22 },
  { key: 'bankName', header: F.bankName, width: 20 },
  { key: 'bankAccount', header: F.bankAccount, width: 24 },
  { key: 'status', header: F.status, width: 12 },
  { key: 'blacklisted', header: F.blacklisted, width: 10 },
] as const;

/**
 * The filtered pool as Excel (EXPERT_EXPORT), the page's filters, streamed in
 * keyset batches. The ID number and bank account are always masked: a file
 * leaves the system's control, whoever asked for it. Headers and labels (the discipline's
 * too) are in the language of whoever asked.
 */
export class ExpertExportService {
  constructor(
    private readonly db: Db,
    private readonly dictionaries: DictionariesApi,
    private readonly maxRows = EXPERT_EXPORT_MAX_ROWS,
  ) {}

  async export(filter: ExpertFilter, locale: Locale = DEFAULT_LOCALE): Promise<Readable> {
    const where = expertFilterWhere(filter);
    const total = await this.db.$count(experts, where);
    if (total > this.maxRows) throw ruleViolation(EXPERT_MESSAGES.tooMany({ total, max: this.maxRows }));
    const disciplines = await this.dictionaries.labelsOf(DISCIPLINE_DICT, locale);
    const out = new PassThrough();
    this.write(out, where, disciplines, locale).catch((error: unknown) => out.destroy(error as Error));
    return out;
  }

  private async write(
    out: PassThrough,
    where: SQL | undefined,
    disciplines: Map<string, string>,
    locale: Locale,
  ) {
    const excel = await loadExcel();
    const workbook = new excel.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
    const sheet = workbook.addWorksheet(renderMessage(F.sheet, locale));
    sheet.columns = COLUMNS.map((c) => ({
      header: renderMessage(c.header, locale),
      key: c.key,
      width: c.width,
    }));
    sheet.getRow(1).font = { bold: true };
    sheet.getRow(1).commit();
    let lastId: number | undefined;
    for (;;) {
      const rows = await selectExperts(this.db, and(where, lastId ? lt(experts.id, lastId) : undefined))
        .orderBy(desc(experts.id))
        .limit(BATCH);
      for (const row of rows) sheet.addRow(exportValues(presentExpert(row), disciplines, locale)).commit();
      if (rows.length < BATCH) break;
      lastId = rows[rows.length - 1]!.id;
    }
    sheet.commit();
    await workbook.commit();
  }
}

function exportValues(view: ExpertView, disciplines: Map<string, string>, locale: Locale) {
  return {
    expertName: view.expertName,
    sex: renderLabel(SEX_NAMES, view.sex, locale),
    organisation: view.organisation,
    title: view.title ?? '',
    discipline: disciplines.get(view.discipline) ?? view.discipline,
    phone: view.phone ?? '',
    email: view.email ?? '',
    idNumber: view.idNumber ?? '',
    bankName: view.bankName ?? '',
    bankAccount: view.bankAccount ?? '',
    status: renderMessage(EXPERT_STATUS_NAMES[view.status], locale),
    blacklisted: renderMessage(view.blacklisted ? F.yes : F.no, locale),
  };
}
