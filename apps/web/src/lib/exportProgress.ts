import type { ExportProgress, ImportProgress } from '@awards/shared/exports';

/**
 * How an export's progress travels inside the portal: the shell's socket receives the
 * server's `export` pushes and announces them here; the kit's export button and the "my
 * exports" list listen. A window event, because the shell and the kit share no state.
 */
export const EXPORT_PROGRESS_EVENT = 'portal:export-progress';

export function announceExportProgress(progress: ExportProgress): void {
  window.dispatchEvent(new CustomEvent<ExportProgress>(EXPORT_PROGRESS_EVENT, { detail: progress }));
}

export function onExportProgress(listener: (progress: ExportProgress) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<ExportProgress>).detail);
  window.addEventListener(EXPORT_PROGRESS_EVENT, handler);
  return () => window.removeEventListener(EXPORT_PROGRESS_EVENT, handler);
}

/** A share of the rows written, 0 to 100, for a progress bar. */
export const percentOf = ({
  rowsDone,
  rowsTotal,
  status,
}: Pick<ExportProgress, 'rowsDone' | 'rowsTotal' | 'status'>) =>
  status === 'done' ? 100 : rowsTotal > 0 ? Math.min(99, Math.floor((rowsDone / rowsTotal) * 100)) : 0;

/** Asks the shell to open "my exports" (the kit's notification links to it). */
export const OPEN_MY_EXPORTS_EVENT = 'portal:open-my-exports';

export function openMyExports(): void {
  window.dispatchEvent(new Event(OPEN_MY_EXPORTS_EVENT));
}

export function onOpenMyExports(listener: () => void): () => void {
  window.addEventListener(OPEN_MY_EXPORTS_EVENT, listener);
  return () => window.removeEventListener(OPEN_MY_EXPORTS_EVENT, listener);
}

/** An upload's progress (cmd 'import'), announced by the shell's socket like an export's. */
export const IMPORT_PROGRESS_EVENT = 'portal:import-progress';

export function announceImportProgress(progress: ImportProgress): void {
  window.dispatchEvent(new CustomEvent<ImportProgress>(IMPORT_PROGRESS_EVENT, { detail: progress }));
}

export function onImportProgress(listener: (progress: ImportProgress) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<ImportProgress>).detail);
  window.addEventListener(IMPORT_PROGRESS_EVENT, handler);
  return () => window.removeEventListener(IMPORT_PROGRESS_EVENT, handler);
}
