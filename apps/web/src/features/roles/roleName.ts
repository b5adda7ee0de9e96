import type { Translation } from '@awards/shared/translations';
import { useLocalised } from '@awards/web-common/localised';

export type RoleNameOf = (role: { roleName: string; roleNameI18n: Translation }) => string;

/** Role names in the interface language: the version entered for it, else roleName. */
export function useRoleName(): RoleNameOf {
  const localised = useLocalised();
  return (role) => localised(role.roleName, role.roleNameI18n);
}
