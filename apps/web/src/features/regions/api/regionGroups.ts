import type { RegionGroupView } from '@awards/shared/regions';
import { http } from '@awards/web-common/http';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { REGIONS_KEY } from './regionPage';

/** `POST /rest/region/groupList` (REGION_VIEW): the groups of a category, or all, with their regions. */
export function useRegionGroups(category: string | undefined) {
  return useQuery({
    queryKey: [...REGIONS_KEY, 'groups', category ?? ''],
    queryFn: () => http.post<RegionGroupView[]>('/rest/region/groupList', { category }),
    placeholderData: keepPreviousData,
  });
}
