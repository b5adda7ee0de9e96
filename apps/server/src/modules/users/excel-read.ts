import { USER_IMPORT_MAX_ROWS } from '@awards/shared/users';
import ExcelJS from 'exceljs';
import { badRequest } from '../../platform/errors';
import { IMPORT_COLUMNS, type ImportKey, normaliseHeader } from './excel-columns';

/** One data row of the sheet: its Excel row number and each known column's text. */
export interface SheetRow {
  row: number;
  values: Record<ImportKey, string>;
}

// A 5 MB upload may not unpack to more than this: guards against "zip bombs".
const MAX_UNPACKED_BYTES = 60 * 1024 * 1024;

/**
 * Reads the first sheet of an .xlsx import: the header row names the columns (in
 * any order), each later non-empty row becomes a SheetRow. A file that is not a
 * readable workbook, lacks a required column or holds too many rows is a 400.
 */
export async function readUserSheet(buffer: Buffer): Promise<SheetRow[]> {
  const unpacked = unpackedSize(buffer);
  if (unpacked === null) throw badRequest({ file: '文件不是有效的.xlsx格式Excel文件' });
  if (unpacked > MAX_UNPACKED_BYTES) throw badRequest({ file: '文件内容过大，请分批导入' });

  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(buffer as unknown as ExcelJS.Buffer);
  } catch {
    throw badRequest({ file: '无法读取该Excel文件，请使用导入模板' });
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw badRequest({ file: '导入文件中没有工作表' });

  const columnOf = new Map<ImportKey, number>();
  sheet.getRow(1).eachCell((cell, col) => {
    const header = normaliseHeader(cellText(cell.value));
    const column = IMPORT_COLUMNS.find((c) => c.header === header);
    if (column && !columnOf.has(column.key)) columnOf.set(column.key, col);
  });
  const missing = IMPORT_COLUMNS.filter((c) => 'required' in c && !columnOf.has(c.key));
  if (missing.length > 0) {
    throw badRequest({ file: `导入模板不正确：缺少“${missing.map((c) => c.header).join('、')}”列` });
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
    if (rows.length > USER_IMPORT_MAX_ROWS) {
      throw badRequest({ file: `单次最多导入${USER_IMPORT_MAX_ROWS}条，请分批导入` });
    }
  }
  if (rows.length === 0) throw badRequest({ file: '导入文件中没有数据' });
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

/**
 * The total unpacked size the zip's central directory declares, or null when the
 * buffer is not a zip (every .xlsx is one). Read before unpacking anything.
 */
export function unpackedSize(buffer: Buffer): number | null {
  if (buffer.length < 22 || buffer.readUInt32LE(0) !== 0x04034b50) return null;
  // The end-of-central-directory record sits in the last 22 + 65535 (comment) bytes.
  let eocd = -1;
  for (let i = buffer.length - 22; i >= Math.max(0, buffer.length - 22 - 0xffff); i--) {
    if (buffer.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const entries = buffer.readUInt16LE(eocd + 10);
  let offset = buffer.readUInt32LE(eocd + 16);
  let total = 0;
  for (let n = 0; n < entries; n++) {
    if (offset + 46 > buffer.length || buffer.readUInt32LE(offset) !== 0x02014b50) return null;
    const size = buffer.readUInt32LE(offset + 24);
    // ZIP64 marks sizes it cannot hold in 32 bits: no spreadsheet of ours needs that.
    if (size === 0xffffffff) return null;
    total += size;
    offset +=
      46 +
      buffer.readUInt16LE(offset + 28) +
      buffer.readUInt16LE(offset + 30) +
      buffer.readUInt16LE(offset + 32);
  }
  return total;
}
