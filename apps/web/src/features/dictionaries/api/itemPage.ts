import type { DictItemPageQuery, DictView } from '@awards/shared/dictionaries';
import type { Page } from '@awards/shared/paging';
import { http } from '@awards/web-common/http';
import { DICTS_KEY } from './dictTree';

/** The item list's filters: one dictionary, and its item code or name. */
export type ItemFilters = Pick<DictItemPageQuery, 'parentDictId' | 'code' | 'value'>;

export const ITEM_PAGE_KEY = [...DICTS_KEY, 'items'] as const;

/** `POST /rest/dict/itemListByPage` (DICTITEM_VIEW). */
export function fetchItemPage(
  query: ItemFilters & { pageNum: number; pageSize: number },
): Promise<Page<DictView>> {
  return http.post<Page<DictView>>('/rest/dict/itemListByPage', query);
}
