import type { DataRuleBinding } from '@awards/shared/menus';
import type { OrganMenus, OrganPermission } from '@awards/shared/organisations';
import { http } from '@awards/web-common/http';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ORGANS_KEY } from './organTree';

export const GRANTS_KEY = [...ORGANS_KEY, 'grants'] as const;

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

/** Where the data-rule bindings are cached (per organisation, then per menu). */
export const ORGAN_RULES_KEY = [...GRANTS_KEY, 'dataRules'] as const;

/** `dataRules` (DEPART_MENU): one menu's data rules, with those bound to the organisation. */
export function fetchOrganDataRules(organId: number, menuId: number) {
  return http.post<DataRuleBinding>('/rest/organ/dataRules', { organId, menuId });
}

/** `bindDataRules` (DEPART_MENU): which of the menu's rules apply to the organisation's users. */
export function bindOrganDataRules(binding: { organId: number; menuId: number; ruleIds: number[] }) {
  return http.post<DataRuleBinding>('/rest/organ/bindDataRules', binding, { silent: true });
}
