import type { RoleView } from '@awards/shared/roles';
import { http } from '@awards/web-common/http';
import { useQuery } from '@tanstack/react-query';
import { ROLES_KEY } from './rolePage';

/** `POST /rest/role/detail` (ROLE_VIEW): the role an edit link (?form=edit:<roleId>) names. */
export function useRole(roleId: number | null) {
  return useQuery({
    queryKey: [...ROLES_KEY, 'detail', roleId],
    queryFn: () => http.post<RoleView>('/rest/role/detail', { roleId }),
    enabled: roleId !== null,
  });
}
