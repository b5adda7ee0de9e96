import { EXPORT_PATHS, type ExportJobView } from '@awards/shared/exports';
import { http } from '@awards/web-common/http';
import { downloadBlob } from '@awards/web-common/transfer';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onExportProgress } from '../../lib/exportProgress';

export const MY_EXPORTS_KEY = ['exports', 'mine'] as const;

export const fetchMyExports = () => http.get<ExportJobView[]>(EXPORT_PATHS.list, { allowRepeat: true });

/** One export's state, asked while no push arrives (the socket may be off): the caller shows no failure. */
export const fetchExport = (exportId: number) =>
  http.get<ExportJobView>(EXPORT_PATHS.one(exportId), { silent: true, allowRepeat: true });

export const deleteExport = (exportId: number) => http.delete<null>(EXPORT_PATHS.one(exportId));

export const downloadExport = (job: Pick<ExportJobView, 'exportId' | 'fileName'>) =>
  downloadBlob(EXPORT_PATHS.file(job.exportId), { fileName: job.fileName });

/** "My exports", refetched when one of them moves or ends (pushes), while `enabled`. */
export function useMyExports(enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onExportProgress((progress) => {
        if (progress.status !== 'running' || progress.rowsDone === 0)
          void queryClient.invalidateQueries({ queryKey: MY_EXPORTS_KEY });
      }),
    [queryClient],
  );
  return useQuery({ queryKey: MY_EXPORTS_KEY, queryFn: fetchMyExports, enabled });
}
