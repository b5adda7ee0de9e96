import { renderLabel } from '@awards/shared/i18n';
import { ROLE } from '@awards/shared/permissions';
import { DATA_SCOPE_LABELS, type DataScopeValue, type RoleView } from '@awards/shared/roles';
import type { roles } from '../../db/schema';
import { iso } from '../../platform/time';

type RoleRow = typeof roles.$inferSelect & { organName: string | null };

const BUILT_IN = new Set<string>(Object.values(ROLE));

/** Roles the seed creates and the code relies on (SYS_ADMIN, BUSI_AUDIT, READ_ONLY). */
export const isBuiltInRole = (roleCode: string): boolean => BUILT_IN.has(roleCode);

/** A role with the field names of spec 001 §3 ("roleId", "organId"...). */
export function presentRole(row: RoleRow): RoleView {
  const dataScope = row.dataScope as DataScopeValue;
  return {
    roleId: row.id,
    roleCode: row.roleCode,
    roleName: row.roleName,
    roleNameI18n: row.roleNameI18n,
    roleType: row.roleType,
    dataScope,
    dataScopeName: renderLabel(DATA_SCOPE_LABELS, dataScope),
    organId: row.organId,
    organName: row.organName,
    sortNumber: row.sortNumber,
    remark: row.remark,
    builtIn: isBuiltInRole(row.roleCode),
    delFlag: row.delFlag,
    createBy: row.createBy,
    createTime: row.createTime.toISOString(),
    updateBy: row.updateBy,
    updateTime: iso(row.updateTime),
  };
}
