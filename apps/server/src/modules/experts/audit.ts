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
      if (notPending.length > 0) throw ruleViolation(EXPERT_MESSAGES.notPending(quoteNames(notPending)));
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
        title: '专家注册审核结果',
        text: approved
          ? `您的评审专家注册申请已通过审核。${opinion ? `审核意见：${opinion}` : ''}`
          : `您的评审专家注册申请未通过审核。审核意见：${opinion}`,
        busType: 'expert_audit',
      },
    );
    return { count: rows.length, notified };
  }
}
