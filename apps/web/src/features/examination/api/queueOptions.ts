import type { AwardOption } from '@awards/shared/awards';
import type { EditionView } from '@awards/shared/editions';
import type { OrganOption } from '@awards/shared/organisations';
import type { Page } from '@awards/shared/paging';
import { http } from '@awards/web-common/http';
import { useQuery } from '@tanstack/react-query';
import { useOrganOptions } from '../../../api/lookups/organOptions';
import type { SearchTreeNode } from '../../../components/SearchForm/types';
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
  const awards = useQuery({
    queryKey: [...EXAMINATION_KEY, 'awards'],
    queryFn: () => http.post<AwardOption[]>('/rest/prize/options', {}, { allowRepeat: true }),
    staleTime: 60_000,
  });
  const units = useOrganOptions();
  return { editions, awards, units };
}

/** Every organisation shows; only units can be chosen. */
export function unitTree(nodes: OrganOption[]): SearchTreeNode[] {
  return nodes.map((node) => ({
    title: node.organName,
    value: node.organId,
    disabled: node.organType !== 'unit',
    children: unitTree(node.children ?? []),
  }));
}
