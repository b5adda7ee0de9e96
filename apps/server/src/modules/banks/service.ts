import {
  BANK_MESSAGES,
  type BankBranchOption,
  type BankBranchPageQuery,
  type BankBranchSave,
  type BankBranchView,
  type BankOption,
  type BankPageQuery,
  type BankSave,
  type BankView,
} from '@awards/shared/banks';
import { RTN } from '@awards/shared/envelope';
import type { MessageRef } from '@awards/shared/i18n';
import type { Page } from '@awards/shared/paging';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bankBranches, banks, experts } from '../../db/schema';
import { onUniqueViolation } from '../../platform/db-errors';
import { AppError, notFound, ruleViolation } from '../../platform/errors';
import { countRows, pagedQuery } from '../../platform/paging';
import { containsText } from '../../platform/text-match';

type Actor = { loginName: string };

const fieldConflict = (field: string, message: MessageRef) =>
  new AppError(409, RTN.conflict, message, null, { [field]: message });

// Written out: inside a select from banks, a bare column reference would bind to the subquery's own table.
const branchCount =
  sql<number>`(select count(*) from bank_branches b where b.bank_id = "banks"."id")`.mapWith(Number);

/**
 * Banks and branch banks (spec 001 §7): a maintained list, the expert's honoraria
 * account chooses from it. A bank with branches, or a branch an expert uses, is not
 * deleted (the answer says how many hold it).
 */
export class BankService {
  constructor(private readonly db: Db) {}

  async page(query: BankPageQuery): Promise<Page<BankView>> {
    const where = query.bankName ? containsText(banks.bankName, query.bankName) : undefined;
    return pagedQuery(
      query,
      (limit, offset) =>
        this.db
          .select({
            bankId: banks.id,
            bankCode: banks.bankCode,
            bankName: banks.bankName,
            sortNumber: banks.sortNumber,
            branchCount,
          })
          .from(banks)
          .where(where)
          .orderBy(asc(banks.sortNumber), asc(banks.bankCode))
          .limit(limit)
          .offset(offset),
      countRows(this.db, banks, where),
    );
  }

  async options(): Promise<BankOption[]> {
    return this.db
      .select({ bankId: banks.id, bankName: banks.bankName })
      .from(banks)
      .orderBy(asc(banks.sortNumber), asc(banks.bankCode));
  }

  async save(actor: Actor, input: BankSave): Promise<{ bankId: number }> {
    const values = { bankCode: input.bankCode, bankName: input.bankName, sortNumber: input.sortNumber ?? 0 };
    return onUniqueViolation(
      async () => {
        if (input.bankId === undefined) {
          const [row] = await this.db
            .insert(banks)
            .values({ ...values, createBy: actor.loginName })
            .returning({ bankId: banks.id });
          return row!;
        }
        const [row] = await this.db
          .update(banks)
          .set({ ...values, updateBy: actor.loginName, updateTime: new Date() })
          .where(eq(banks.id, input.bankId))
          .returning({ bankId: banks.id });
        if (!row) throw notFound(BANK_MESSAGES.bankNotFound);
        return row;
      },
      (constraint) =>
        constraint === 'banks_code_key'
          ? fieldConflict('bankCode', BANK_MESSAGES.bankCodeTaken)
          : constraint === 'banks_name_key'
            ? fieldConflict('bankName', BANK_MESSAGES.bankNameTaken)
            : undefined,
    );
  }

  async remove(bankId: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [bank] = await tx.select({ id: banks.id }).from(banks).where(eq(banks.id, bankId)).for('update');
      if (!bank) throw notFound(BANK_MESSAGES.bankNotFound);
      const count = await tx.$count(bankBranches, eq(bankBranches.bankId, bankId));
      if (count > 0) throw ruleViolation(BANK_MESSAGES.bankInUse({ count }));
      await tx.delete(banks).where(eq(banks.id, bankId));
    });
  }

  async branchPage(query: BankBranchPageQuery): Promise<Page<BankBranchView>> {
    const where = and(
      query.bankId !== undefined ? eq(bankBranches.bankId, query.bankId) : undefined,
      query.branchName ? containsText(bankBranches.branchName, query.branchName) : undefined,
    );
    return pagedQuery(
      query,
      (limit, offset) =>
        this.db
          .select({
            branchId: bankBranches.id,
            bankId: bankBranches.bankId,
            bankName: banks.bankName,
            branchCode: bankBranches.branchCode,
            branchName: bankBranches.branchName,
            regionCode: bankBranches.regionCode,
          })
          .from(bankBranches)
          .innerJoin(banks, eq(banks.id, bankBranches.bankId))
          .where(where)
          .orderBy(asc(banks.sortNumber), asc(bankBranches.branchCode))
          .limit(limit)
          .offset(offset),
      countRows(this.db, bankBranches, where),
    );
  }

  /** One bank's branches whose name holds the keyword: the first 50, for a searching select. */
  async branchOptions(bankId: number, keyword?: string): Promise<BankBranchOption[]> {
    return this.db
      .select({
        branchId: bankBranches.id,
        branchName: bankBranches.branchName,
        branchCode: bankBranches.branchCode,
      })
      .from(bankBranches)
      .where(
        and(
          eq(bankBranches.bankId, bankId),
          keyword ? containsText(bankBranches.branchName, keyword) : undefined,
        ),
      )
      .orderBy(asc(bankBranches.branchName))
      .limit(50);
  }

  async saveBranch(actor: Actor, input: BankBranchSave): Promise<{ branchId: number }> {
    const [bank] = await this.db.select({ id: banks.id }).from(banks).where(eq(banks.id, input.bankId));
    if (!bank) throw fieldConflict('bankId', BANK_MESSAGES.bankNotFound);
    const values = {
      bankId: input.bankId,
      branchCode: input.branchCode,
      branchName: input.branchName,
      regionCode: input.regionCode ?? null,
    };
    return onUniqueViolation(
      async () => {
        if (input.branchId === undefined) {
          const [row] = await this.db
            .insert(bankBranches)
            .values({ ...values, createBy: actor.loginName })
            .returning({ branchId: bankBranches.id });
          return row!;
        }
        const [row] = await this.db
          .update(bankBranches)
          .set({ ...values, updateBy: actor.loginName, updateTime: new Date() })
          .where(eq(bankBranches.id, input.branchId))
          .returning({ branchId: bankBranches.id });
        if (!row) throw notFound(BANK_MESSAGES.branchNotFound);
        return row;
      },
      (constraint) =>
        constraint === 'bank_branches_code_key'
          ? fieldConflict('branchCode', BANK_MESSAGES.branchCodeTaken)
          : undefined,
    );
  }

  async removeBranch(branchId: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [branch] = await tx
        .select({ id: bankBranches.id })
        .from(bankBranches)
        .where(eq(bankBranches.id, branchId))
        .for('update');
      if (!branch) throw notFound(BANK_MESSAGES.branchNotFound);
      const count = await tx.$count(experts, eq(experts.bankBranchId, branchId));
      if (count > 0) throw ruleViolation(BANK_MESSAGES.branchInUse({ count }));
      await tx.delete(bankBranches).where(eq(bankBranches.id, branchId));
    });
  }

  /** The bank's name when the branch is one of its branches (the expert's registration), else null. */
  async bankOfBranch(bankId: number, branchId: number): Promise<string | null> {
    const [row] = await this.db
      .select({ bankName: banks.bankName })
      .from(bankBranches)
      .innerJoin(banks, eq(banks.id, bankBranches.bankId))
      .where(and(eq(bankBranches.id, branchId), eq(bankBranches.bankId, bankId)));
    return row?.bankName ?? null;
  }
}
