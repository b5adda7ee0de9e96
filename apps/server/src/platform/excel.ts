import type * as ExcelJS from 'exceljs';

export type Excel = typeof ExcelJS;

let loading: Promise<Excel> | undefined;

/**
 * exceljs, loaded on first use. It is the heaviest package the server imports (0.2 to
 * 0.5 s of start-up), and only the spreadsheet imports and exports need it: the
 * server's start and every test that never touches a spreadsheet skip it.
 */
export function loadExcel(): Promise<Excel> {
  // A CommonJS package: its API is the default export under Node's ESM loader.
  loading ??= import('exceljs').then((m) => ((m as { default?: Excel }).default ?? m) as Excel);
  return loading;
}
