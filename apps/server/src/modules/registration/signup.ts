import { randomBytes } from 'node:crypto';
import { BANK_MESSAGES } from '@awards/shared/banks';
import { EXPERT_MESSAGES } from '@awards/shared/experts';
import { type Locale, type MessageRef, renderMessage } from '@awards/shared/i18n';
import {
  type ExpertRegistration,
  SITE_REGISTRATION_MESSAGES as M,
  type MyRegistrationView,
  type RegistrationCheckAnswer,
  type RegistrationCheckField,
  type UnitRegistration,
} from '@awards/shared/site-registration';
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import {
  bankBranches,
  declarerRegistrations,
  experts,
  files,
  organisations,
  persons,
  regions,
  users,
} from '../../db/schema';
import { ROOT_ORGAN_CODE } from '../../db/seed/reference';
import { hashPassword } from '../../platform/auth/passwords';
import { PG_UNIQUE_VIOLATION, pgErrorOf } from '../../platform/db-errors';
import { badRequest } from '../../platform/errors';
import { iso } from '../../platform/time';
import type { BanksApi } from '../banks/public';
import type { DictionariesApi } from '../dictionaries/public';
import type { RegionsApi } from '../regions/public';
import { fieldConflict, nextUserNo } from './accounts';
import type { ProvenPhone, RegistrationTickets } from './tickets';

/** The application already filed from a phone, if any. */
interface Existing {
  userId: number;
  userType: string;
  orgId: number | null;
  registrationStatus: string | null;
  expertId: number | null;
  expertStatus: string | null;
}

/**
 * Registration on the public site (docs/site.md "Registration"): a declaring unit's
 * application into the registration audit (a unit under the root, its declarer unable to
 * sign in until approved), an expert's into the expert audit (a pending expert and its
 * account, likewise). The login name is the proven phone; the applicant signs in by SMS
 * code once approved. A rejected applicant corrects the same records and files again.
 */
export class SignupService {
  constructor(
    private readonly db: Db,
    private readonly tickets: RegistrationTickets,
    private readonly refs: { dictionaries: DictionariesApi; regions: RegionsApi; banks: BanksApi },
  ) {}

  /** The provinces a unit chooses its region from (level 1 of GB/T 2260), by code. */
  async provinces(): Promise<{ code: string; name: string }[]> {
    return this.db
      .select({ code: regions.code, name: regions.name })
      .from(regions)
      .where(eq(regions.level, 1))
      .orderBy(asc(regions.code));
  }

  /** Whether a value is free, before submitting: the field's message when it is taken. */
  async check(
    field: RegistrationCheckField,
    value: string,
    locale: Locale,
    phone?: string,
  ): Promise<RegistrationCheckAnswer> {
    const own = phone ? await this.existing(this.db, phone) : null;
    const taken = await this.taken(this.db, field, value.trim(), own);
    return { message: taken ? renderMessage(taken, locale) : null };
  }

  async registerUnit(ticket: string | undefined, input: UnitRegistration): Promise<{ status: 'pending' }> {
    const proven = await this.tickets.resolve(ticket);
    if (!(await this.refs.regions.exists(input.regionCode)))
      throw badRequest({ regionCode: EXPERT_MESSAGES.regionUnknown });
    await this.write(async (tx) => {
      const own = await this.existing(tx, proven.phone);
      await this.assertFree(tx, own, 'declarer', [
        ['unitName', input.unitName],
        ['creditCode', input.creditCode],
        ['email', input.email],
      ]);
      await this.assertFile(tx, proven, input.licenceFileId, 'licenceFileId', own?.userId);
      const unit = {
        organName: input.unitName,
        organCode: input.creditCode,
        regionCode: input.regionCode,
        organAddress: input.address,
        master: input.contactPerson,
        phone: proven.phone,
        mails: input.email,
      };
      const person = { realname: input.contactPerson, email: input.email };
      let userId: number;
      if (own) {
        userId = own.userId;
        await tx
          .update(organisations)
          .set({ ...unit, updateBy: proven.phone, updateTime: new Date() })
          .where(eq(organisations.id, own.orgId ?? -1));
        await tx
          .update(users)
          .set({ ...person, updateBy: proven.phone, updateTime: new Date() })
          .where(eq(users.id, userId));
        await tx
          .update(declarerRegistrations)
          .set({
            status: 'pending',
            submitTime: new Date(),
            auditOpinion: null,
            auditBy: null,
            auditTime: null,
            licenceFileId: input.licenceFileId,
          })
          .where(eq(declarerRegistrations.userId, userId));
      } else {
        const [root] = await tx
          .select({ id: organisations.id, parentIds: organisations.parentIds })
          .from(organisations)
          .where(eq(organisations.organCode, ROOT_ORGAN_CODE));
        const [org] = await tx
          .insert(organisations)
          .values({
            ...unit,
            organType: 'unit',
            parentId: root?.id ?? null,
            parentIds: root ? `${root.parentIds}${root.id},` : ',',
            createBy: proven.phone,
          })
          .returning({ id: organisations.id });
        userId = await this.createUser(tx, proven.phone, { ...person, userType: 'declarer', orgId: org!.id });
        await tx.insert(declarerRegistrations).values({ userId, licenceFileId: input.licenceFileId });
      }
      await this.claimFile(tx, input.licenceFileId, userId);
    });
    return { status: 'pending' };
  }

  async registerExpert(
    ticket: string | undefined,
    input: ExpertRegistration,
  ): Promise<{ status: 'pending' }> {
    const proven = await this.tickets.resolve(ticket);
    const disciplines = await this.refs.dictionaries.itemsOf('discipline');
    if (!disciplines.some((d) => d.code === input.discipline))
      throw badRequest({ discipline: EXPERT_MESSAGES.disciplineUnknown });
    if (input.regionCode && !(await this.refs.regions.exists(input.regionCode)))
      throw badRequest({ regionCode: EXPERT_MESSAGES.regionUnknown });
    const bankName = await this.refs.banks.bankOfBranch(input.bankId, input.bankBranchId);
    if (!bankName) throw badRequest({ bankBranchId: BANK_MESSAGES.branchNotOfBank });
    await this.write(async (tx) => {
      const own = await this.existing(tx, proven.phone);
      await this.assertFree(tx, own, 'expert', [
        ['idNumber', input.idNumber],
        ['email', input.email ?? ''],
      ]);
      await this.assertFile(tx, proven, input.cvFileId, 'cvFileId', own?.userId);
      const record = {
        expertName: input.expertName,
        sex: input.sex ?? null,
        organisation: input.organisation,
        title: input.title,
        discipline: input.discipline,
        regionCode: input.regionCode ?? null,
        phone: proven.phone,
        email: input.email ?? null,
        idNumber: input.idNumber,
        bankName,
        bankBranchId: input.bankBranchId,
        bankAccount: input.bankAccount,
        cvFileId: input.cvFileId,
        status: 'pending' as const,
        auditOpinion: null,
        auditBy: null,
        auditTime: null,
      };
      let userId: number;
      if (own) {
        userId = own.userId;
        await tx
          .update(users)
          .set({
            realname: input.expertName,
            email: input.email ?? null,
            sex: input.sex ?? null,
            updateBy: proven.phone,
            updateTime: new Date(),
          })
          .where(eq(users.id, userId));
        await tx
          .update(experts)
          .set({ ...record, updateBy: proven.phone, updateTime: new Date() })
          .where(eq(experts.id, own.expertId ?? -1));
      } else {
        userId = await this.createUser(tx, proven.phone, {
          realname: input.expertName,
          email: input.email ?? null,
          sex: input.sex ?? null,
          userType: 'expert',
          orgId: null,
        });
        await tx.insert(experts).values({ ...record, userId, createBy: proven.phone });
      }
      await this.claimFile(tx, input.cvFileId, userId);
    });
    return { status: 'pending' };
  }

  /** The application filed from the ticket's phone: its state, the reason of a rejection, the form. */
  async mine(ticket: string | undefined): Promise<MyRegistrationView> {
    const proven = await this.tickets.resolve(ticket);
    const none: MyRegistrationView = {
      kind: null,
      status: null,
      auditOpinion: null,
      auditTime: null,
      submitTime: null,
      unit: null,
      expert: null,
    };
    const own = await this.existing(this.db, proven.phone);
    if (!own) return none;
    // A person's account is active from registration: nothing waits, nothing to correct.
    if (own.userType === 'person') return { ...none, kind: 'person', status: 'approved' };
    const fileName = async (fileId: string | null) =>
      fileId
        ? ((await this.db.select({ n: files.fileName }).from(files).where(eq(files.fileId, fileId)))[0]?.n ??
          null)
        : null;
    if (own.expertId !== null) {
      const [e] = await this.db.select().from(experts).where(eq(experts.id, own.expertId));
      if (!e) return none;
      return {
        ...none,
        kind: 'expert',
        status: e.status,
        auditOpinion: e.auditOpinion,
        auditTime: iso(e.auditTime),
        submitTime: iso(e.updateTime ?? e.createTime),
        expert: {
          expertName: e.expertName,
          sex: e.sex === 1 || e.sex === 2 ? e.sex : undefined,
          idNumber: e.idNumber ?? '',
          organisation: e.organisation,
          title: e.title ?? '',
          discipline: e.discipline,
          regionCode: e.regionCode,
          email: e.email,
          bankId: await this.bankIdOf(e.bankBranchId),
          bankBranchId: e.bankBranchId ?? 0,
          bankAccount: e.bankAccount ?? '',
          cvFileId: e.cvFileId ?? '',
          cvFileName: await fileName(e.cvFileId),
        },
      };
    }
    if (own.registrationStatus === null) return none;
    const [row] = await this.db
      .select({
        reg: declarerRegistrations,
        org: organisations,
        email: users.email,
        realname: users.realname,
      })
      .from(declarerRegistrations)
      .innerJoin(users, eq(users.id, declarerRegistrations.userId))
      .leftJoin(organisations, eq(organisations.id, users.orgId))
      .where(eq(declarerRegistrations.userId, own.userId));
    if (!row) return none;
    return {
      ...none,
      kind: 'unit',
      status: row.reg.status,
      auditOpinion: row.reg.auditOpinion,
      auditTime: iso(row.reg.auditTime),
      submitTime: iso(row.reg.submitTime),
      unit: {
        unitName: row.org?.organName ?? '',
        creditCode: row.org?.organCode ?? '',
        regionCode: row.org?.regionCode ?? '',
        address: row.org?.organAddress ?? '',
        contactPerson: row.realname,
        email: row.email ?? '',
        licenceFileId: row.reg.licenceFileId ?? '',
        licenceFileName: await fileName(row.reg.licenceFileId),
      },
    };
  }

  private async bankIdOf(branchId: number | null): Promise<number> {
    if (branchId === null) return 0;
    const [row] = await this.db
      .select({ bankId: bankBranches.bankId })
      .from(bankBranches)
      .where(eq(bankBranches.id, branchId));
    return row?.bankId ?? 0;
  }

  private async existing(db: DbOrTx, phone: string): Promise<Existing | null> {
    const [row] = await db
      .select({
        userId: users.id,
        userType: users.userType,
        orgId: users.orgId,
        registrationStatus: declarerRegistrations.status,
        expertId: experts.id,
        expertStatus: experts.status,
      })
      .from(users)
      .leftJoin(declarerRegistrations, eq(declarerRegistrations.userId, users.id))
      .leftJoin(experts, and(eq(experts.userId, users.id), eq(experts.delFlag, 0)))
      .where(eq(users.phone, phone));
    return row ?? null;
  }

  /**
   * The phone's own application may be filed again only once rejected; any other user of
   * the phone (staff, an approved or pending applicant) makes the phone taken.
   */
  private async assertFree(
    tx: DbOrTx,
    own: Existing | null,
    userType: 'declarer' | 'expert',
    values: [RegistrationCheckField, string][],
  ): Promise<void> {
    if (own) {
      const status = userType === 'declarer' ? own.registrationStatus : own.expertStatus;
      if (own.userType !== userType || status === null) throw fieldConflict('phone', M.phoneTaken);
      if (status !== 'rejected') throw fieldConflict('phone', M.alreadyApplied);
    }
    for (const [field, value] of values) {
      if (!value) continue;
      const message = await this.taken(tx, field, value, own);
      if (message) throw fieldConflict(field, message);
    }
  }

  /** The field's message when another user, unit or expert holds the value; null when it is free. */
  private async taken(
    db: DbOrTx,
    field: RegistrationCheckField,
    value: string,
    own: Existing | null,
  ): Promise<MessageRef | null> {
    const notMine = <T>(column: T, mine: number | null | undefined) =>
      mine ? ne(column as never, mine) : undefined;
    switch (field) {
      case 'unitName':
        return (await db.$count(
          organisations,
          and(
            eq(organisations.organName, value),
            eq(organisations.delFlag, 0),
            notMine(organisations.id, own?.orgId),
          ),
        ))
          ? M.unitNameTaken
          : null;
      case 'creditCode':
        return (await db.$count(
          organisations,
          and(eq(organisations.organCode, value.toUpperCase()), notMine(organisations.id, own?.orgId)),
        ))
          ? M.creditCodeTaken
          : null;
      case 'email':
        return (await db.$count(
          users,
          and(sql`lower(${users.email}) = ${value.toLowerCase()}`, notMine(users.id, own?.userId)),
        ))
          ? M.emailTaken
          : null;
      case 'idNumber':
        return (await db.$count(
          experts,
          and(eq(experts.idNumber, value.toUpperCase()), notMine(experts.id, own?.expertId)),
        ))
          ? M.idNumberTaken
          : null;
      case 'personIdNumber':
        return (await db.$count(persons, eq(persons.idNumber, value.toUpperCase()))) ? M.idNumberTaken : null;
    }
  }

  /** The file must be one uploaded under this ticket, or the one the application already names. */
  private async assertFile(
    tx: DbOrTx,
    proven: ProvenPhone,
    fileId: string,
    field: string,
    ownerUserId?: number,
  ) {
    if (proven.uploadedFileIds.includes(fileId)) return;
    if (
      ownerUserId !== undefined &&
      (await tx.$count(files, and(eq(files.fileId, fileId), eq(files.ownerUserId, ownerUserId))))
    )
      return;
    throw badRequest({ [field]: M.fileUnknown });
  }

  /** The applicant owns their upload from now on (they read it back on the site). */
  private async claimFile(tx: DbOrTx, fileId: string, userId: number): Promise<void> {
    await tx
      .update(files)
      .set({ ownerUserId: userId })
      .where(and(eq(files.fileId, fileId), isNull(files.ownerUserId)));
  }

  private async createUser(
    tx: DbOrTx,
    phone: string,
    person: {
      realname: string;
      email: string | null;
      sex?: number | null;
      userType: 'declarer' | 'expert';
      orgId: number | null;
    },
  ): Promise<number> {
    const [row] = await tx
      .insert(users)
      .values({
        userNo: await nextUserNo(tx),
        loginName: phone,
        // No password is chosen at registration: the applicant signs in by SMS code and may set one later.
        passwordHash: await hashPassword(randomBytes(24).toString('base64url')),
        phone,
        ...person,
        enableLogin: false,
        remarks: null,
        createBy: phone,
      })
      .returning({ id: users.id });
    return row!.id;
  }

  /** The unique indexes are the last guard against a concurrent application: the same field 409s. */
  private async write(work: (tx: DbOrTx) => Promise<void>): Promise<void> {
    try {
      await this.db.transaction(work);
    } catch (error) {
      const pg = pgErrorOf(error);
      if (pg?.code !== PG_UNIQUE_VIOLATION) throw error;
      const byConstraint: Record<string, [string, MessageRef]> = {
        users_phone_key: ['phone', M.phoneTaken],
        users_login_name_key: ['phone', M.phoneTaken],
        users_email_key: ['email', M.emailTaken],
        experts_id_number_key: ['idNumber', M.idNumberTaken],
        organisations_organCode_unique: ['creditCode', M.creditCodeTaken],
      };
      const hit = pg.constraint ? byConstraint[pg.constraint] : undefined;
      if (!hit) throw error;
      throw fieldConflict(hit[0], hit[1]);
    }
  }
}
