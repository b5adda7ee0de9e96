import type { Page } from '@awards/shared/paging';
import {
  PUBLICITY_PATHS,
  type PublicSnapshot,
  type PublicSnapshotDetail,
} from '@awards/shared/publicity-names';
import { http } from '@awards/web-common/http';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export const PUBLICITY_KEY = ['public', 'publicity'] as const;
export const PUBLICITY_PAGE_SIZE = 10;
const quiet = { silent: true, allowRepeat: true } as const;

/** The published lists, newest first (no sign-in): `/rest/public/publicity/page`. */
export function usePublicSnapshots(pageNum: number) {
  return useQuery({
    queryKey: [...PUBLICITY_KEY, 'page', pageNum],
    queryFn: () =>
      http.post<Page<PublicSnapshot>>(
        PUBLICITY_PATHS.publicPage,
        { pageNum, pageSize: PUBLICITY_PAGE_SIZE },
        quiet,
      ),
    placeholderData: keepPreviousData,
  });
}

/** One published list with its entries (the whitelisted fields only). */
export function usePublicSnapshot(snapshotId: number) {
  return useQuery({
    queryKey: [...PUBLICITY_KEY, 'one', snapshotId],
    queryFn: () => http.post<PublicSnapshotDetail>(PUBLICITY_PATHS.publicDetail, { snapshotId }, quiet),
    retry: false,
  });
}
