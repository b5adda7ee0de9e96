import { type BusinessModuleView, BUSINESS_MODULE_PATHS as P } from '@awards/shared/business-modules';
import type { Page } from '@awards/shared/paging';
import { http } from '@awards/web-common/http';

export type BusinessModuleFilters = { keyword?: string };

export const BUSINESS_MODULES_KEY = ['business-modules'] as const;

/** The registry as the table's page: the whole list answered at once, paged here. */
export async function fetchBusinessModules({
  pageNum,
  pageSize,
  keyword,
}: BusinessModuleFilters & { pageNum: number; pageSize: number }): Promise<Page<BusinessModuleView>> {
  const rows = await http.post<BusinessModuleView[]>(P.list, keyword ? { keyword } : {});
  return {
    pageNum,
    pageSize,
    totalCount: rows.length,
    totalPage: Math.ceil(rows.length / pageSize),
    result: rows.slice((pageNum - 1) * pageSize, pageNum * pageSize),
  };
}
