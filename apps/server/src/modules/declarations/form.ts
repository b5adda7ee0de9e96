import { PassThrough, type Readable } from 'node:stream';
import {
  ATTACHMENT_TYPE_NAMES,
  DECLARATION_ACTION_NAMES,
  DECLARATION_MESSAGES,
  DECLARATION_STATUS_NAMES,
  type DeclarationActor,
  type DeclarationDetail,
} from '@awards/shared/declarations';
import { and, eq } from 'drizzle-orm';
import type * as ExcelJS from 'exceljs';
import type { Db } from '../../db/client';
import { editionAwards, editionGrades } from '../../db/schema';
import { notFound } from '../../platform/errors';
import { loadExcel } from '../../platform/excel';
import type { Caller } from './caller';
import { localTime } from './export';
import { readDetail } from './repository';
import { requireVisible } from './visibility';

/** Everything the printable form shows: the detail and the grade's name in its edition. */
export interface FormData {
  detail: DeclarationDetail;
  gradeName: string | null;
}

const ACTOR_KIND_NAMES: Record<DeclarationActor, string> = {
  declarer: '申报单位',
  examiner: '形式审查',
  staff: '工作人员',
};

const time = (iso: string | null) => (iso ? localTime.format(new Date(iso)) : '');
const size = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** The form's label/value lines, in reading order (shared by the workbook and the HTML view). */
function fieldLines({ detail: d, gradeName }: FormData): [string, string][] {
  return [
    ['申报编号', String(d.declarationId)],
    ['届次', d.editionName],
    ['奖项', d.awardName],
    ['拟申报等级', gradeName ?? (d.gradeLevel === null ? '' : String(d.gradeLevel))],
    ['项目名称', d.projectName],
    ['申报单位', d.unitName],
    ['推荐单位', d.recommendUnit ?? ''],
    ['学科领域', d.discipline ?? ''],
    ['行政区划', d.regionCode ?? ''],
    ['状态', DECLARATION_STATUS_NAMES[d.status]],
    ['提交时间', time(d.submittedAt)],
    ['项目简介', d.summary ?? ''],
    ...Object.entries(d.keyData).map(([k, v]): [string, string] => [`关键数据：${k}`, String(v)]),
  ];
}

const trailRow = (a: DeclarationDetail['audits'][number]) => [
  time(a.createTime),
  DECLARATION_ACTION_NAMES[a.action],
  `${a.fromStatus ? DECLARATION_STATUS_NAMES[a.fromStatus] : '—'} → ${DECLARATION_STATUS_NAMES[a.toStatus]}`,
  `${a.actorName ?? a.actor}（${ACTOR_KIND_NAMES[a.actorKind]}）`,
  a.opinion ?? '',
];

/**
 * One declaration as a printable form (docs/domain.md "The printable form"): an
 * Excel workbook laid out for A4, and the same content as a print-friendly HTML
 * page whose browser print-to-PDF is the PDF path (no PDF library on the server).
 * Both obey the staff data scope: a declaration outside it answers 404.
 */
export class DeclarationFormService {
  constructor(private readonly db: Db) {}

  async load(caller: Caller, declarationId: number): Promise<FormData> {
    await requireVisible(this.db, caller, declarationId);
    const detail = await readDetail(this.db, declarationId);
    if (!detail) throw notFound(DECLARATION_MESSAGES.notFound);
    let gradeName: string | null = null;
    if (detail.gradeLevel !== null) {
      const [grade] = await this.db
        .select({ name: editionGrades.gradeName })
        .from(editionGrades)
        .innerJoin(editionAwards, eq(editionAwards.id, editionGrades.editionAwardId))
        .where(
          and(
            eq(editionAwards.editionId, detail.editionId),
            eq(editionAwards.awardId, detail.awardId),
            eq(editionGrades.gradeLevel, detail.gradeLevel),
          ),
        );
      gradeName = grade?.name ?? null;
    }
    return { detail, gradeName };
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
  const d = data.detail;
  const excel = await loadExcel();
  const book = new excel.Workbook();
  const sheet = book.addWorksheet('申报书', {
    pageSetup: { paperSize: 9, orientation: 'portrait', fitToPage: true, fitToWidth: 1, fitToHeight: 0 },
  });
  sheet.columns = [{ width: 18 }, { width: 16 }, { width: 22 }, { width: 28 }, { width: 36 }];
  const thin = { style: 'thin' as const };
  const border = { top: thin, left: thin, bottom: thin, right: thin };
  const wrap = { wrapText: true, vertical: 'top' as const };

  const title = sheet.addRow([`${d.editionName}${d.awardName}申报书`]);
  sheet.mergeCells(title.number, 1, title.number, 5);
  title.font = { bold: true, size: 16 };
  title.alignment = { horizontal: 'center' };
  title.height = 28;
  sheet.addRow([]);

  for (const [label, value] of fieldLines(data)) {
    const row = sheet.addRow([label, value]);
    sheet.mergeCells(row.number, 2, row.number, 5);
    row.getCell(1).font = { bold: true };
    row.getCell(1).border = border;
    row.getCell(2).border = border;
    row.getCell(2).alignment = wrap;
    if (label === '项目简介') row.height = Math.min(300, 15 * Math.max(2, Math.ceil(value.length / 60)));
  }

  const section = (name: string, headers: string[], rows: (string | number)[][], empty: string) => {
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
  };
  section(
    '主要完成人',
    ['排名', '姓名', '工作单位', '主要贡献'],
    d.completers.map((c, i) => [i + 1, c.name, c.unit ?? '', c.contribution ?? '']),
    '（无）',
  );
  section(
    '附件清单',
    ['序号', '类型', '文件名', '大小'],
    d.attachments.map((a, i) => [i + 1, ATTACHMENT_TYPE_NAMES[a.attachmentType], a.fileName, size(a.size)]),
    '（无）',
  );
  section('审核记录', ['时间', '操作', '状态变化', '操作人', '意见'], d.audits.map(trailRow), '（无）');
  return book;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const table = (headers: string[], rows: (string | number)[][]) =>
  rows.length === 0
    ? '<p class="empty">（无）</p>'
    : `<table><thead><tr>${headers.map((h) => `<th>${escapeHtml(h)}</th>`).join('')}</tr></thead><tbody>${rows
        .map((r) => `<tr>${r.map((v) => `<td>${escapeHtml(String(v))}</td>`).join('')}</tr>`)
        .join('')}</tbody></table>`;

/** A self-contained, print-friendly page (A4, no scripts, every value escaped). */
export function renderHtml(data: FormData): string {
  const d = data.detail;
  const title = `${d.editionName}${d.awardName}申报书`;
  const fields = fieldLines(data)
    .map(([k, v]) => `<tr><th>${escapeHtml(k)}</th><td class="pre">${escapeHtml(v)}</td></tr>`)
    .join('');
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>${escapeHtml(`${title}：${d.projectName}`)}</title>
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
<h2>主要完成人</h2>
${table(
  ['排名', '姓名', '工作单位', '主要贡献'],
  d.completers.map((c, i) => [i + 1, c.name, c.unit ?? '', c.contribution ?? '']),
)}
<h2>附件清单</h2>
${table(
  ['序号', '类型', '文件名', '大小'],
  d.attachments.map((a, i) => [i + 1, ATTACHMENT_TYPE_NAMES[a.attachmentType], a.fileName, size(a.size)]),
)}
<h2>审核记录</h2>
${table(['时间', '操作', '状态变化', '操作人', '意见'], d.audits.map(trailRow))}
</body></html>
`;
}
