import type { DictOption } from '@awards/shared/auth';
import { http } from '@awards/web-common/http';
import { useLocalised } from '@awards/web-common/localised';
import { getItem, STORAGE_KEYS } from '@awards/web-common/storage';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** `POST /rest/dict/getDictItems` (spec 001 §7): the items of one dictionary category. */
export async function fetchDictItems(categoryCode: string): Promise<DictOption[]> {
  const { dictList } = await http.post<{ dictList: DictOption[] }>('/rest/dict/getDictItems', {
    categoryCode,
  });
  return dictList;
}

/** The items handed over at sign-in (sysAllDictItems), when that category was among them. */
export function storedDictItems(categoryCode: string): DictOption[] | undefined {
  return getItem<Record<string, DictOption[]>>(STORAGE_KEYS.dictItems)?.[categoryCode];
}

/** Invalidate `['dict', 'items']` after editing dictionary items to refresh every select. */
export const dictItemsQueryKey = (categoryCode: string) => ['dict', 'items', categoryCode] as const;

export const dictItemsQueryOptions = (categoryCode: string) =>
  queryOptions({
    queryKey: dictItemsQueryKey(categoryCode),
    queryFn: () => fetchDictItems(categoryCode),
    // Items change only through the dictionary screens, which invalidate the key.
    staleTime: Number.POSITIVE_INFINITY,
  });

export interface DictChoice {
  value: string;
  label: string;
}

/**
 * Options of a category: value = item code, label = the item's name in the interface
 * language (its valueI18n version, else its zh_CN value, else text). Every place the
 * portal turns a dictionary code into a label goes through here, so all follow a change
 * of language.
 */
export function useDictOptions(categoryCode: string): { options: DictChoice[]; loading: boolean } {
  const stored = storedDictItems(categoryCode);
  const query = useQuery({ ...dictItemsQueryOptions(categoryCode), initialData: stored });
  const localise = useLocalised();
  const options = (query.data ?? []).map((item) => ({
    value: item.code,
    label: localise(item.value || item.text, item.valueI18n),
  }));
  return { options, loading: query.isFetching };
}
