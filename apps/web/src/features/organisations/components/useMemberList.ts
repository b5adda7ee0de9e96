import { useListState } from '../../../components/DataTable/useListState';
import { searchFilter } from '../../../components/UserPickerModal';
import type { MemberFilters } from '../api/organMembers';

const SPEC = { keyword: 'string', onlyHere: 'boolean' } as const;

/**
 * A member panel's list in the address: its page, its search text (`?keyword=`) and, where
 * the panel offers it, "this organisation only" (`?onlyHere=true`; those below are
 * included by default). The organisation itself is the page's `?organ=`.
 */
export function useMemberList(base: MemberFilters, offersChildren: boolean) {
  const list = useListState<{ keyword?: string; onlyHere?: boolean }>(SPEC);
  const { keyword, onlyHere } = list.filters;
  const filters: MemberFilters = {
    ...base,
    ...(offersChildren ? { includeChildren: !onlyHere } : {}),
    ...searchFilter(keyword ?? ''),
  };
  return {
    list,
    filters,
    keyword,
    search: (text: string) => list.search({ keyword: text.trim() || undefined, onlyHere }),
    setIncludeChildren: (include: boolean) => list.search({ keyword, onlyHere: include ? undefined : true }),
  };
}
