import { http } from '@awards/web-common/http';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DICTS_KEY } from './dictTree';
import { useForgetDictItems } from './localItems';

/** A dictionary with its items (DICT_DEL), or items (DICTITEM_DEL one, DICTITEM_BATCHDEL several). */
export type EntryDelete = { kind: 'dict'; dictId: number } | { kind: 'items'; dictIds: number[] };

/** Silent: built-in entries are refused (422) and the page says so in the user's language. */
export function deleteEntries(request: EntryDelete): Promise<null> {
  const silent = { silent: true };
  if (request.kind === 'dict')
    return http.post<null>('/rest/dict/delete', { dictId: request.dictId }, silent);
  const [dictId] = request.dictIds;
  return request.dictIds.length === 1
    ? http.post<null>('/rest/dict/itemDelete', { dictId }, silent)
    : http.post<null>('/rest/dict/itemDeleteBatch', { dictIds: request.dictIds }, silent);
}

export function useDeleteEntries() {
  const queryClient = useQueryClient();
  const forget = useForgetDictItems();
  return useMutation({
    mutationFn: ({ request }: { request: EntryDelete; category: string }) => deleteEntries(request),
    onSuccess: (_, { category }) => {
      void queryClient.invalidateQueries({ queryKey: DICTS_KEY });
      void forget([category]);
    },
  });
}
