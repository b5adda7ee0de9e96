import { http } from '@awards/web-common/http';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DICTS_KEY } from './dictTree';
import { useForgetDictItems } from './localItems';

/** The dictionaries (parent null) or one dictionary's items, all of them, in the new order (DICT_SORT). */
export interface EntrySort {
  parentDictId: number | null;
  dictIds: number[];
}

export const sortEntries = (body: EntrySort) => http.post<null>('/rest/dict/sort', body);

export function useSortEntries() {
  const queryClient = useQueryClient();
  const forget = useForgetDictItems();
  return useMutation({
    mutationFn: ({ body }: { body: EntrySort; category?: string }) => sortEntries(body),
    onSuccess: (_, { category }) => {
      void queryClient.invalidateQueries({ queryKey: DICTS_KEY });
      // Items come out in their order: the selects must see the new one.
      if (category) void forget([category]);
    },
  });
}
