import { EXPERT_MESSAGES, type ExpertActionResult, type ExpertAudit } from '@awards/shared/experts';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { experts } from '../../db/schema';
import type { SessionUser } from '../../platform/auth/sessions';
import { ruleViolation } from '../../platform/errors';
import { lockExperts } from './locking';
import type { DecisionNotifier } from './notify';
import { quoteNames } from './repository';

type Actor = Pick<SessionUser, 'userId' | 'loginName'>;

/**
 * The experts' registration audit: pending -> approved | rejected, once. The
 * whole batch is refused if one of them is not pending (nothing half-decided);
 * experts with an account are told by system message after the decision commits.
 */
export class ExpertAuditService {
  constructor(
    private readonly db: Db,
    private readonly notifier: DecisionNotifier,
  ) {}

  async audit(actor: Actor, input: ExpertAudit): Promise<ExpertActionResult> {
    const approved = input.auditResult === 'approved';
    const opinion = input.auditOpinion ?? null;
    const rows = await this.db.transaction(async (tx) => {
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
      return locked;
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
    return { count: rows.length, notified };
  }
}
