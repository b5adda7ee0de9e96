import { type ExpertView, maskMiddle } from '@awards/shared/experts';
import { iso } from '../../platform/time';
import type { ExpertRow } from './repository';

/**
 * The wire shape of an expert. `full` only for the detail asked by a holder of
 * EXPERT_VIEW_SENSITIVE: everywhere else the ID number and bank account are masked.
 */
export function presentExpert(row: ExpertRow, full = false): ExpertView {
  return {
    expertId: row.id,
    expertName: row.expertName,
    sex: row.sex,
    organisation: row.organisation,
    title: row.title,
    discipline: row.discipline,
    keywords: row.keywords,
    regionCode: row.regionCode,
    phone: row.phone,
    email: row.email,
    idNumber: full ? row.idNumber : maskMiddle(row.idNumber),
    bankName: row.bankName,
    bankId: row.bankId,
    bankBranchId: row.bankBranchId,
    bankBranchName: row.bankBranchName,
    bankAccount: full ? row.bankAccount : maskMiddle(row.bankAccount),
    sensitiveMasked: !full,
    userId: row.userId,
    loginName: row.loginName,
    status: row.status,
    auditOpinion: row.auditOpinion,
    auditBy: row.auditBy,
    auditTime: iso(row.auditTime),
    blacklisted: row.blacklisted,
    blacklistReason: row.blacklistReason,
    blacklistBy: row.blacklistBy,
    blacklistTime: iso(row.blacklistTime),
    remark: row.remark,
    delFlag: row.delFlag,
    deletedAt: iso(row.deletedAt),
    createBy: row.createBy,
    createTime: row.createTime.toISOString(),
    updateBy: row.updateBy,
    updateTime: iso(row.updateTime),
  };
}
