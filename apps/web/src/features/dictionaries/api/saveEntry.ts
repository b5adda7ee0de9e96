import type { DictAdd, DictEdit, DictItemAdd, DictItemEdit, DictView } from '@awards/shared/dictionaries';
import { http } from '@awards/web-common/http';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DICTS_KEY } from './dictTree';
import { useForgetDictItems } from './localItems';

/** A dictionary (DICT_ADD / DICT_EDIT) or an item (DICTITEM_ADD / DICTITEM_EDIT). */
export type EntrySave =
  | { kind: 'add'; values: DictAdd }
  | { kind: 'edit'; values: DictEdit }
  | { kind: 'itemAdd'; values: DictItemAdd }
  | { kind: 'itemEdit'; values: DictItemEdit };

/** Silent: the form shows the failure on its fields. */
export function saveEntry({ kind, values }: EntrySave): Promise<DictView> {
  return http.post<DictView>(`/rest/dict/${kind}`, values, { silent: true });
}

/** `categories`: the codes whose items the portal must forget after this save (old and new code). */
export function useSaveEntry() {
  const queryClient = useQueryClient();
  const forget = useForgetDictItems();
  return useMutation({
    mutationFn: ({ save }: { save: EntrySave; categories: string[] }) => saveEntry(save),
    onSuccess: (_, { categories }) => {
      void queryClient.invalidateQueries({ queryKey: DICTS_KEY });
      void forget(categories);
    },
  });
}
