import type { Translation } from '@awards/shared/translations';
import { integer, jsonb, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/** Who created and last changed a row, as every entity of spec 001 §3 carries. */
export const auditColumns = {
  createBy: text(),
  createTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updateBy: text(),
  updateTime: timestamp({ withTimezone: true }),
};

/** 0 normal, 1 deleted (in the recycle bin): the delete-flag dictionary of 001 §3. */
export const delFlag = () => smallint().notNull().default(0);

export const id = () => integer().primaryKey().generatedByDefaultAsIdentity();

/**
 * The zh_TW and en_GB versions of a text column entered by administrators
 * (packages/shared/src/translations.ts): `{ zh_TW?, en_GB? }`, empty when none is entered.
 */
export const translation = (column: string) => jsonb(column).$type<Translation>().notNull().default({});
