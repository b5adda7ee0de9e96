import { BANK_MESSAGES } from '@awards/shared/banks';
import type { EditionStatus } from '@awards/shared/editions';
import {
  EXPERT_MESSAGES,
  type MyAvailability,
  type MyEditionView,
  type MyExpertUpdate,
  type MyExpertUpdateResult,
  type MyExpertView,
  maskMiddle,
} from '@awards/shared/experts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { bankBranches, editionExperts, editions, experts } from '../../db/schema';
import type { SessionUser } from '../../platform/auth/sessions';
import { badRequest, forbidden, ruleViolation } from '../../platform/errors';
import { iso } from '../../platform/time';
import type { BanksApi } from '../banks/public';
import type { DictionariesApi } from '../dictionaries/public';
import { assertDiscipline } from './checks';

type Caller = Pick<SessionUser, 'userId' | 'loginName' | 'userType'>;

/** Editions an expert says they are available for: open, not yet past review. */
export const AVAILABILITY_OPEN: readonly EditionStatus[] = ['declaring', 'examining', 'reviewing'];

/**
 * The expert's own record on the public site (docs/domain.md "The expert's own record"):
 * a client user of type expert linked to a live expert record, their record only (403
 * otherwise). Contact, bank and keywords change at once; a new discipline sends the record
 * back to the registration audit (pending), since the audit judged the expert in their field.
 */
export class ExpertSelfService {
  constructor(
    private readonly db: Db,
    private readonly dictionaries: DictionariesApi,
    private readonly banks: BanksApi,
  ) {}

  async mine(caller: Caller): Promise<MyExpertView> {
    return present(await ownRecord(this.db, caller));
  }

  async update(caller: Caller, input: MyExpertUpdate): Promise<MyExpertUpdateResult> {
    const row = await ownRecord(this.db, caller);
    if (input.discipline) await assertDiscipline(this.dictionaries, input.discipline);
    const { bankId, bankBranchId, ...fields } = input;
    let bankName: string | undefined;
    if (bankId && bankBranchId) {
      const name = await this.banks.bankOfBranch(bankId, bankBranchId);
      if (!name) throw badRequest({ bankBranchId: BANK_MESSAGES.branchNotOfBank });
      bankName = name;
    }
    const backToAudit = input.discipline !== undefined && input.discipline !== row.discipline;
    await this.db
      .update(experts)
      .set({
        ...fields,
        ...(bankName ? { bankName, bankBranchId } : {}),
        ...(backToAudit
          ? { status: 'pending' as const, auditOpinion: null, auditBy: null, auditTime: null }
          : {}),
        updateBy: caller.loginName,
        updateTime: new Date(),
      })
      .where(eq(experts.id, row.id));
    return { expert: present(await ownRecord(this.db, caller)), backToAudit };
  }

  /** The editions whose pool the expert is in, open for review arrangements, and what they said. */
  async editions(caller: Caller): Promise<MyEditionView[]> {
    const { id } = await ownRecord(this.db, caller);
    const rows = await this.db
      .select({
        editionId: editions.id,
        editionName: editions.editionName,
        status: editions.status,
        reviewStart: editions.reviewStart,
        reviewEnd: editions.reviewEnd,
        availability: editionExperts.availability,
        unavailableReason: editionExperts.unavailableReason,
      })
      .from(editionExperts)
      .innerJoin(editions, eq(editions.id, editionExperts.editionId))
      .where(and(eq(editionExperts.expertId, id), inArray(editions.status, [...AVAILABILITY_OPEN])))
      .orderBy(asc(editions.id));
    return rows.map((r) => ({ ...r, reviewStart: iso(r.reviewStart), reviewEnd: iso(r.reviewEnd) }));
  }

  /** Available or not (with the reason) for one edition of the expert's open pools; 505 for any other. */
  async setAvailability(caller: Caller, input: MyAvailability): Promise<MyEditionView> {
    const { id } = await ownRecord(this.db, caller);
    const open = (await this.editions(caller)).find((e) => e.editionId === input.editionId);
    if (!open) throw ruleViolation(EXPERT_MESSAGES.editionNotOpen);
    const reason = input.availability === 'unavailable' ? (input.reason ?? null) : null;
    await this.db
      .update(editionExperts)
      .set({ availability: input.availability, unavailableReason: reason, availabilityTime: new Date() })
      .where(and(eq(editionExperts.editionId, input.editionId), eq(editionExperts.expertId, id)));
    return { ...open, availability: input.availability, unavailableReason: reason };
  }
}

/** The caller's own live expert record, with its branch's bank; 403 for anyone else. */
async function ownRecord(db: DbOrTx, caller: Caller) {
  if (caller.userType !== 'expert') throw forbidden(EXPERT_MESSAGES.notExpertUser);
  const [row] = await db
    .select({ expert: experts, branch: { bankId: bankBranches.bankId, branchName: bankBranches.branchName } })
    .from(experts)
    .leftJoin(bankBranches, eq(bankBranches.id, experts.bankBranchId))
    .where(and(eq(experts.userId, caller.userId), eq(experts.delFlag, 0)));
  if (!row) throw forbidden(EXPERT_MESSAGES.notExpertUser);
  return {
    ...row.expert,
    bankId: row.branch?.bankId ?? null,
    bankBranchName: row.branch?.branchName ?? null,
  };
}

function present(row: Awaited<ReturnType<typeof ownRecord>>): MyExpertView {
  return {
    expertId: row.id,
    expertName: row.expertName,
    organisation: row.organisation,
    title: row.title,
    discipline: row.discipline,
    keywords: row.keywords,
    phone: row.phone,
    email: row.email,
    bankName: row.bankName,
    bankId: row.bankId,
    bankBranchId: row.bankBranchId,
    bankBranchName: row.bankBranchName,
    // Masked even for its owner: a session left open must not reveal it; retyped to change.
    bankAccount: maskMiddle(row.bankAccount),
    status: row.status,
    auditOpinion: row.auditOpinion,
  };
}
