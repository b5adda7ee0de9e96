import { EXPERT_MESSAGES, type ExpertActionResult, type ExpertAudit } from '@awards/shared/experts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { experts, users } from '../../db/schema';
import type { SessionUser } from '../../platform/auth/sessions';
import { ruleViolation } from '../../platform/errors';
import type { OutboundChannels } from '../channels/public';
import { lockExperts } from './locking';
import type { DecisionNotifier } from './notify';
import { quoteNames } from './repository';
import { smsDecision } from './sms-decision';

type Actor = Pick<SessionUser, 'userId' | 'loginName'>;

/**
 * The experts' registration audit: pending -> approved | rejected, once. The
 * whole batch is refused if one of them is not pending (nothing half-decided);
 * experts with an account are told by system message and SMS after the decision commits,
 * and an approved expert's site account may sign in.
 */
export class ExpertAuditService {
  constructor(
    private readonly db: Db,
    private readonly notifier: DecisionNotifier,
    private readonly outbound: Pick<OutboundChannels, 'sendSms'>,
  ) {}

  async audit(actor: Actor, input: ExpertAudit): Promise<ExpertActionResult> {
    const approved = input.auditResult === 'approved';
    const opinion = input.auditOpinion ?? null;
    const { locked: rows, phones } = await this.db.transaction(async (tx) => {
      const locked = await lockExperts(tx, input.expertIds);
      const notPending = locked.filter((r) => r.status !== 'pending');
      if (notPending.length > 0)
        throw ruleViolation(EXPERT_MESSAGES.notPending({ names: quoteNames(notPending) }));
      await tx
        .update(experts)
        .set({
          status: input.auditResult,
          auditOpinion: opinion,
          auditBy: actor.loginName,
          auditTime: new Date(),
          updateBy: actor.loginName,
          updateTime: new Date(),
        })
        .where(
          inArray(
            experts.id,
            locked.map((r) => r.id),
          ),
        );
      // An expert who registered on the site signs in once approved (docs/site.md "Registration").
      const accounts = locked.flatMap((r) => (r.userId === null ? [] : [r.userId]));
      const siteAccounts = accounts.length
        ? await tx
            .select({ id: users.id, phone: users.phone })
            .from(users)
            .where(and(inArray(users.id, accounts), eq(users.userType, 'expert'), eq(users.delFlag, 0)))
        : [];
      if (approved && siteAccounts.length)
        await tx
          .update(users)
          .set({ enableLogin: true })
          .where(
            inArray(
              users.id,
              siteAccounts.map((u) => u.id),
            ),
          );
      return { locked, phones: siteAccounts.map((u) => u.phone) };
    });
    const notified = await this.notifier.tell(
      actor,
      rows.map((r) => r.userId),
      {
        title: EXPERT_MESSAGES.auditNoticeTitle,
        text: approved
          ? opinion
            ? EXPERT_MESSAGES.auditApprovedWithOpinion({ opinion })
            : EXPERT_MESSAGES.auditApproved
          : EXPERT_MESSAGES.auditRejected({ opinion: opinion ?? '' }),
        busType: 'expert_audit',
      },
    );
    await smsDecision(this.outbound, phones, approved, opinion);
    return { count: rows.length, notified };
  }
}
