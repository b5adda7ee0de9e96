import type { EditionOption } from '@awards/shared/editions';
import { http } from '@awards/web-common/http';
import { useQuery } from '@tanstack/react-query';
import { NOTICES_KEY } from './noticePage';

/** The editions a public notice may be about (`/rest/edition/options`, any signed-in user). */
export function useEditionOptions(enabled: boolean) {
  return useQuery({
    queryKey: [...NOTICES_KEY, 'editions'],
    queryFn: () => http.post<EditionOption[]>('/rest/edition/options', {}, { allowRepeat: true }),
    enabled,
  });
}
