import { integer, smallint, text, timestamp } from 'drizzle-orm/pg-core';

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
