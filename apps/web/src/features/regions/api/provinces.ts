import { REGION_ROOT_CODE, type RegionOption } from '@awards/shared/regions';
import { http } from '@awards/web-common/http';
import { useQuery } from '@tanstack/react-query';

/** `POST /rest/region/getregions` at the root: the provinces a group usually covers. */
export function useProvinces() {
  return useQuery({
    // The key RegionCascader uses (components/RegionCascader/regionApi.ts): one answer shared.
    queryKey: ['region', 'children', REGION_ROOT_CODE],
    queryFn: async () =>
      (await http.post<{ regions: RegionOption[] }>('/rest/region/getregions', { code: REGION_ROOT_CODE }))
        .regions,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
