import type { AppView } from '@awards/shared/apps';
import { http } from '@awards/web-common/http';
import { useQuery } from '@tanstack/react-query';
import { APPS_KEY } from './appPage';

/** `POST /rest/app/getById` (APP_VIEW): the record an edit link (?form=edit:<appId>) names. */
export function useApp(appId: number | null) {
  return useQuery({
    queryKey: [...APPS_KEY, 'one', appId],
    queryFn: () => http.post<AppView>('/rest/app/getById', { appId }),
    enabled: appId !== null,
  });
}
