import type { DataRuleBinding } from '@awards/shared/menus';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { ROLES_KEY } from './rolePage';

const RULES_KEY = [...ROLES_KEY, 'dataRules'] as const;

/** `dataRules` (ROLE_MENU): one menu's data rules, with those bound to the role. */
export function useRoleDataRules(roleId: number, menuId: number | null) {
  return useQuery({
    queryKey: [...RULES_KEY, roleId, menuId],
    queryFn: () => http.post<DataRuleBinding>('/rest/role/dataRules', { roleId, menuId }),
    enabled: menuId !== null,
  });
}

/** `bindDataRules` (ROLE_MENU): which of the menu's rules apply to the role's holders. */
export function useBindRoleDataRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (binding: { roleId: number; menuId: number; ruleIds: number[] }) =>
      http.post<DataRuleBinding>('/rest/role/bindDataRules', binding, { silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: RULES_KEY }),
  });
}
