import type {
  EditionDetail,
  EditionHistoryEntry,
  EditionPageQuery,
  EditionView,
} from '@awards/shared/editions';
import type { Page } from '@awards/shared/paging';
import { http } from '@awards/web-common/http';
import { useQuery } from '@tanstack/react-query';

/** The edition calls (docs/domain.md "Editions"); shared names no paths for them. */
export const EDITION_PATHS = {
  page: '/rest/edition/page',
  detail: '/rest/edition/detail',
  add: '/rest/edition/add',
  update: '/rest/edition/update',
  delete: '/rest/edition/delete',
  awardsAdd: '/rest/edition/prize/add',
  awardRemove: '/rest/edition/prize/remove',
  grades: '/rest/edition/grade/save',
  standards: '/rest/edition/standard/save',
  flow: '/rest/edition/flow/save',
  transition: '/rest/edition/transition',
  history: '/rest/edition/history',
  /** The award picker (login): enabled awards. */
  awardOptions: '/rest/prize/options',
} as const;

export type EditionFilters = Omit<EditionPageQuery, 'pageNum' | 'pageSize'>;

/** Everything this feature caches sits under ['editions']: one invalidation after a change. */
export const EDITIONS_KEY = ['editions'] as const;

/** page (EDITION_VIEW): editions, newest year first. */
export const fetchEditionPage = (query: EditionFilters & { pageNum: number; pageSize: number }) =>
  http.post<Page<EditionView>>(EDITION_PATHS.page, query, { allowRepeat: true });

/** detail (EDITION_VIEW): the edition with its awards (grades with quotas, standards, flow). */
export function useEdition(editionId: number | null) {
  return useQuery({
    queryKey: [...EDITIONS_KEY, 'detail', editionId],
    queryFn: () =>
      http.post<EditionDetail>(EDITION_PATHS.detail, { editionId }, { silent: true, allowRepeat: true }),
    enabled: editionId !== null,
    retry: false,
  });
}

/** history (EDITION_VIEW): the status changes, oldest first. */
export function useEditionHistory(editionId: number) {
  return useQuery({
    queryKey: [...EDITIONS_KEY, 'history', editionId],
    queryFn: () =>
      http.post<EditionHistoryEntry[]>(EDITION_PATHS.history, { editionId }, { allowRepeat: true }),
  });
}

/** options (login): the enabled awards an edition can take in. */
export { useAwardOptions } from '../../../api/lookups/awardOptions';
