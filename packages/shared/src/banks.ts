import { z } from 'zod';
import { codeField, filterText, idField, optionalText, requiredText, sortNumberField } from './admin-fields';
import { defineMessages } from './i18n';
import { pageRequestSchema } from './paging';

/**
 * The maintained list of banks and their branch banks (spec 001 §7 "banks, branch
 * banks"): an expert's honoraria account names one branch of one bank. A bank's code
 * is its CNAPS bank code (3 digits, 102 ICBC...), a branch's its 12-digit CNAPS
 * participant number (联行号). Maintained on the portal's catalogue page, chosen from
 * on the expert's forms (portal and site).
 */
export const BANK_MESSAGES = defineMessages('banks', {
  bankIdRequired: ['请选择银行', '請選擇銀行', 'Please choose a bank'],
  bankCodeRequired: ['请输入银行代码', '請輸入銀行代碼', 'Please enter the bank code'],
  bankCodeRule: ['银行代码为3位数字', '銀行代碼為 3 位數字', 'The bank code is 3 digits'],
  bankNameRequired: ['请输入银行名称', '請輸入銀行名稱', 'Please enter the bank name'],
  bankCodeTaken: ['银行代码已存在', '銀行代碼已存在', 'This bank code is already used'],
  bankNameTaken: ['银行名称已存在', '銀行名稱已存在', 'This bank name is already used'],
  bankNotFound: ['银行不存在', '銀行不存在', 'The bank does not exist'],
  bankInUse: [
    '该银行下还有{count}个支行，不能删除',
    '該銀行下還有 {count} 個支行，不能刪除',
    'The bank still has {count} branches: it cannot be deleted',
  ],
  branchIdRequired: ['请选择开户支行', '請選擇開戶支行', 'Please choose the branch'],
  branchCodeRequired: ['请输入联行号', '請輸入聯行號', 'Please enter the branch number'],
  branchCodeRule: ['联行号为12位数字', '聯行號為 12 位數字', 'The branch number is 12 digits'],
  branchNameRequired: ['请输入支行名称', '請輸入支行名稱', 'Please enter the branch name'],
  branchCodeTaken: ['联行号已存在', '聯行號已存在', 'This branch number is already used'],
  branchNotFound: ['支行不存在', '支行不存在', 'The branch does not exist'],
  branchNotOfBank: [
    '开户支行不属于所选银行',
    '開戶支行不屬於所選銀行',
    'The branch is not of the chosen bank',
  ],
  branchInUse: [
    '该支行已被{count}位专家使用，不能删除',
    '該支行已被 {count} 位專家使用，不能刪除',
    'The branch is used by {count} experts: it cannot be deleted',
  ],
});

const bankId = idField(BANK_MESSAGES.bankIdRequired);
const branchId = idField(BANK_MESSAGES.branchIdRequired);

export const bankSaveSchema = z.object({
  /** Absent: a new bank; present: that bank edited. */
  bankId: bankId.optional(),
  bankCode: codeField(/^\d{3}$/, BANK_MESSAGES.bankCodeRequired, BANK_MESSAGES.bankCodeRule),
  bankName: requiredText(50, BANK_MESSAGES.bankNameRequired),
  sortNumber: sortNumberField,
});
export type BankSave = z.infer<typeof bankSaveSchema>;

export const bankBranchSaveSchema = z.object({
  branchId: branchId.optional(),
  bankId,
  branchCode: codeField(/^\d{12}$/, BANK_MESSAGES.branchCodeRequired, BANK_MESSAGES.branchCodeRule),
  branchName: requiredText(100, BANK_MESSAGES.branchNameRequired),
  regionCode: optionalText(12),
});
export type BankBranchSave = z.infer<typeof bankBranchSaveSchema>;

export const bankIdSchema = z.object({ bankId });
export const bankBranchIdSchema = z.object({ branchId });

export const bankPageQuerySchema = pageRequestSchema.extend({ bankName: filterText });
export type BankPageQuery = z.infer<typeof bankPageQuerySchema>;
export const bankBranchPageQuerySchema = pageRequestSchema.extend({
  bankId: bankId.optional(),
  branchName: filterText,
});
export type BankBranchPageQuery = z.infer<typeof bankBranchPageQuerySchema>;

/** The choices of a form: every bank, or one bank's branches matching a few typed characters. */
export const bankBranchOptionsSchema = z.object({ bankId, keyword: filterText });

export interface BankView {
  bankId: number;
  bankCode: string;
  bankName: string;
  sortNumber: number;
  branchCount: number;
}

export interface BankBranchView {
  branchId: number;
  bankId: number;
  bankName: string;
  branchCode: string;
  branchName: string;
  regionCode: string | null;
}

export interface BankOption {
  bankId: number;
  bankName: string;
}
export interface BankBranchOption {
  branchId: number;
  branchName: string;
  branchCode: string;
}
