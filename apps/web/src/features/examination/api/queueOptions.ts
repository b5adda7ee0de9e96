import type { EditionView } from '@awards/shared/editions';
import type { Page } from '@awards/shared/paging';
import { http } from '@awards/web-common/http';
import { useQuery } from '@tanstack/react-query';
import { useAwardOptions } from '../../../api/lookups/awardOptions';
import { useOrganOptions } from '../../../api/lookups/organOptions';
import { EXAMINATION_KEY } from './examination';

/** The queue's filter options: editions (EDITION_VIEW, held by BUSI_AUDIT), awards and units (login). */
export function useQueueOptions() {
  const editions = useQuery({
    queryKey: [...EXAMINATION_KEY, 'editions'],
    queryFn: () =>
      http.post<Page<EditionView>>(
        '/rest/edition/page',
        { pageNum: 1, pageSize: 100 },
        { silent: true, allowRepeat: true },
      ),
    select: (page) => page.result,
    staleTime: 60_000,
  });
  const awards = useAwardOptions();
  const units = useOrganOptions();
  return { editions, awards, units };
}

/** Only declaring units can be chosen; branches without one are left out (issue 14 item 7). */
export { declaringUnitNodes as unitTree } from '../../../api/lookups/organOptions';
