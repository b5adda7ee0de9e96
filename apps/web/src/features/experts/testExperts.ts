import type { EditionView } from '@awards/shared/editions';
import type { ExpertView } from '@awards/shared/experts';

/** Records as the server sends them, for the component tests. */
export function expert(expertId: number, fields: Partial<ExpertView> = {}): ExpertView {
  return {
    expertId,
    expertName: `专家${expertId}`,
    sex: 1,
    organisation: '浙江大学',
    title: '教授',
    discipline: 'CS',
    keywords: [],
    regionCode: '330000',
    phone: '13800000000',
    email: null,
    idNumber: '330***********1234',
    bankName: null,
    bankId: null,
    bankBranchId: null,
    bankBranchName: null,
    bankAccount: '622***********5678',
    sensitiveMasked: true,
    userId: null,
    loginName: null,
    status: 'approved',
    auditOpinion: null,
    auditBy: null,
    auditTime: null,
    blacklisted: false,
    blacklistReason: null,
    blacklistBy: null,
    blacklistTime: null,
    remark: null,
    delFlag: 0,
    deletedAt: null,
    createBy: 'admin',
    createTime: '2026-11-01T00:00:00.000Z',
    updateBy: null,
    updateTime: null,
    ...fields,
  };
}

export const EDITION = {
  editionId: 4,
  editionName: '2026年度届次',
  year: 2026,
  status: 'declaring',
} as EditionView;

export const page = <T>(rows: T[]) => ({
  pageNum: 1,
  pageSize: 10,
  totalCount: rows.length,
  totalPage: 1,
  result: rows,
});
