import { BANK_MESSAGES } from '@awards/shared/banks';
import {
  EXPERT_MESSAGES,
  type ExpertAdd,
  type ExpertPageQuery,
  type ExpertUpdate,
  type ExpertView,
} from '@awards/shared/experts';
import type { Page } from '@awards/shared/paging';
import { PERM } from '@awards/shared/permissions';
import { and, desc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { experts } from '../../db/schema';
import { permissionCodesOf } from '../../platform/auth/permissions';
import type { SessionUser } from '../../platform/auth/sessions';
import { badRequest, notFound } from '../../platform/errors';
import { countRows, pagedQuery } from '../../platform/paging';
import type { BanksApi } from '../banks/public';
import type { DictionariesApi } from '../dictionaries/public';
import type { RegionsApi } from '../regions/public';
import {
  assertDiscipline,
  assertIdNumberFree,
  assertLinkableUser,
  assertRegion,
  uniqueViolationToConflict,
} from './checks';
import { presentExpert } from './presenter';
import { expertFilterWhere, selectExperts } from './repository';

type Actor = Pick<SessionUser, 'userId' | 'loginName'>;

/**
 * The expert pool (docs/domain.md "Experts"): the page, the detail (sensitive
 * fields in full only for EXPERT_VIEW_SENSITIVE) and add/update. The audit,
 * blacklist, recycle bin and editions' pools have services of their own.
 */
export class ExpertService {
  constructor(
    private readonly db: Db,
    private readonly dictionaries: DictionariesApi,
    private readonly regions: RegionsApi,
    private readonly banks: BanksApi,
  ) {}

  async page(query: ExpertPageQuery): Promise<Page<ExpertView>> {
    const where = expertFilterWhere(query);
    return pagedQuery(
      query,
      async (limit, offset) =>
        (await selectExperts(this.db, where).orderBy(desc(experts.id)).limit(limit).offset(offset)).map(
          (row) => presentExpert(row),
        ),
      countRows(this.db, experts, where),
    );
  }

  /** A live expert; the ID number and bank account in full only for a holder of EXPERT_VIEW_SENSITIVE. */
  async detail(actor: Actor, expertId: number): Promise<ExpertView> {
    const [row, codes] = await Promise.all([
      this.require(this.db, expertId),
      permissionCodesOf(this.db, actor.userId),
    ]);
    return presentExpert(row, codes.includes(PERM.EXPERT_VIEW_SENSITIVE));
  }

  async add(actor: Actor, input: ExpertAdd): Promise<ExpertView> {
    await this.checkFields(input);
    const { status, bankId: _bankId, ...rest } = input;
    const fields = { ...rest, ...(await this.bankOf(input)) };
    const approved = (status ?? 'approved') === 'approved';
    const id = await this.write(async (tx) => {
      const [row] = await tx
        .insert(experts)
        .values({
          ...fields,
          status: approved ? 'approved' : 'pending',
          // Entered by staff: the entry is the audit, recorded as such.
          ...(approved ? { auditBy: actor.loginName, auditTime: new Date() } : {}),
          createBy: actor.loginName,
        })
        .returning({ id: experts.id });
      return row!.id;
    });
    return presentExpert(await this.require(this.db, id));
  }

  async update(actor: Actor, input: ExpertUpdate): Promise<ExpertView> {
    const { expertId, bankId: _bankId, ...rest } = input;
    await this.require(this.db, expertId);
    await this.checkFields(input, expertId);
    const fields = { ...rest, ...(await this.bankOf(input)) };
    await this.write(async (tx) => {
      await tx
        .update(experts)
        .set({ ...fields, updateBy: actor.loginName, updateTime: new Date() })
        .where(and(eq(experts.id, expertId), eq(experts.delFlag, 0)));
    });
    return presentExpert(await this.require(this.db, expertId));
  }

  /**
   * The honoraria account's bank: a branch of the list names its bank (the name is kept beside the
   * branch, as the site's registration keeps it); both left out leave the record's as it is, both
   * null clear them. One without the other, or a branch of another bank, is a 400.
   */
  private async bankOf(
    input: Pick<ExpertUpdate, 'bankId' | 'bankBranchId' | 'bankName'>,
  ): Promise<{ bankName?: string | null; bankBranchId?: number | null }> {
    const { bankId, bankBranchId } = input;
    if (bankId === undefined && bankBranchId === undefined) return {};
    if (!bankId !== !bankBranchId)
      throw badRequest({ [bankId ? 'bankBranchId' : 'bankId']: EXPERT_MESSAGES.bankBoth });
    if (!bankId || !bankBranchId) return { bankBranchId: null, bankName: input.bankName ?? null };
    const bankName = await this.banks.bankOfBranch(bankId, bankBranchId);
    if (!bankName) throw badRequest({ bankBranchId: BANK_MESSAGES.branchNotOfBank });
    return { bankName, bankBranchId };
  }

  private async checkFields(
    fields: Pick<ExpertUpdate, 'discipline' | 'regionCode' | 'userId' | 'idNumber'>,
    exceptId?: number,
  ): Promise<void> {
    if (fields.discipline) await assertDiscipline(this.dictionaries, fields.discipline);
    if (fields.regionCode) await assertRegion(this.regions, fields.regionCode);
    if (fields.userId) await assertLinkableUser(this.db, fields.userId, exceptId);
    if (fields.idNumber) await assertIdNumberFree(this.db, fields.idNumber, exceptId);
  }

  private async require(db: DbOrTx, expertId: number) {
    const [row] = await selectExperts(db, and(eq(experts.id, expertId), eq(experts.delFlag, 0)));
    if (!row) throw notFound(EXPERT_MESSAGES.notFound);
    return row;
  }

  private async write<T>(fn: (tx: DbOrTx) => Promise<T>): Promise<T> {
    try {
      return await this.db.transaction(fn);
    } catch (error) {
      throw uniqueViolationToConflict(error);
    }
  }
}
