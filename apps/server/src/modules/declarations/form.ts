import { PassThrough, type Readable } from 'node:stream';
import {
  ATTACHMENT_TYPE_NAMES,
  DECLARATION_ACTION_NAMES,
  DECLARATION_ACTOR_NAMES,
  DECLARATION_MESSAGES,
  DECLARATION_STATUS_NAMES,
  type DeclarationDetail,
  DECLARATION_FILE_MESSAGES as F,
} from '@awards/shared/declarations';
import { DEFAULT_LOCALE, type Locale, renderMessage } from '@awards/shared/i18n';
import type * as ExcelJS from 'exceljs';
import type { Db } from '../../db/client';
import type { DisplayClock } from '../../platform/clock';
import { notFound } from '../../platform/errors';
import { loadExcel } from '../../platform/excel';
import { escapeHtml, htmlTable } from '../../platform/print-html';
import type { Caller } from './caller';
import { gradeText } from './export';
import { type ReferenceApis, readDetail } from './repository';
import { requireVisible } from './visibility';

/**
 * Everything the printable form shows (the detail names its codes in `locale`), its language,
 * and the instants as read in the project's time zone.
 */
export interface FormData {
  detail: DeclarationDetail;
  locale: Locale;
  time: (iso: string | null) => string;
}

const size = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** The form's label/value lines, in reading order (shared by the workbook and the HTML view). */
function fieldLines({ detail: d, locale, time }: FormData): [string, string][] {
  const t = (ref: string) => renderMessage(ref, locale);
  return [
    [t(F.declarationId), String(d.declarationId)],
    [t(F.edition), d.editionName],
    [t(F.award), d.awardName],
    [t(F.grade), gradeText(d, locale)],
    [t(F.projectName), d.projectName],
    [t(F.unit), d.unitName],
    [t(F.recommendUnit), d.recommendUnit ?? ''],
    [t(F.discipline), d.disciplineName ?? ''],
    [t(F.region), d.regionName ?? ''],
    [t(F.status), t(DECLARATION_STATUS_NAMES[d.status])],
    [t(F.submittedAt), time(d.submittedAt)],
    [t(F.summary), d.summary ?? ''],
    ...Object.entries(d.keyData).map(([k, v]): [string, string] => [t(F.keyData({ name: k })), String(v)]),
  ];
}

/** The headers and rows of the form's three tables, in the form's language. */
function sections({ detail: d, locale, time }: FormData) {
  const t = (ref: string) => renderMessage(ref, locale);
  const trailRow = (a: DeclarationDetail['audits'][number]) => [
    time(a.createTime),
    t(DECLARATION_ACTION_NAMES[a.action]),
    `${a.fromStatus ? t(DECLARATION_STATUS_NAMES[a.fromStatus]) : '—'} → ${t(DECLARATION_STATUS_NAMES[a.toStatus])}`,
    t(F.actorKind({ actor: a.actorName ?? a.actor, kind: DECLARATION_ACTOR_NAMES[a.actorKind] })),
    a.opinion ?? '',
  ];
  return [
    {
      name: t(F.completers),
      headers: [t(F.rank), t(F.name), t(F.workUnit), t(F.contribution)],
      rows: d.completers.map((c, i) => [i + 1, c.name, c.unit ?? '', c.contribution ?? '']),
    },
    {
      name: t(F.attachments),
      headers: [t(F.number), t(F.type), t(F.fileName), t(F.size)],
      rows: d.attachments.map((a, i) => [
        i + 1,
        t(ATTACHMENT_TYPE_NAMES[a.attachmentType]),
        a.fileName,
        size(a.size),
      ]),
    },
    {
      name: t(F.trail),
      headers: [t(F.time), t(F.action), t(F.change), t(F.actor), t(F.opinion)],
      rows: d.audits.map(trailRow),
    },
  ];
}

const formTitle = ({ detail: d, locale }: FormData) =>
  renderMessage(F.formTitle({ edition: d.editionName, award: d.awardName }), locale);

/**
 * One declaration as a printable form (docs/domain.md "The printable form"): an
 * Excel workbook laid out for A4, and the same content as a print-friendly HTML
 * page whose browser print-to-PDF is the PDF path (no PDF library on the server).
 * Both obey the staff data scope: a declaration outside it answers 404.
 */
export class DeclarationFormService {
  constructor(
    private readonly db: Db,
    private readonly refs: ReferenceApis,
    private readonly clock: DisplayClock,
  ) {}

  /** The form's content in the caller's language (zh_CN when the caller names none). */
  async load(caller: Caller, declarationId: number): Promise<FormData> {
    await requireVisible(this.db, caller, declarationId);
    const locale = caller.locale ?? DEFAULT_LOCALE;
    const detail = await readDetail(this.refs, this.db, declarationId, locale);
    if (!detail) throw notFound(DECLARATION_MESSAGES.notFound);
    return { detail, locale, time: (iso) => this.clock.format(iso) };
  }

  /** The .xlsx form, streamed. */
  async workbook(caller: Caller, declarationId: number): Promise<{ stream: Readable; projectName: string }> {
    const data = await this.load(caller, declarationId);
    const book = await buildWorkbook(data);
    const out = new PassThrough();
    book.xlsx.write(out).then(
      () => out.end(),
      (error: unknown) => out.destroy(error as Error),
    );
    return { stream: out, projectName: data.detail.projectName };
  }

  async html(caller: Caller, declarationId: number): Promise<string> {
    return renderHtml(await this.load(caller, declarationId));
  }
}

export async function buildWorkbook(data: FormData): Promise<ExcelJS.Workbook> {
  const excel = await loadExcel();
  const book = new excel.Workbook();
  const sheet = book.addWorksheet(renderMessage(F.formSheet, data.locale), {
    pageSetup: { paperSize: 9, orientation: 'portrait', fitToPage: true, fitToWidth: 1, fitToHeight: 0 },
  });
  sheet.columns = [{ width: 18 }, { width: 16 }, { width: 22 }, { width: 28 }, { width: 36 }];
  const thin = { style: 'thin' as const };
  const border = { top: thin, left: thin, bottom: thin, right: thin };
  const wrap = { wrapText: true, vertical: 'top' as const };

  const title = sheet.addRow([formTitle(data)]);
  sheet.mergeCells(title.number, 1, title.number, 5);
  title.font = { bold: true, size: 16 };
  title.alignment = { horizontal: 'center' };
  title.height = 28;
  sheet.addRow([]);

  const summary = renderMessage(F.summary, data.locale);
  for (const [label, value] of fieldLines(data)) {
    const row = sheet.addRow([label, value]);
    sheet.mergeCells(row.number, 2, row.number, 5);
    row.getCell(1).font = { bold: true };
    row.getCell(1).border = border;
    row.getCell(2).border = border;
    row.getCell(2).alignment = wrap;
    if (label === summary) row.height = Math.min(300, 15 * Math.max(2, Math.ceil(value.length / 60)));
  }

  const empty = renderMessage(F.none, data.locale);
  for (const { name, headers, rows } of sections(data)) {
    sheet.addRow([]);
    const head = sheet.addRow([name]);
    head.font = { bold: true, size: 12 };
    const header = sheet.addRow(headers);
    header.font = { bold: true };
    header.eachCell((c) => {
      c.border = border;
    });
    if (rows.length === 0) sheet.addRow([empty]);
    for (const values of rows) {
      const row = sheet.addRow(values);
      row.eachCell((c) => {
        c.border = border;
        c.alignment = wrap;
      });
    }
  }
  return book;
}

/** A self-contained, print-friendly page (A4, no scripts, every value escaped). */
export function renderHtml(data: FormData): string {
  const title = formTitle(data);
  const pageTitle = renderMessage(F.pageTitle({ title, project: data.detail.projectName }), data.locale);
  const empty = renderMessage(F.none, data.locale);
  const fields = fieldLines(data)
    .map(([k, v]) => `<tr><th>${escapeHtml(k)}</th><td class="pre">${escapeHtml(v)}</td></tr>`)
    .join('');
  const parts = sections(data)
    .map((s) => `<h2>${escapeHtml(s.name)}</h2>\n${htmlTable(s.headers, s.rows, empty)}`)
    .join('\n');
  return `<!doctype html>
<html lang="${data.locale.replace('_', '-')}"><head><meta charset="utf-8"><title>${escapeHtml(pageTitle)}</title>
<style>
@page { size: A4; margin: 18mm 15mm; }
body { font-family: "SimSun", "Songti SC", "Noto Serif CJK SC", serif; font-size: 11pt; color: #000; margin: 0 auto; max-width: 190mm; }
h1 { text-align: center; font-size: 18pt; margin: 0 0 12pt; }
h2 { font-size: 13pt; margin: 16pt 0 6pt; }
table { width: 100%; border-collapse: collapse; page-break-inside: auto; }
tr { page-break-inside: avoid; }
th, td { border: 1px solid #000; padding: 4pt 6pt; text-align: left; vertical-align: top; }
.fields th { width: 24%; white-space: nowrap; }
.pre { white-space: pre-wrap; }
.empty { color: #555; }
@media screen { body { padding: 16px; } }
</style></head>
<body>
<h1>${escapeHtml(title)}</h1>
<table class="fields"><tbody>${fields}</tbody></table>
${parts}
</body></html>
`;
}
