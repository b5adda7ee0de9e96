import {
  type DataGroupKind,
  type DataGroupMember,
  type DataGroupView,
  groupVariable,
} from '@awards/shared/data-groups';
import type { dataGroups } from '../../db/schema';
import { iso } from '../../platform/time';

/** A group row and its members on the wire. */
export function presentGroup(row: typeof dataGroups.$inferSelect, members: DataGroupMember[]): DataGroupView {
  return {
    groupId: row.id,
    groupCode: row.groupCode,
    groupName: row.groupName,
    groupNameI18n: row.groupNameI18n,
    kind: row.kind as DataGroupKind,
    remark: row.remark,
    members,
    variable: groupVariable(row.groupCode),
    createBy: row.createBy,
    createTime: row.createTime.toISOString(),
    updateBy: row.updateBy,
    updateTime: iso(row.updateTime),
  };
}
