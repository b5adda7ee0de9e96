import { EXPERT_MESSAGES, type ExpertActionResult } from '@awards/shared/experts';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { experts } from '../../db/schema';
import type { SessionUser } from '../../platform/auth/sessions';
import { ruleViolation } from '../../platform/errors';
import { lockExperts } from './locking';
import { quoteNames } from './repository';

type Actor = Pick<SessionUser, 'loginName'>;

/**
 * The blacklist: approved experts only, with a reason. A blacklisted expert
 * stays in the pool and in the editions' pools already pushed to (their history),
 * but cannot be pushed again and is excluded from every future draw.
 */
export class ExpertBlacklistService {
  constructor(private readonly db: Db) {}

  async add(actor: Actor, expertIds: number[], reason: string): Promise<ExpertActionResult> {
    return this.db.transaction(async (tx) => {
      const rows = await lockExperts(tx, expertIds);
      const unapproved = rows.filter((r) => r.status !== 'approved');
      if (unapproved.length)
        throw ruleViolation(EXPERT_MESSAGES.notApproved({ names: quoteNames(unapproved) }));
      const already = rows.filter((r) => r.blacklisted);
      if (already.length)
        throw ruleViolation(EXPERT_MESSAGES.alreadyBlacklisted({ names: quoteNames(already) }));
      const now = new Date();
      await tx
        .update(experts)
        .set({
          blacklisted: true,
          blacklistReason: reason,
          blacklistBy: actor.loginName,
          blacklistTime: now,
          updateBy: actor.loginName,
          updateTime: now,
        })
        .where(
          inArray(
            experts.id,
            rows.map((r) => r.id),
          ),
        );
      return { count: rows.length, notified: 0 };
    });
  }

  /** Lifting clears the reason: the expert is back to an ordinary approved expert. */
  async lift(actor: Actor, expertIds: number[]): Promise<ExpertActionResult> {
    return this.db.transaction(async (tx) => {
      const rows = await lockExperts(tx, expertIds);
      const notListed = rows.filter((r) => !r.blacklisted);
      if (notListed.length)
        throw ruleViolation(EXPERT_MESSAGES.notBlacklisted({ names: quoteNames(notListed) }));
      await tx
        .update(experts)
        .set({
          blacklisted: false,
          blacklistReason: null,
          blacklistBy: null,
          blacklistTime: null,
          updateBy: actor.loginName,
          updateTime: new Date(),
        })
        .where(
          inArray(
            experts.id,
            rows.map((r) => r.id),
          ),
        );
      return { count: rows.length, notified: 0 };
    });
  }
}
