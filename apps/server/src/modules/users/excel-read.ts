import { DEFAULT_LOCALE, type Locale, type MessageRef, renderMessage } from '@awards/shared/i18n';
import { USER_IMPORT_MESSAGES as M, USER_FILE_MESSAGES, USER_IMPORT_MAX_ROWS } from '@awards/shared/users';
import type * as ExcelJS from 'exceljs';
import { badRequest } from '../../platform/errors';
import { loadExcel } from '../../platform/excel';
import { scanZip, ZipRefusal, type ZipRefusalReason } from '../../platform/files/zip-scan';
import { IMPORT_COLUMNS, type ImportKey, importColumnOf } from './excel-columns';

/** One data row of the sheet: its Excel row number and each known column's text. */
export interface SheetRow {
  row: number;
  values: Record<ImportKey, string>;
}

/**
 * What a workbook may hold before exceljs is let near it (docs/security.md, "Issue 11"):
 * the sizes a zip declares are not believed, so the package is first inflated as a
 * stream and measured. A full legitimate import (5000 rows of every column) is about
 * 3 MB unpacked, 16 entries and 330,000 XML tags.
 */
export const XLSX_LIMITS = {
  maxEntries: 200,
  maxUnpackedBytes: 50 * 1024 * 1024,
  /** Every `<` of every XML part: what exceljs's parsing time grows with. */
  maxXmlTags: 1_000_000,
} as const;

export const IMPORT_FILE_MESSAGES = {
  notXlsx: M.notXlsx,
  tooManyEntries: M.tooManyEntries({ max: XLSX_LIMITS.maxEntries }),
  tooLarge: M.tooLarge({ mb: XLSX_LIMITS.maxUnpackedBytes / 1024 / 1024 }),
  tooComplex: M.tooComplex,
  tooManyRows: M.tooManyRows,
} as const;

/**
 * Reads the first sheet of an .xlsx import: the header row names the columns (in
 * any order, in any of the three languages), each later non-empty row becomes a SheetRow.
 * A file that is not a readable workbook, lacks a required column or holds too many rows
 * is a 400, decided (for size and rows) before the workbook is parsed; the missing columns
 * are named in `locale`.
 */
export async function readUserSheet(buffer: Buffer, locale: Locale = DEFAULT_LOCALE): Promise<SheetRow[]> {
  await checkXlsxPackage(buffer);

  const excel = await loadExcel();
  const workbook = new excel.Workbook();
  try {
    await workbook.xlsx.load(buffer as unknown as ExcelJS.Buffer);
  } catch {
    throw badRequest({ file: M.unreadable });
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw badRequest({ file: M.noSheet });

  const columnOf = new Map<ImportKey, number>();
  sheet.getRow(1).eachCell((cell, col) => {
    const column = importColumnOf(cellText(cell.value));
    if (column && !columnOf.has(column.key)) columnOf.set(column.key, col);
  });
  const missing = IMPORT_COLUMNS.filter((c) => 'required' in c && !columnOf.has(c.key));
  if (missing.length > 0) {
    const columns = missing
      .map((c) => renderMessage(c.header, locale))
      .join(renderMessage(USER_FILE_MESSAGES.listSeparator, locale));
    throw badRequest({ file: M.missingColumns({ columns }) });
  }

  const rows: SheetRow[] = [];
  for (let r = 2; r <= sheet.rowCount; r++) {
    const excelRow = sheet.getRow(r);
    const values = Object.fromEntries(
      IMPORT_COLUMNS.map((c) => {
        const col = columnOf.get(c.key);
        return [c.key, col ? cellText(excelRow.getCell(col).value) : ''];
      }),
    ) as Record<ImportKey, string>;
    if (Object.values(values).every((v) => v === '')) continue;
    rows.push({ row: r, values });
    if (rows.length > USER_IMPORT_MAX_ROWS) throw badRequest({ file: IMPORT_FILE_MESSAGES.tooManyRows });
  }
  if (rows.length === 0) throw badRequest({ file: M.noRows });
  return rows;
}

/** The text a person sees in a cell: rich text joined, links by their text, formulas by result. */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value)
      return value.richText
        .map((part) => part.text)
        .join('')
        .trim();
    if ('text' in value) return cellText(value.text as ExcelJS.CellValue);
    if ('result' in value) return cellText((value.result ?? null) as ExcelJS.CellValue);
    if ('error' in value) return '';
    return '';
  }
  return String(value).trim();
}

const REFUSALS: Record<ZipRefusalReason, MessageRef> = {
  invalid: IMPORT_FILE_MESSAGES.notXlsx,
  entries: IMPORT_FILE_MESSAGES.tooManyEntries,
  size: IMPORT_FILE_MESSAGES.tooLarge,
};

/** exceljs parses these as worksheets (its pattern is not anchored either). */
const WORKSHEET = /xl\/worksheets\/sheet\d+\.xml/;
const MEDIA = /xl\/media\//;

/**
 * Inflates the whole package as a stream (zip-scan.ts) and refuses it past the
 * limits: real unpacked bytes, entries, XML tags, and rows holding a value in
 * any worksheet (the header row plus USER_IMPORT_MAX_ROWS). Aborts at the first
 * limit passed, so a hostile file costs at most the limits.
 */
export async function checkXlsxPackage(buffer: Buffer): Promise<void> {
  let tags = 0;
  const countTags = (text: string) => {
    for (let i = text.indexOf('<'); i !== -1; i = text.indexOf('<', i + 1)) tags++;
    if (tags > XLSX_LIMITS.maxXmlTags) throw badRequest({ file: IMPORT_FILE_MESSAGES.tooComplex });
  };
  try {
    await scanZip(
      buffer,
      { maxEntries: XLSX_LIMITS.maxEntries, maxTotalBytes: XLSX_LIMITS.maxUnpackedBytes },
      (name) => {
        if (MEDIA.test(name)) return null;
        const rows = WORKSHEET.test(name) ? new RowTally(USER_IMPORT_MAX_ROWS + 1) : null;
        return (chunk) => {
          // Tags are ASCII: latin1 keeps every byte one character, whatever the encoding.
          const text = chunk.toString('latin1');
          countTags(text);
          rows?.feed(text);
        };
      },
    );
  } catch (error) {
    if (error instanceof ZipRefusal) throw badRequest({ file: REFUSALS[error.reason] });
    throw error;
  }
}

/**
 * Counts, in a worksheet's XML as it streams by, the rows that hold a value (a
 * `<v>`, inline `<is>` or formula `<f>` cell), as exceljs would keep them; stops
 * with a 400 past `max`. Names with a namespace prefix are not rows for exceljs
 * either. A tag split between two chunks is carried over to the next.
 */
class RowTally {
  private count = 0;
  private inRow = false;
  private rowHasValue = false;
  private carry = '';

  constructor(private readonly max: number) {}

  feed(chunk: string): void {
    let text = this.carry + chunk;
    const lastOpen = text.lastIndexOf('<');
    if (lastOpen !== -1 && text.length - lastOpen < 8) {
      this.carry = text.slice(lastOpen);
      text = text.slice(0, lastOpen);
    } else {
      this.carry = '';
    }
    for (const [, closing, name] of text.matchAll(/<(\/?)(row|v|is|f)(?=[\s/>])/g)) {
      if (name === 'row') {
        this.endRow();
        this.inRow = closing === '';
      } else if (closing === '' && this.inRow) {
        this.rowHasValue = true;
      }
    }
  }

  private endRow(): void {
    if (this.inRow && this.rowHasValue) this.count++;
    this.inRow = false;
    this.rowHasValue = false;
    if (this.count > this.max) throw badRequest({ file: IMPORT_FILE_MESSAGES.tooManyRows });
  }
}
