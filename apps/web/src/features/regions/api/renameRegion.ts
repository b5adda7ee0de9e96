import type { RegionUpdate, RegionView } from '@awards/shared/regions';
import { http } from '@awards/web-common/http';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { REGIONS_KEY } from './regionPage';

/**
 * `POST /rest/region/update` (REGION_EDIT): names only (zh_CN, zh_TW, en_GB); codes and
 * tree are GB/T 2260's. Silent: the form shows failures.
 */
export function renameRegion(body: RegionUpdate): Promise<RegionView> {
  return http.post<RegionView>('/rest/region/update', body, { silent: true });
}

export function useRenameRegion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameRegion,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: REGIONS_KEY });
      // Every RegionCascader shares ['region', 'children', code] (components/RegionCascader/regionApi.ts).
      void queryClient.invalidateQueries({ queryKey: ['region', 'children'] });
    },
  });
}
