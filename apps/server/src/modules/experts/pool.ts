import { EDITION_MESSAGES, EDITION_STATUS_NAMES, type EditionStatus } from '@awards/shared/editions';
import {
  type EditionPoolQuery,
  EXPERT_MESSAGES,
  type ExpertActionResult,
  type ExpertPushResult,
  type PoolExpertView,
} from '@awards/shared/experts';
import type { Page } from '@awards/shared/paging';
import { and, desc, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bankBranches, editionExperts, editions, experts, users } from '../../db/schema';
import type { SessionUser } from '../../platform/auth/sessions';
import { notFound, ruleViolation } from '../../platform/errors';
import { countSelect, pagedQuery } from '../../platform/paging';
import { containsText } from '../../platform/text-match';
import type { EditionsApi } from '../editions/public';
import { lockExperts } from './locking';
import type { DecisionNotifier } from './notify';
import { presentExpert } from './presenter';
import { quoteNames } from './repository';

type Actor = Pick<SessionUser, 'userId' | 'loginName'>;

/** The pool is drawn from during review: it can change until review ends. */
const POOL_EDITABLE: readonly EditionStatus[] = ['draft', 'declaring', 'examining', 'reviewing'];

/**
 * An edition's expert pool (DOMAIN.md: "pushing experts into an edition puts
 * them in its pool and notifies them"). Only approved, not blacklisted, live
 * experts; experts already in the pool are left as they are and not told again.
 */
export class EditionPoolService {
  constructor(
    private readonly db: Db,
    private readonly notifier: DecisionNotifier,
    private readonly editions: EditionsApi,
  ) {}

  async push(actor: Actor, editionId: number, expertIds: number[]): Promise<ExpertPushResult> {
    const { edition, added } = await this.db.transaction(async (tx) => {
      const edition = await this.editions.lock(tx, editionId);
      assertPoolEditable(edition.status);
      const rows = await lockExperts(tx, expertIds);
      const refused = rows.filter((r) => r.status !== 'approved' || r.blacklisted);
      if (refused.length) throw ruleViolation(EXPERT_MESSAGES.pushRefused({ names: quoteNames(refused) }));
      const inserted = await tx
        .insert(editionExperts)
        .values(rows.map((r) => ({ editionId, expertId: r.id, pushBy: actor.loginName })))
        .onConflictDoNothing()
        .returning({ expertId: editionExperts.expertId });
      const addedIds = new Set(inserted.map((r) => r.expertId));
      return { edition, added: rows.filter((r) => addedIds.has(r.id)) };
    });
    const notified = await this.notifier.tell(
      actor,
      added.map((r) => r.userId),
      {
        title: EXPERT_MESSAGES.poolNoticeTitle,
        text: EXPERT_MESSAGES.poolNoticeText({ edition: edition.editionName }),
        busType: 'edition_expert',
        busId: String(editionId),
      },
    );
    return { count: added.length, alreadyInPool: expertIds.length - added.length, notified };
  }

  /** Takes experts out of the pool (not told: nothing was asked of them yet). */
  async remove(editionId: number, expertIds: number[]): Promise<ExpertActionResult> {
    return this.db.transaction(async (tx) => {
      const edition = await this.editions.lock(tx, editionId);
      assertPoolEditable(edition.status);
      const unique = [...new Set(expertIds)];
      const where = and(eq(editionExperts.editionId, editionId), inArray(editionExperts.expertId, unique));
      if ((await tx.$count(editionExperts, where)) !== unique.length)
        throw notFound(EXPERT_MESSAGES.notInPool);
      await tx.delete(editionExperts).where(where);
      return { count: unique.length, notified: 0 };
    });
  }

  /** The pool of one edition, last pushed first; sensitive fields masked as in every list. */
  async page(query: EditionPoolQuery): Promise<Page<PoolExpertView>> {
    const found = await this.db.$count(editions, eq(editions.id, query.editionId));
    if (found === 0) throw notFound(EDITION_MESSAGES.notFound);
    const where = and(
      eq(editionExperts.editionId, query.editionId),
      query.expertName ? containsText(experts.expertName, query.expertName) : undefined,
    );
    const rows = (limit: number, offset: number) =>
      this.db
        .select({
          ...getTableColumns(experts),
          loginName: users.loginName,
          bankId: bankBranches.bankId,
          bankBranchName: bankBranches.branchName,
          pushBy: editionExperts.pushBy,
          pushTime: editionExperts.pushTime,
          availability: editionExperts.availability,
          unavailableReason: editionExperts.unavailableReason,
        })
        .from(editionExperts)
        .innerJoin(experts, eq(experts.id, editionExperts.expertId))
        .leftJoin(users, eq(users.id, experts.userId))
        .leftJoin(bankBranches, eq(bankBranches.id, experts.bankBranchId))
        .where(where)
        .orderBy(desc(editionExperts.pushTime), desc(editionExperts.id))
        .limit(limit)
        .offset(offset);
    const total = countSelect(
      this.db,
      this.db
        .select({ id: editionExperts.id })
        .from(editionExperts)
        .innerJoin(experts, eq(experts.id, editionExperts.expertId))
        .where(where),
    );
    return pagedQuery(
      query,
      async (limit, offset) =>
        (await rows(limit, offset)).map(({ pushBy, pushTime, availability, unavailableReason, ...row }) => ({
          ...presentExpert(row),
          editionId: query.editionId,
          pushBy,
          pushTime: pushTime.toISOString(),
          availability,
          unavailableReason,
        })),
      total,
    );
  }
}

function assertPoolEditable(status: EditionStatus): void {
  if (!POOL_EDITABLE.includes(status))
    throw ruleViolation(EXPERT_MESSAGES.poolLocked({ status: EDITION_STATUS_NAMES[status] }));
}
