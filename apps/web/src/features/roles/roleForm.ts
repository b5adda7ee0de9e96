import type { DataScopeValue, RoleAdd, RoleUpdate, RoleView } from '@awards/shared/roles';
import type { Translation } from '@awards/shared/translations';

/** The role form's values: the wire fields of `roleEntity`. */
export interface RoleFormValues {
  roleCode: string;
  roleName: string;
  /** The name's zh_TW and en_GB versions; an empty one shows roleName. */
  roleNameI18n?: Translation;
  roleType?: string;
  dataScope: DataScopeValue;
  organIds?: number[];
  organId?: number | null;
  sortNumber?: number | null;
  remark?: string;
}

/** New roles see only their holders' own organisation and below unless chosen otherwise. */
export const NEW_ROLE: Partial<RoleFormValues> = { dataScope: 2, organIds: [] };

export function roleValues(role: RoleView): RoleFormValues {
  return {
    roleCode: role.roleCode,
    roleName: role.roleName,
    roleNameI18n: role.roleNameI18n,
    roleType: role.roleType ?? '',
    dataScope: role.dataScope,
    organId: role.organId,
    sortNumber: role.sortNumber,
    remark: role.remark ?? '',
  };
}

export function toRoleAdd(values: RoleFormValues): RoleAdd {
  return {
    roleCode: values.roleCode.trim(),
    roleName: values.roleName.trim(),
    ...(values.roleNameI18n ? { roleNameI18n: values.roleNameI18n } : {}),
    roleType: values.roleType ?? null,
    dataScope: values.dataScope,
    organIds: values.dataScope === 5 ? (values.organIds ?? []) : [],
    organId: values.organId ?? null,
    sortNumber: values.sortNumber ?? undefined,
    remark: values.remark ?? null,
  };
}

/** The edit form leaves the scope to its own dialog: absent fields stay as they are. */
export function toRoleUpdate(role: RoleView, values: RoleFormValues): RoleUpdate {
  return {
    roleId: role.roleId,
    // A built-in role's code is fixed (its field is disabled): left out, it stays as it is.
    ...(role.builtIn ? {} : { roleCode: values.roleCode.trim() }),
    roleName: values.roleName.trim(),
    ...(values.roleNameI18n ? { roleNameI18n: values.roleNameI18n } : {}),
    roleType: values.roleType ?? null,
    organId: values.organId ?? null,
    sortNumber: values.sortNumber ?? undefined,
    remark: values.remark ?? null,
  };
}
