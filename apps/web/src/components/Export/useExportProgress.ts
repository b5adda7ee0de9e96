import type { ExportProgress, ExportStarted } from '@awards/shared/exports';
import { useEffect, useState } from 'react';
import { onExportProgress } from '../../lib/exportProgress';
import { fetchExport } from './api';

/** How often the state is asked when no push came in that time (the socket is off or lost). */
export const EXPORT_POLL_MS = 3_000;

/**
 * One background export's progress: fed by its pushes, and asked of the server when none
 * came for EXPORT_POLL_MS, until it ends. The rows done never go back.
 */
export function useExportProgress(started: ExportStarted): ExportProgress {
  const [progress, setProgress] = useState<ExportProgress>({
    exportId: started.exportId,
    fileName: started.fileName,
    status: 'running',
    rowsDone: 0,
    rowsTotal: started.rowsTotal,
  });
  const ended = progress.status !== 'running';

  useEffect(() => {
    if (ended) return;
    const take = (next: ExportProgress) =>
      setProgress((now) =>
        next.exportId !== now.exportId || now.status !== 'running'
          ? now
          : { ...next, rowsDone: Math.max(now.rowsDone, next.rowsDone) },
      );
    let lastHeard = Date.now();
    const stop = onExportProgress((next) => {
      lastHeard = Date.now();
      take(next);
    });
    const timer = setInterval(() => {
      if (Date.now() - lastHeard < EXPORT_POLL_MS) return;
      lastHeard = Date.now();
      fetchExport(started.exportId)
        .then((view) => take({ ...view, fileName: view.fileName }))
        .catch(() => {});
    }, EXPORT_POLL_MS);
    return () => {
      stop();
      clearInterval(timer);
    };
  }, [ended, started.exportId]);

  return progress;
}
