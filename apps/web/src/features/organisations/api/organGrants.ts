import type { DataRuleBinding } from '@awards/shared/menus';
import type { OrganMenus, OrganPermission } from '@awards/shared/organisations';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { ORGANS_KEY } from './organTree';

const GRANTS_KEY = [...ORGANS_KEY, 'grants'] as const;

/** `menus` (DEPART_MENU): the menu-and-button tree with what the organisation may use. */
export function useOrganMenus(organId: number) {
  return useQuery({
    queryKey: [...GRANTS_KEY, 'menus', organId],
    queryFn: () => http.post<OrganMenus>('/rest/organ/menus', { organId }),
  });
}

/** `bindMenus` (DEPART_MENU): replaces the grant; the organisation's roles lose what falls outside. */
export function useBindOrganMenus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (grant: OrganPermission) =>
      http.post<OrganPermission>('/rest/organ/bindMenus', grant, { silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: GRANTS_KEY }),
  });
}

/** `dataRules` (DEPART_MENU): one menu's data rules, with those bound to the organisation. */
export function useOrganDataRules(organId: number, menuId: number | null) {
  return useQuery({
    queryKey: [...GRANTS_KEY, 'dataRules', organId, menuId],
    queryFn: () => http.post<DataRuleBinding>('/rest/organ/dataRules', { organId, menuId }),
    enabled: menuId !== null,
  });
}

/** `bindDataRules` (DEPART_MENU): which of the menu's rules apply to the organisation's users. */
export function useBindOrganDataRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (binding: { organId: number; menuId: number; ruleIds: number[] }) =>
      http.post<DataRuleBinding>('/rest/organ/bindDataRules', binding, { silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: GRANTS_KEY }),
  });
}
