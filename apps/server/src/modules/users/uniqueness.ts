import { RTN } from '@awards/shared/envelope';
import type { MessageRef } from '@awards/shared/i18n';
import { USER_MESSAGES } from '@awards/shared/users';
import { and, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { AppError, type FieldErrors } from '../../platform/errors';

/**
 * The values no two users may share: login name (any case), mobile, e-mail (any
 * case), work number and user number. Users in the recycle bin keep theirs, so a
 * restore can never clash. The database enforces the same with unique indexes;
 * these checks exist to name the field in a 409 the form can show.
 */
export interface UniqueValues {
  loginName?: string | undefined;
  phone?: string | null | undefined;
  email?: string | null | undefined;
  workNo?: string | null | undefined;
  userNo?: string | null | undefined;
}

const MESSAGES: Record<keyof UniqueValues, MessageRef> = {
  loginName: USER_MESSAGES.loginNameTaken,
  phone: USER_MESSAGES.phoneTaken,
  email: USER_MESSAGES.emailTaken,
  workNo: USER_MESSAGES.workNoTaken,
  userNo: USER_MESSAGES.userNoTaken,
};

/** Which of the given values another user holds, as field -> message. */
export async function takenFields(
  db: DbOrTx,
  values: UniqueValues,
  exceptUserId?: number,
): Promise<FieldErrors> {
  const lower = (v: string) => v.toLowerCase();
  const tests: [keyof UniqueValues, SQL, (row: UniqueValues) => boolean][] = [];
  const { loginName, phone, email, workNo, userNo } = values;
  if (loginName)
    tests.push([
      'loginName',
      eq(sql`lower(${users.loginName})`, lower(loginName)),
      (r) => lower(r.loginName ?? '') === lower(loginName),
    ]);
  if (phone) tests.push(['phone', eq(users.phone, phone), (r) => r.phone === phone]);
  if (email)
    tests.push([
      'email',
      eq(sql`lower(${users.email})`, lower(email)),
      (r) => lower(r.email ?? '') === lower(email),
    ]);
  if (workNo) tests.push(['workNo', eq(users.workNo, workNo), (r) => r.workNo === workNo]);
  if (userNo) tests.push(['userNo', eq(users.userNo, userNo), (r) => r.userNo === userNo]);
  if (tests.length === 0) return {};

  const rows = await db
    .select({
      loginName: users.loginName,
      phone: users.phone,
      email: users.email,
      workNo: users.workNo,
      userNo: users.userNo,
    })
    .from(users)
    .where(
      and(
        or(...tests.map(([, condition]) => condition)),
        exceptUserId ? ne(users.id, exceptUserId) : undefined,
      ),
    )
    .limit(tests.length);
  const errors: FieldErrors = {};
  for (const [field, , matches] of tests) {
    if (rows.some(matches)) errors[field] = MESSAGES[field];
  }
  return errors;
}

/** A 409 naming the fields, so the form can put each message under its field. */
export const takenConflict = (fieldErrors: FieldErrors) =>
  new AppError(
    409,
    RTN.conflict,
    Object.values(fieldErrors)[0] ?? USER_MESSAGES.loginNameTaken,
    null,
    fieldErrors,
  );

export async function assertUnique(db: DbOrTx, values: UniqueValues, exceptUserId?: number): Promise<void> {
  const errors = await takenFields(db, values, exceptUserId);
  if (Object.keys(errors).length > 0) throw takenConflict(errors);
}

const FIELD_OF_CONSTRAINT: Record<string, keyof UniqueValues> = {
  users_login_name_key: 'loginName',
  users_phone_key: 'phone',
  users_email_key: 'email',
  users_work_no_key: 'workNo',
  users_userNo_unique: 'userNo',
};

/**
 * When a concurrent request took a value between our check and our write, the
 * unique index refuses the write: the same 409 the check would have answered
 * (for onUniqueViolation; undefined for a constraint that is not a user value's).
 */
export function takenConflictOf(constraint: string | undefined): Error | undefined {
  const field = constraint ? FIELD_OF_CONSTRAINT[constraint] : undefined;
  return field ? takenConflict({ [field]: MESSAGES[field] }) : undefined;
}

/** Values of a batch already held in the database, lower-cased where the match ignores case. */
export async function takenAmong(
  db: DbOrTx,
  batch: { loginNames: string[]; phones: string[]; emails: string[]; workNos: string[] },
) {
  const inChunks = async (values: string[], read: (chunk: string[]) => Promise<string[]>) => {
    const found = new Set<string>();
    for (let i = 0; i < values.length; i += 1000) {
      for (const v of await read(values.slice(i, i + 1000))) found.add(v);
    }
    return found;
  };
  const loginNames = await inChunks(
    batch.loginNames.map((v) => v.toLowerCase()),
    async (chunk) =>
      (
        await db
          .select({ v: sql<string>`lower(${users.loginName})` })
          .from(users)
          .where(inArray(sql`lower(${users.loginName})`, chunk))
      ).map((r) => r.v),
  );
  const phones = await inChunks(batch.phones, async (chunk) =>
    (await db.select({ v: users.phone }).from(users).where(inArray(users.phone, chunk))).map(
      (r) => r.v ?? '',
    ),
  );
  const emails = await inChunks(
    batch.emails.map((v) => v.toLowerCase()),
    async (chunk) =>
      (
        await db
          .select({ v: sql<string>`lower(${users.email})` })
          .from(users)
          .where(inArray(sql`lower(${users.email})`, chunk))
      ).map((r) => r.v),
  );
  const workNos = await inChunks(batch.workNos, async (chunk) =>
    (await db.select({ v: users.workNo }).from(users).where(inArray(users.workNo, chunk))).map(
      (r) => r.v ?? '',
    ),
  );
  return { loginNames, phones, emails, workNos };
}
