import { renderLabel } from '@awards/shared/i18n';
import {
  ORGAN_TYPE_LABELS,
  type OrganNode,
  type OrganType,
  type OrganView,
} from '@awards/shared/organisations';
import type { organisations } from '../../db/schema';
import { iso } from '../../platform/time';

export type OrganRow = typeof organisations.$inferSelect;

/** An organisation with every field of spec 001 §3 under its spec name (organId, parentOrganIds...). */
export function presentOrgan(row: OrganRow): OrganView {
  const organType = row.organType as OrganType;
  return {
    organId: row.id,
    organCode: row.organCode,
    organName: row.organName,
    organShortName: row.organShortName,
    organEnName: row.organEnName,
    organGrade: row.organGrade,
    organType,
    organTypeName: renderLabel(ORGAN_TYPE_LABELS, row.organType),
    parentOrganId: row.parentId,
    parentOrganIds: row.parentIds,
    organSortNumber: row.sortNumber,
    useable: row.useable,
    master: row.master,
    deputyPersons: row.deputyPersons,
    primaryPersons: row.primaryPersons,
    phone: row.phone,
    fax: row.fax,
    mails: row.mails,
    organAddress: row.organAddress,
    organZipCode: row.organZipCode,
    regionCode: row.regionCode,
    remarks: row.remarks,
    delFlag: row.delFlag,
    deletedAt: iso(row.deletedAt),
    createBy: row.createBy,
    createTime: row.createTime.toISOString(),
    updateBy: row.updateBy,
    updateTime: iso(row.updateTime),
  };
}

/**
 * Nests rows ordered by (sortNumber, id) into a tree. A row whose parent is not
 * among them (outside the data scope, or filtered out) becomes a root, so a
 * limited scope shows its own subtrees rather than nothing.
 */
export function buildOrganTree(rows: OrganRow[]): OrganNode[] {
  const nodes = new Map<number, OrganNode>(
    rows.map((row) => [
      row.id,
      { ...presentOrgan(row), key: row.id, title: row.organName, value: row.id, leaf: true, children: [] },
    ]),
  );
  const roots: OrganNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentOrganId === null ? undefined : nodes.get(node.parentOrganId);
    if (parent) {
      parent.children.push(node);
      parent.leaf = false;
    } else {
      roots.push(node);
    }
  }
  return roots;
}
