import type { ImportProgress } from '@awards/shared/exports';
import { DEFAULT_LOCALE, type Locale, type MessageRef, renderMessage } from '@awards/shared/i18n';
import {
  USER_IMPORT_MESSAGES as M,
  USER_FILE_MESSAGES,
  USER_MESSAGES,
  type UserImportReport,
  userAddSchema,
} from '@awards/shared/users';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { organisations, users } from '../../db/schema';
import { hashPassword } from '../../platform/auth/passwords';
import type { SessionUser } from '../../platform/auth/sessions';
import { dataScopeFilter, resolveDataScope } from '../../platform/data-scope';
import { onUniqueViolation } from '../../platform/db-errors';
import type { ExportJobs } from '../../platform/exports/jobs';
import { type Pusher, silentPushHub } from '../../platform/push/hub';
import { parseSex, parseUserType } from './excel-columns';
import { readUserSheet, type SheetRow } from './excel-read';
import { takenAmong, takenConflictOf } from './uniqueness';
import { nextUserNos } from './user-no';

type Actor = Pick<SessionUser, 'userId' | 'orgId' | 'loginName'>;

/** The fields a sheet row may set: the add form's, without password, roles and posts. */
const rowSchema = userAddSchema.pick({
  loginName: true,
  realname: true,
  phone: true,
  email: true,
  sex: true,
  workNo: true,
  birthday: true,
  userType: true,
  remarks: true,
});

interface Candidate {
  row: number;
  loginName: string | null;
  errors: MessageRef[];
  user?: Omit<typeof users.$inferInsert, 'userNo' | 'passwordHash'>;
}

/**
 * Excel import of users (spec 001 §7, USER_IMPORT). Every row is checked on its
 * own (formats, organisation, duplicates in the file and in the database); the
 * rows that pass are created in one transaction with the one initial password
 * given with the upload, and the answer lists each refused row with its reasons, in the
 * importer's language.
 */
export class UserImportService {
  constructor(
    private readonly db: Db,
    private readonly push: Pusher = silentPushHub,
    /** Where the result is kept for the importer to find later; none: not kept. */
    private readonly exports?: ExportJobs,
  ) {}

  async import(actor: Actor, buffer: Buffer, password: string, locale?: Locale): Promise<UserImportReport> {
    const sheet = await readUserSheet(buffer, locale);
    // The importer's dialog shows these while the upload is worked through (issue 14 §5).
    const tell = (rowsDone: number, status: ImportProgress['status'] = 'running') =>
      this.push
        .toUsers([actor.userId], {
          cmd: 'import',
          import: { kind: 'users', status, rowsDone, rowsTotal: sheet.length },
        })
        .catch(() => undefined);
    await tell(0);
    const candidates = sheet.map(parseRow);
    await this.resolveOrganisations(actor, sheet, candidates);
    markDuplicatesInFile(candidates);
    await this.markTaken(candidates);

    const valid = candidates.filter((c) => c.errors.length === 0 && c.user);
    // Refused rows are done once checked; the others as their slice is written.
    const refused = candidates.length - valid.length;
    await tell(refused);
    if (valid.length > 0) {
      const passwordHash = await hashPassword(password);
      // Someone may take a value between the checks and the insert: then nothing is written.
      await onUniqueViolation(
        () =>
          this.db.transaction(async (tx) => {
            const numbers = await nextUserNos(tx, valid.length);
            const values = valid.map((c, i) => ({
              ...c.user!,
              userNo: numbers[i]!,
              passwordHash,
              createBy: actor.loginName,
            }));
            for (let i = 0; i < values.length; i += 500) {
              await tx.insert(users).values(values.slice(i, i + 500));
              await tell(refused + Math.min(values.length, i + 500));
            }
          }),
        takenConflictOf,
      );
    }
    const failures = candidates
      .filter((c) => c.errors.length > 0)
      .map((c) => ({
        row: c.row,
        loginName: c.loginName,
        errors: c.errors.map((ref) => renderMessage(ref, locale)),
      }));
    await tell(candidates.length, 'done');
    const resultExportId = await this.keepResult(actor, candidates, locale);
    return {
      totalRows: candidates.length,
      createdCount: valid.length,
      failedCount: failures.length,
      failures,
      ...(resultExportId === undefined ? {} : { resultExportId }),
    };
  }

  /**
   * Every row's outcome as a file among the importer's exports (issue 14 §5: whoever leaves the
   * page finds the result later). The import stands whatever happens here: a result that cannot
   * be kept is only missing from the list.
   */
  private async keepResult(actor: Actor, candidates: Candidate[], locale: Locale = DEFAULT_LOCALE) {
    if (!this.exports || candidates.length === 0) return undefined;
    const F = USER_FILE_MESSAGES;
    const rows = candidates.map((c) => ({
      row: c.row,
      loginName: c.loginName ?? '',
      result: renderMessage(c.errors.length === 0 ? F.rowImported : F.rowRefused, locale),
      reasons: c.errors.map((ref) => renderMessage(ref, locale)).join(renderMessage(F.listSeparator, locale)),
    }));
    type Row = (typeof rows)[number];
    const column = (header: MessageRef, width: number, value: (r: Row) => string | number) => ({
      header,
      width,
      value,
    });
    try {
      const started = await this.exports.keep(
        { userId: actor.userId, locale },
        {
          kind: 'userImportResult',
          fileName: F.reportFile,
          sheet: F.reportSheet,
          columns: [
            column(F.reportRow, 8, (r) => r.row),
            column(F.loginName, 20, (r) => r.loginName),
            column(F.reportResult, 10, (r) => r.result),
            column(F.reportReasons, 60, (r) => r.reasons),
          ],
          count: async () => rows.length,
          tooMany: () => F.reportFile,
          maxRows: rows.length,
          pages: async function* () {
            yield rows;
          },
        },
      );
      return started.exportId;
    } catch {
      return undefined;
    }
  }

  /** Organisation codes to ids: live, and inside the importer's data scope. */
  private async resolveOrganisations(actor: Actor, sheet: SheetRow[], candidates: Candidate[]) {
    const codes = [...new Set(sheet.map((r) => r.values.orgCode).filter(Boolean))];
    const scope = await resolveDataScope(this.db, actor);
    const found = codes.length
      ? await this.db
          .select({ id: organisations.id, code: organisations.organCode })
          .from(organisations)
          .where(and(inArray(organisations.organCode, codes), eq(organisations.delFlag, 0)))
      : [];
    const visible = new Set(
      found.length
        ? (
            await this.db
              .select({ id: organisations.id })
              .from(organisations)
              .where(
                and(
                  inArray(
                    organisations.id,
                    found.map((f) => f.id),
                  ),
                  dataScopeFilter(scope, { org: organisations.id }),
                ),
              )
          ).map((r) => r.id)
        : [],
    );
    const idOfCode = new Map(found.map((f) => [f.code, f.id]));
    sheet.forEach(({ values }, i) => {
      const candidate = candidates[i]!;
      const code = values.orgCode;
      if (!code) {
        if (!scope.all) candidate.errors.push(M.orgCodeRequired);
        return;
      }
      const id = idOfCode.get(code);
      if (id === undefined) candidate.errors.push(M.orgCodeUnknown({ code }));
      else if (!visible.has(id)) candidate.errors.push(M.orgOutOfScope({ code }));
      else if (candidate.user) candidate.user.orgId = id;
    });
  }

  /** Values other users already hold (recycle bin included). */
  private async markTaken(candidates: Candidate[]) {
    const users = candidates.flatMap((c) => (c.user ? [c.user] : []));
    const taken = await takenAmong(this.db, {
      loginNames: users.map((u) => u.loginName),
      phones: users.flatMap((u) => (u.phone ? [u.phone] : [])),
      emails: users.flatMap((u) => (u.email ? [u.email] : [])),
      workNos: users.flatMap((u) => (u.workNo ? [u.workNo] : [])),
    });
    for (const c of candidates) {
      if (!c.user) continue;
      if (taken.loginNames.has(c.user.loginName.toLowerCase())) c.errors.push(USER_MESSAGES.loginNameTaken);
      if (c.user.phone && taken.phones.has(c.user.phone)) c.errors.push(USER_MESSAGES.phoneTaken);
      if (c.user.email && taken.emails.has(c.user.email.toLowerCase()))
        c.errors.push(USER_MESSAGES.emailTaken);
      if (c.user.workNo && taken.workNos.has(c.user.workNo)) c.errors.push(USER_MESSAGES.workNoTaken);
    }
  }
}

function parseRow({ row, values }: SheetRow): Candidate {
  const parsed = rowSchema.safeParse({
    loginName: values.loginName,
    realname: values.realname,
    phone: values.phone,
    email: values.email,
    sex: parseSex(values.sex),
    workNo: values.workNo,
    birthday: values.birthday,
    userType: parseUserType(values.userType),
    remarks: values.remarks,
  });
  const loginName = values.loginName || null;
  if (!parsed.success) {
    return { row, loginName, errors: [...new Set(parsed.error.issues.map((i) => i.message as MessageRef))] };
  }
  const { userType, ...fields } = parsed.data;
  return { row, loginName, errors: [], user: { ...fields, userType: userType ?? 'staff' } };
}

type Repeatable = 'loginName' | 'phone' | 'email' | 'workNo';
const REPEATED = {
  loginName: M.loginNameRepeated,
  phone: M.phoneRepeated,
  email: M.emailRepeated,
  workNo: M.workNoRepeated,
} satisfies Record<Repeatable, (params: { row: number }) => MessageRef>;

/** The second and later rows repeating a unique value refer to the first one. */
function markDuplicatesInFile(candidates: Candidate[]) {
  const firstRow = new Map<string, number>();
  const check = (c: Candidate, column: Repeatable, value: string | null | undefined) => {
    if (!value) return;
    const key = `${column}:${value.toLowerCase()}`;
    const first = firstRow.get(key);
    if (first === undefined) firstRow.set(key, c.row);
    else c.errors.push(REPEATED[column]({ row: first }));
  };
  for (const c of candidates) {
    if (!c.user) continue;
    check(c, 'loginName', c.user.loginName);
    check(c, 'phone', c.user.phone);
    check(c, 'email', c.user.email);
    check(c, 'workNo', c.user.workNo);
  }
}
