import type { DataRuleBinding } from '@awards/shared/menus';
import { http } from '@awards/web-common/http';
import { ROLES_KEY } from './rolePage';

/** Where the roles' data-rule bindings are cached (per role, then per menu). */
export const ROLE_RULES_KEY = [...ROLES_KEY, 'dataRules'] as const;

/** `dataRules` (ROLE_MENU): one menu's data rules, with those bound to the role. */
export function fetchRoleDataRules(roleId: number, menuId: number) {
  return http.post<DataRuleBinding>('/rest/role/dataRules', { roleId, menuId });
}

/** `bindDataRules` (ROLE_MENU): which of the menu's rules apply to the role's holders. */
export function bindRoleDataRules(binding: { roleId: number; menuId: number; ruleIds: number[] }) {
  return http.post<DataRuleBinding>('/rest/role/bindDataRules', binding, { silent: true });
}
