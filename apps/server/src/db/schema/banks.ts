import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, id } from './columns';

/** The maintained list of banks (spec 001 §7), by CNAPS bank code. */
export const banks = pgTable(
  'banks',
  {
    id: id(),
    bankCode: text().notNull(),
    bankName: text().notNull(),
    sortNumber: integer().notNull().default(0),
    ...auditColumns,
  },
  (t) => [uniqueIndex('banks_code_key').on(t.bankCode), uniqueIndex('banks_name_key').on(t.bankName)],
);

/** A bank's branches (开户支行), by 12-digit CNAPS participant number. */
export const bankBranches = pgTable(
  'bank_branches',
  {
    id: id(),
    bankId: integer()
      .notNull()
      .references(() => banks.id, { onDelete: 'restrict' }),
    branchCode: text().notNull(),
    branchName: text().notNull(),
    regionCode: text(),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('bank_branches_code_key').on(t.branchCode),
    index('bank_branches_bank_idx').on(t.bankId, t.branchName),
  ],
);
