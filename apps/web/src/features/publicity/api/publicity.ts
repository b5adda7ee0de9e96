import type { EditionView } from '@awards/shared/editions';
import type { Page } from '@awards/shared/paging';
import {
  type HashCheck,
  PUBLICITY_PATHS,
  type PublicityPreview,
  type PublicityPublish,
  type PublicitySettingsSave,
  type PublicitySettingsView,
  type PublicityUnpublish,
  type SnapshotDetail,
  type SnapshotView,
} from '@awards/shared/publicity';
import { http } from '@awards/web-common/http';
import { openForPrint } from '@awards/web-common/transfer';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export const PUBLICITY_KEY = ['publicity'] as const;
export { PUBLICITY_PATHS };

const EDITIONS_PATH = '/rest/edition/page';

const quiet = { silent: true, allowRepeat: true } as const;

/** The editions to choose from (EDITION_VIEW), newest first. */
export const usePublicityEditions = () =>
  useQuery({
    queryKey: [...PUBLICITY_KEY, 'editions'],
    queryFn: () => http.post<Page<EditionView>>(EDITIONS_PATH, { pageNum: 1, pageSize: 100 }, quiet),
    select: (page) => page.result,
    staleTime: 60_000,
  });

/** The edition's published lists, every status, newest first (PUBLICITY_VIEW). */
export const snapshotsQuery = (editionId: number | null) =>
  queryOptions({
    queryKey: [...PUBLICITY_KEY, 'snapshots', editionId],
    queryFn: () => http.post<SnapshotView[]>(PUBLICITY_PATHS.list, { editionId }, quiet),
  });

export const useSnapshot = (snapshotId: number | null) =>
  useQuery({
    queryKey: [...PUBLICITY_KEY, 'snapshot', snapshotId],
    queryFn: () => http.post<SnapshotDetail>(PUBLICITY_PATHS.detail, { snapshotId }, quiet),
    enabled: snapshotId !== null,
  });

export const useSettings = (editionId: number | null) =>
  useQuery({
    queryKey: [...PUBLICITY_KEY, 'settings', editionId],
    queryFn: () => http.post<PublicitySettingsView>(PUBLICITY_PATHS.settings, { editionId }, quiet),
    enabled: editionId !== null,
  });

function usePublicityMutation<V, R>(call: (values: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => client.invalidateQueries({ queryKey: PUBLICITY_KEY }),
  });
}

export const useSaveSettings = () =>
  usePublicityMutation((values: PublicitySettingsSave) =>
    http.post<PublicitySettingsView>(PUBLICITY_PATHS.settingsSave, values, quiet),
  );

/** What publishing would write (the same refusals), nothing stored. */
export const usePreview = () =>
  useMutation({
    mutationFn: (values: PublicityPublish) =>
      http.post<PublicityPreview>(PUBLICITY_PATHS.preview, values, quiet),
  });

export const usePublish = () =>
  usePublicityMutation((values: PublicityPublish) =>
    http.post<SnapshotDetail>(PUBLICITY_PATHS.publish, values, quiet),
  );

export const useUnpublish = () =>
  usePublicityMutation((values: PublicityUnpublish) =>
    http.post<SnapshotDetail>(PUBLICITY_PATHS.unpublish, values, quiet),
  );

export const verifyHash = (snapshotId: number) =>
  http.post<HashCheck>(PUBLICITY_PATHS.verify, { snapshotId }, quiet);

/** The published list as a printable page, in a new tab. */
export const printSnapshot = (snapshotId: number) =>
  openForPrint(PUBLICITY_PATHS.print, { method: 'POST', body: { snapshotId } });
