import {
  BANK_BRANCH_IMPORT_MAX_ROWS,
  BANK_MESSAGES,
  type BankBranchImportResult,
  bankBranchSaveSchema,
} from '@awards/shared/banks';
import { LOCALES, type Locale, type MessageRef, renderMessage } from '@awards/shared/i18n';
import { sql } from 'drizzle-orm';
import type * as ExcelJS from 'exceljs';
import type { Db } from '../../db/client';
import { bankBranches, banks } from '../../db/schema';
import { badRequest } from '../../platform/errors';
import { loadExcel } from '../../platform/excel';
import { scanZip, ZipRefusal } from '../../platform/files/zip-scan';

type Key = 'bankCode' | 'branchCode' | 'branchName' | 'regionCode';
const COLUMNS: Record<Key, MessageRef> = {
  bankCode: BANK_MESSAGES.colBankCode,
  branchCode: BANK_MESSAGES.colBranchCode,
  branchName: BANK_MESSAGES.colBranchName,
  regionCode: BANK_MESSAGES.colRegionCode,
};

/** A heading in any of the three languages names its column. */
function keyOf(heading: string): Key | null {
  const text = heading.trim().toLowerCase();
  for (const [key, ref] of Object.entries(COLUMNS) as [Key, MessageRef][])
    if (LOCALES.some((locale) => renderMessage(ref, locale).toLowerCase() === text)) return key;
  return null;
}

/**
 * The branch import (BANKBRANCH_IMPORT): the first sheet of an .xlsx, a header row naming
 * the columns (bank code, branch number, branch name, region code; any of the three
 * languages), one branch a row. A known branch number is updated, a new one added; a row
 * that breaks a rule is refused with its message and the others go in. The package is
 * measured before exceljs reads it (entries, unpacked size), as the users' import does.
 */
export async function importBranches(
  db: Db,
  buffer: Buffer,
  actor: string,
  locale: Locale,
  /** Told the rows worked through (issue 14 §5: the importer's dialog shows them). */
  progress: ImportProgressListener = async () => {},
): Promise<BankBranchImportResult> {
  try {
    await scanZip(buffer, { maxEntries: 100, maxTotalBytes: 20 * 1024 * 1024 }, () => null);
  } catch (error) {
    if (error instanceof ZipRefusal) throw badRequest({ file: BANK_MESSAGES.importUnreadable });
    throw error;
  }
  const excel = await loadExcel();
  const workbook = new excel.Workbook();
  try {
    await workbook.xlsx.load(buffer as unknown as ExcelJS.Buffer);
  } catch {
    throw badRequest({ file: BANK_MESSAGES.importUnreadable });
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw badRequest({ file: BANK_MESSAGES.importUnreadable });
  if (sheet.rowCount > BANK_BRANCH_IMPORT_MAX_ROWS + 1)
    throw badRequest({ file: BANK_MESSAGES.importTooManyRows({ max: BANK_BRANCH_IMPORT_MAX_ROWS }) });
  const columns = new Map<number, Key>();
  sheet.getRow(1).eachCell((cell, col) => {
    const key = keyOf(cell.text ?? '');
    if (key) columns.set(col, key);
  });
  const named = new Set(columns.values());
  if (!named.has('bankCode') || !named.has('branchCode') || !named.has('branchName'))
    throw badRequest({ file: BANK_MESSAGES.importColumns });

  const bankIds = new Map(
    (await db.select({ id: banks.id, code: banks.bankCode }).from(banks)).map((b) => [b.code, b.id]),
  );
  const result: BankBranchImportResult = { added: 0, updated: 0, refused: [] };
  const total = sheet.rowCount - 1;
  await progress(0, total, 'running');
  const refuse = (row: number, message: MessageRef) =>
    result.refused.push({ row, message: renderMessage(message, locale) });
  for (let r = 2; r <= sheet.rowCount; r += 1) {
    if ((r - 2) % PROGRESS_EVERY_ROWS === 0 && r > 2) await progress(r - 2, total, 'running');
    const values: Partial<Record<Key, string>> = {};
    for (const [col, key] of columns) values[key] = sheet.getRow(r).getCell(col).text?.trim() ?? '';
    if (!Object.values(values).some(Boolean)) continue;
    const bankId = bankIds.get(values.bankCode ?? '');
    if (!bankId) {
      refuse(r, BANK_MESSAGES.importUnknownBank({ code: values.bankCode ?? '' }));
      continue;
    }
    const parsed = bankBranchSaveSchema.safeParse({
      ...values,
      bankId,
      regionCode: values.regionCode || null,
    });
    if (!parsed.success) {
      refuse(r, parsed.error.issues[0]!.message as MessageRef);
      continue;
    }
    const [row] = await db
      .insert(bankBranches)
      .values({ ...parsed.data, regionCode: parsed.data.regionCode ?? null, createBy: actor })
      .onConflictDoUpdate({
        target: bankBranches.branchCode,
        set: {
          bankId: parsed.data.bankId,
          branchName: parsed.data.branchName,
          regionCode: parsed.data.regionCode ?? null,
          updateBy: actor,
          updateTime: new Date(),
        },
      })
      .returning({ inserted: sql<boolean>`(xmax = 0)` });
    if (row?.inserted) result.added += 1;
    else result.updated += 1;
  }
  await progress(total, total, 'done');
  return result;
}

/** The rows done of the rows in the sheet; the last call says 'done'. */
export type ImportProgressListener = (
  rowsDone: number,
  rowsTotal: number,
  status: 'running' | 'done',
) => Promise<void>;

const PROGRESS_EVERY_ROWS = 250;
