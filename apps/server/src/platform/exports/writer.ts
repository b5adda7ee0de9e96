import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { EXPORT_MAX_ROWS } from '@awards/shared/exports';
import { type Locale, type MessageRef, renderMessage } from '@awards/shared/i18n';
import { loadExcel } from '../excel';

export type Cell = string | number | null;

/** One column of an exported sheet: its header (a message, shown in the reader's language), width and value. */
export interface ExportColumn<Row> {
  header: MessageRef;
  width: number;
  /** The cell of a row; labels in the reader's language are the caller's to render. */
  value: (row: Row) => Cell;
}

/** What is written: the sheet's name, its columns, and the rows as pages (keyset steps through the list's query). */
export interface ExportSheet<Row> {
  sheet: MessageRef;
  columns: readonly ExportColumn<Row>[];
  pages: () => AsyncIterable<readonly Row[]>;
}

export interface WriteOptions {
  locale: Locale;
  /** Rows beyond this are not written, whatever arrived after the count. */
  maxRows?: number;
  /** Told the rows written after each page; the export stops when it throws. */
  onPage?: (rowsDone: number) => void | Promise<void>;
}

/** Room the file's consumer may fall behind by before the writer waits for it. */
const AHEAD_BYTES = 1024 * 1024;

/**
 * Writes the sheet as .xlsx to `out` with exceljs's streaming WorkbookWriter: each row is
 * committed as soon as it is added, and after each page the writer waits for `out` to take
 * what it was given, so memory holds about a page whatever the number of rows (bench/
 * export-memory.mjs). Every export, the small ones answered at once and the background
 * ones, is written here. Resolves with the rows written.
 */
export async function writeXlsx<Row>(
  out: Writable,
  source: ExportSheet<Row>,
  { locale, maxRows = EXPORT_MAX_ROWS, onPage }: WriteOptions,
): Promise<number> {
  const excel = await loadExcel();
  const workbook = new excel.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  const sheet = workbook.addWorksheet(renderMessage(source.sheet, locale));
  sheet.columns = source.columns.map((c, i) => ({
    header: renderMessage(c.header, locale),
    key: String(i),
    width: c.width,
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  let written = 0;
  for await (const rows of source.pages()) {
    for (const row of rows) {
      if (written >= maxRows) break;
      sheet.addRow(source.columns.map((c) => c.value(row))).commit();
      written += 1;
    }
    await caughtUp(out, zipEntryOf(sheet));
    await onPage?.(written);
    if (written >= maxRows) break;
  }
  sheet.commit();
  await workbook.commit();
  return written;
}

interface StreamState {
  length?: number;
}
/** A stream of the zip step (exceljs's archiver uses readable-stream, whose state is read here). */
interface ZipEntry {
  _writableState?: StreamState;
  _readableState?: StreamState;
}

/**
 * Where the sheet's XML goes before it is compressed: exceljs writes each committed row into
 * the sheet's buffer, which hands it to the zip entry without waiting, so a backlog grows
 * there (uncompressed) whenever compression or the file fall behind.
 */
function zipEntryOf(sheet: unknown): ZipEntry | undefined {
  return (sheet as { stream?: { pipes?: ZipEntry[] } }).stream?.pipes?.[0];
}

const backlogOf = (entry: ZipEntry | undefined) =>
  (entry?._writableState?.length ?? 0) + (entry?._readableState?.length ?? 0);

/**
 * Waits until what was written has moved on: the zip entry's backlog and `out`'s (the file
 * or the answer) both under AHEAD_BYTES. This is the backpressure exceljs does not apply.
 */
async function caughtUp(out: Writable, entry: ZipEntry | undefined): Promise<void> {
  for (;;) {
    if (out.destroyed) throw out.errored ?? new Error('export output closed');
    if (backlogOf(entry) <= AHEAD_BYTES && out.writableLength <= AHEAD_BYTES) return;
    if (out.writableNeedDrain) await drainOrClose(out);
    else await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

/** The next 'drain' or 'close' of `out`, leaving no listener behind. */
async function drainOrClose(out: Writable): Promise<void> {
  const stop = new AbortController();
  try {
    // The loser rejects when aborted (and either rejects on 'error', which the caller sees as destroyed).
    const settle = () => undefined;
    await Promise.race([
      once(out, 'drain', { signal: stop.signal }).then(settle, settle),
      once(out, 'close', { signal: stop.signal }).then(settle, settle),
    ]);
  } finally {
    stop.abort();
  }
}

/**
 * Keyset pages through a list newest first: `fetch(after, limit)` answers the rows after
 * the given key (none for the first page). Stops at the first short page.
 */
export async function* keysetPages<Row, Key>(
  fetch: (after: Key | undefined, limit: number) => Promise<readonly Row[]>,
  keyOf: (row: Row) => Key,
  pageRows: number,
): AsyncGenerator<readonly Row[]> {
  let after: Key | undefined;
  for (;;) {
    const rows = await fetch(after, pageRows);
    if (rows.length > 0) yield rows;
    if (rows.length < pageRows) return;
    after = keyOf(rows[rows.length - 1]!);
  }
}
