import type { RegionOption } from '@awards/shared/regions';
import { http } from '@awards/web-common/http';
import type { QueryClient } from '@tanstack/react-query';

/**
 * The wire item: `value` is the name (zh_CN, with its other versions in `nameI18n`), `code`
 * what is stored. `leaf` and `nameI18n` may be absent.
 */
export type RegionItem = Pick<RegionOption, 'value' | 'code' | 'level'> &
  Partial<Pick<RegionOption, 'leaf' | 'nameI18n'>>;

/** `POST /rest/region/getregions` { code } → regions: the children of `code`. */
export async function fetchRegions(code: string): Promise<RegionItem[]> {
  const { regions } = await http.post<{ regions: RegionItem[] }>('/rest/region/getregions', { code });
  return regions;
}

/**
 * Children through the query cache: regions do not change while the portal is open, so
 * every cascader on every page shares one answer per parent code.
 */
export function loadRegions(client: QueryClient, code: string): Promise<RegionItem[]> {
  return client.fetchQuery({
    queryKey: ['region', 'children', code],
    queryFn: () => fetchRegions(code),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
