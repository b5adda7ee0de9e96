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
import { and, desc, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { experts } from '../../db/schema';
import type { ExportJobs, ExportOutcome } from '../../platform/exports/jobs';
import { keysetPages } from '../../platform/exports/writer';
import type { DictionariesApi } from '../dictionaries/public';
import { presentExpert } from './presenter';
import { expertFilterWhere, selectExperts } from './repository';

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
 * The filtered pool as Excel (EXPERT_EXPORT), the page's filters, through the platform's
 * exports (the file at once when small, a background job of the caller's when large). The
 * ID number and bank account are always masked: a file leaves the system's control, whoever
 * asked for it. Headers and labels (the discipline's too) are in the language of whoever asked.
 */
export class ExpertExportService {
  constructor(
    private readonly db: Db,
    private readonly dictionaries: DictionariesApi,
    private readonly exports: ExportJobs,
    private readonly maxRows = EXPERT_EXPORT_MAX_ROWS,
  ) {}

  async export(
    userId: number,
    filter: ExpertFilter,
    locale: Locale = DEFAULT_LOCALE,
  ): Promise<ExportOutcome> {
    const where = expertFilterWhere(filter);
    const disciplines = await this.dictionaries.labelsOf(DISCIPLINE_DICT, locale);
    const pages = async function* (this: ExpertExportService) {
      const batches = keysetPages(
        (lastId: number | undefined, limit) =>
          selectExperts(this.db, and(where, lastId ? lt(experts.id, lastId) : undefined))
            .orderBy(desc(experts.id))
            .limit(limit),
        (row) => row.id,
        this.exports.pageRows,
      );
      for await (const rows of batches)
        yield rows.map((row) => exportValues(presentExpert(row), disciplines, locale));
    }.bind(this);
    return this.exports.start(
      { userId, locale },
      {
        kind: 'experts',
        fileName: F.file,
        sheet: F.sheet,
        columns: COLUMNS.map((c) => ({
          header: c.header,
          width: c.width,
          value: (row: ReturnType<typeof exportValues>) => row[c.key],
        })),
        count: () => this.db.$count(experts, where),
        tooMany: (total, max) => EXPERT_MESSAGES.tooMany({ total, max }),
        maxRows: this.maxRows,
        pages,
      },
    );
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
