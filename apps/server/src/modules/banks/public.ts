import type { BankBranchOption, BankOption } from '@awards/shared/banks';

/** What other modules use of the bank list: the choices, and whether a branch is of a bank. */
export interface BanksApi {
  options(): Promise<BankOption[]>;
  branchOptions(bankId: number, keyword?: string): Promise<BankBranchOption[]>;
  /** The bank's name when the branch is one of its branches, else null. */
  bankOfBranch(bankId: number, branchId: number): Promise<string | null>;
}
