import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { bankBranches, banks } from '../schema';

/**
 * The national banks by their CNAPS bank codes (中国人民银行 支付系统行号的前三位), and the
 * business departments of their Beijing and Shanghai branches by 12-digit participant number
 * (联行号): a start that administrators complete on the banks page (or by import).
 */
export const SEED_BANKS = [
  ['102', '中国工商银行'],
  ['103', '中国农业银行'],
  ['104', '中国银行'],
  ['105', '中国建设银行'],
  ['301', '交通银行'],
  ['403', '中国邮政储蓄银行'],
  ['302', '中信银行'],
  ['303', '中国光大银行'],
  ['304', '华夏银行'],
  ['305', '中国民生银行'],
  ['306', '广发银行'],
  ['307', '平安银行'],
  ['308', '招商银行'],
  ['309', '兴业银行'],
  ['310', '上海浦东发展银行'],
] as const;

export const SEED_BANK_BRANCHES = [
  ['102', '102100099996', '中国工商银行股份有限公司北京市分行营业部', '110000'],
  ['102', '102290002916', '中国工商银行股份有限公司上海市分行营业部', '310000'],
  ['103', '103100000026', '中国农业银行股份有限公司北京市分行营业部', '110000'],
  ['103', '103290036017', '中国农业银行股份有限公司上海市分行营业部', '310000'],
  ['104', '104100000004', '中国银行股份有限公司北京市分行营业部', '110000'],
  ['104', '104290003791', '中国银行股份有限公司上海市分行营业部', '310000'],
  ['105', '105100000017', '中国建设银行股份有限公司北京市分行营业部', '110000'],
  ['105', '105290036005', '中国建设银行股份有限公司上海市分行营业部', '310000'],
  ['301', '301100000015', '交通银行股份有限公司北京市分行营业部', '110000'],
  ['308', '308100005019', '招商银行股份有限公司北京分行营业部', '110000'],
  ['308', '308290003011', '招商银行股份有限公司上海分行营业部', '310000'],
  ['403', '403100000004', '中国邮政储蓄银行股份有限公司北京分行营业部', '110000'],
] as const;

/** Missing banks and branches only: names and order are the administrators' to edit. */
export async function seedBanks(db: DbOrTx): Promise<void> {
  await db
    .insert(banks)
    .values(
      SEED_BANKS.map(([bankCode, bankName], index) => ({
        bankCode,
        bankName,
        sortNumber: index + 1,
        createBy: 'system',
      })),
    )
    .onConflictDoNothing();
  const ids = await db
    .select({ id: banks.id, bankCode: banks.bankCode })
    .from(banks)
    .where(
      inArray(
        banks.bankCode,
        SEED_BANKS.map(([code]) => code),
      ),
    );
  const idOf = new Map(ids.map((b) => [b.bankCode, b.id]));
  const rows = SEED_BANK_BRANCHES.flatMap(([bankCode, branchCode, branchName, regionCode]) => {
    const bankId = idOf.get(bankCode);
    return bankId ? [{ bankId, branchCode, branchName, regionCode, createBy: 'system' }] : [];
  });
  await db.insert(bankBranches).values(rows).onConflictDoNothing();
}
