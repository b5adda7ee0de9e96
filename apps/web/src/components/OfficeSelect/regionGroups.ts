import { OFFICE_CACHE_MS, type RegionGroupOption } from '@awards/shared/regions';
import { http } from '@awards/web-common/http';
import { getItem, type StorageKey, setItem } from '@awards/web-common/storage';
import { queryOptions } from '@tanstack/react-query';

/** Spec 001 §7/§9: the office region groups are kept locally for 300000 ms; other groups alike. */
export const REGION_GROUP_CACHE_MS = OFFICE_CACHE_MS;

export type RegionGroup = Pick<RegionGroupOption, 'code' | 'value'>;

// lib/storage.ts types its keys as the fixed set of spec 000 §3; a key per group code
// is built here, under the same 'dandelion__' prefix and the same {value, expire} format.
const cacheKey = (groupCode: string) => `REGION_GROUP_${groupCode}` as StorageKey;

/**
 * `POST /rest/region/getRegionGroups` { code } → regionGroups, answered from the local
 * cache while it is younger than 300000 ms, so every page with an office filter does not
 * ask again. The cache outlives reloads, unlike TanStack Query's memory cache.
 */
export async function fetchRegionGroups(groupCode: string): Promise<RegionGroup[]> {
  const cached = getItem<RegionGroup[]>(cacheKey(groupCode));
  if (cached) return cached;
  const { regionGroups } = await http.post<{ regionGroups: RegionGroup[] }>('/rest/region/getRegionGroups', {
    code: groupCode,
  });
  setItem(cacheKey(groupCode), regionGroups, REGION_GROUP_CACHE_MS);
  return regionGroups;
}

export const regionGroupsQueryOptions = (groupCode: string) =>
  queryOptions({
    queryKey: ['region', 'groups', groupCode],
    queryFn: () => fetchRegionGroups(groupCode),
    staleTime: REGION_GROUP_CACHE_MS,
  });
