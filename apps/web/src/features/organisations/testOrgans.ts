import type { OrganNode } from '@awards/shared/organisations';

/** An organisation node with every field; tests name what they look at. */
export function organ(
  organId: number,
  parentOrganId: number | null,
  organName: string,
  children: OrganNode[] = [],
): OrganNode {
  return {
    organId,
    organCode: `ORG${organId}`,
    organName,
    organShortName: null,
    organEnName: null,
    organGrade: null,
    organType: 'department',
    organTypeName: '部门',
    parentOrganId,
    parentOrganIds: ',',
    organSortNumber: organId,
    useable: 1,
    master: null,
    deputyPersons: null,
    primaryPersons: null,
    phone: null,
    fax: null,
    mails: null,
    organAddress: null,
    organZipCode: null,
    regionCode: '110101',
    remarks: null,
    delFlag: 0,
    deletedAt: null,
    createBy: 'system',
    createTime: '2026-01-01T00:00:00Z',
    updateBy: null,
    updateTime: null,
    key: organId,
    title: organName,
    value: organId,
    leaf: children.length === 0,
    children,
  };
}

/** 行业协会 (1) → 信息中心 (2) → 开发组 (4), 运维组 (5); 评审部 (3). */
export const TREE: OrganNode[] = [
  organ(1, null, '行业协会', [
    organ(2, 1, '信息中心', [organ(4, 2, '开发组'), organ(5, 2, '运维组')]),
    organ(3, 1, '评审部'),
  ]),
];
