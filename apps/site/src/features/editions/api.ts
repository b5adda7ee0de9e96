import type { Page } from '@awards/shared/paging';
import { PUBLIC_PATHS, type PublicAwardPage, type PublicNotice } from '@awards/shared/public-site';
import { http } from '@awards/web-common/http';
import { useQuery } from '@tanstack/react-query';
import { fetchOpenEditions } from './fetch';

const KEY = ['public', 'editions'] as const;
/** An edition's guides and forms: the attachments of its public notices, a handful at most. */
const GUIDES_LIMIT = 20;

/** The editions open for declaration with their awards (no sign-in): `/rest/public/editions`. */
export function useOpenEditions() {
  return useQuery({
    queryKey: KEY,
    queryFn: fetchOpenEditions,
  });
}

/** The public notices about one edition, whose attachments are its guides and forms. */
export function useEditionGuides(editionId: number) {
  return useQuery({
    queryKey: [...KEY, 'guides', editionId],
    queryFn: () =>
      http.post<Page<PublicNotice>>(
        PUBLIC_PATHS.notices,
        { pageNum: 1, pageSize: GUIDES_LIMIT, editionId },
        { silent: true, allowRepeat: true },
      ),
  });
}

/** One award of an open edition: `/rest/public/award`. */
export function useOpenAward(editionId: number, awardId: number) {
  return useQuery({
    queryKey: [...KEY, 'award', editionId, awardId],
    queryFn: () =>
      http.post<PublicAwardPage>(
        PUBLIC_PATHS.award,
        { editionId, awardId },
        { silent: true, allowRepeat: true },
      ),
    retry: false,
  });
}
