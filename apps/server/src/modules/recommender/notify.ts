import { DECLARATION_ACTION_NAMES, DECLARATION_STATUS_NAMES } from '@awards/shared/declarations';
import { renderMessage } from '@awards/shared/i18n';
import { RECOMMENDER_MESSAGES as M } from '@awards/shared/recommender';
import { MSG_TYPE } from '@awards/shared/user-messages';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { organisations, users } from '../../db/schema';
import { escapeHtml } from '../../platform/print-html';
import type { Moved, SignedInUser } from '../declarations/public';
import type { MessageCentre } from '../messages/public';

export interface Recommended extends Moved {
  action: 'recommend' | 'decline';
  opinion: string;
}

/**
 * Tells the declaring unit's declarers that their recommending unit recommended or declined
 * a declaration, by a system message (the bell and its push). Called after the decision
 * committed: a failed message never undoes it, it is only reported (onError).
 */
export class RecommendationNotifier {
  constructor(
    private readonly db: Db,
    private readonly messageCentre: MessageCentre,
    private readonly onError: (error: unknown) => void = () => {},
  ) {}

  async tell(actor: SignedInUser, decided: Recommended): Promise<void> {
    try {
      const receivers = await this.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.orgId, decided.unitId), eq(users.userType, 'declarer'), eq(users.delFlag, 0)));
      if (receivers.length === 0) return;
      const [unit] = actor.orgId
        ? await this.db
            .select({ name: organisations.organName })
            .from(organisations)
            .where(eq(organisations.id, actor.orgId))
        : [];
      const verdict = DECLARATION_ACTION_NAMES[decided.action];
      // Stored for the unit to read later, whatever its language: written in zh_CN.
      const text = renderMessage(
        M.noticeText({
          unit: escapeHtml(unit?.name ?? ''),
          project: escapeHtml(decided.projectName),
          verdict,
          status: DECLARATION_STATUS_NAMES[decided.to],
        }),
      );
      const opinion = renderMessage(M.noticeOpinion({ opinion: escapeHtml(decided.opinion) }));
      await this.messageCentre.send(
        actor,
        {
          userIds: receivers.map((r) => r.id),
          msgTitle: renderMessage(M.noticeTitle({ verdict })),
          msgContent: `<p>${text}</p><p>${opinion}</p>`,
          msgType: MSG_TYPE.system,
          busType: 'declaration',
          busId: String(decided.declarationId),
        },
        'SYSTEM',
      );
    } catch (error) {
      this.onError(error);
    }
  }
}
