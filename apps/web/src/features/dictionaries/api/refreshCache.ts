import { http } from '@awards/web-common/http';
import { useMutation } from '@tanstack/react-query';
import { useForgetDictItems } from './localItems';

/** `POST /rest/dict/refresh` (DICT_EDIT): the server drops its item cache; the portal drops its copies too. */
export function useRefreshCache() {
  const forget = useForgetDictItems();
  return useMutation({
    mutationFn: () => http.post<null>('/rest/dict/refresh'),
    onSuccess: () => forget(),
  });
}
