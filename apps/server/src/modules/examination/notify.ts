import { DECLARATION_STATUS_NAMES, type DeclarationStatus } from '@awards/shared/declarations';
import {
  EXAMINATION_DECISION_NAMES,
  type ExaminationDecision,
  EXAMINATION_MESSAGES as M,
} from '@awards/shared/examination';
import { renderMessage } from '@awards/shared/i18n';
import { RECOMMENDER_MESSAGES as R } from '@awards/shared/recommender';
import { MSG_TYPE } from '@awards/shared/user-messages';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { declarations, editionAwards, organisations, users } from '../../db/schema';
import { displayClock } from '../../platform/clock';
import { escapeHtml } from '../../platform/print-html';
import type { SignedInUser } from '../declarations/public';
import type { MessageCentre } from '../messages/public';

export interface Decided {
  declarationId: number;
  unitId: number;
  projectName: string;
  submittedAt: Date | null;
  decision: ExaminationDecision;
  to: DeclarationStatus;
  opinion: string | null;
}

/**
 * Tells the declaring unit's declarers of a decision by a system message, and on a pass the
 * recommending unit the declaration names, when its award has the recommendation. Called
 * after the decision committed: a failed message must not undo the decision, so
 * a failure is only reported (onError).
 */
export class DecisionNotifier {
  constructor(
    private readonly db: Db,
    private readonly messageCentre: MessageCentre,
    private readonly onError: (error: unknown) => void = () => {},
  ) {}

  async tell(actor: SignedInUser, decided: Decided): Promise<void> {
    try {
      const receivers = await this.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.orgId, decided.unitId), eq(users.userType, 'declarer'), eq(users.delFlag, 0)));
      if (receivers.length === 0) return;
      const verdict = EXAMINATION_DECISION_NAMES[decided.decision];
      // Stored for the unit to read later, whatever its language: written in zh_CN.
      const said = {
        project: escapeHtml(decided.projectName),
        verdict,
        status: DECLARATION_STATUS_NAMES[decided.to],
      };
      // The submission it answers, read on the display clock as the unit's list shows it.
      const text = renderMessage(
        decided.submittedAt
          ? M.noticeTextSubmitted({
              ...said,
              submittedAt: displayClock.format(decided.submittedAt),
            })
          : M.noticeText(said),
      );
      const opinion = decided.opinion
        ? `<p>${renderMessage(M.noticeOpinion({ opinion: escapeHtml(decided.opinion) }))}</p>`
        : '';
      await this.messageCentre.send(
        actor,
        {
          userIds: receivers.map((r) => r.id),
          msgTitle: renderMessage(M.noticeTitle({ verdict })),
          msgContent: `<p>${text}</p>${opinion}`,
          msgType: MSG_TYPE.system,
          busType: 'declaration',
          busId: String(decided.declarationId),
        },
        'SYSTEM',
      );
      if (decided.to === 'passed') await this.tellRecommendingUnit(actor, decided);
    } catch (error) {
      this.onError(error);
    }
  }

  /**
   * A passed declaration whose award has the recommendation stage now waits for the
   * recommending unit it names: its users are told (their bell on the site).
   */
  private async tellRecommendingUnit(actor: SignedInUser, decided: Decided): Promise<void> {
    const [row] = await this.db
      .select({
        recommendUnitId: declarations.recommendUnitId,
        flow: editionAwards.flow,
        unit: organisations.organName,
      })
      .from(declarations)
      .innerJoin(
        editionAwards,
        and(
          eq(editionAwards.editionId, declarations.editionId),
          eq(editionAwards.awardId, declarations.awardId),
        ),
      )
      .innerJoin(organisations, eq(organisations.id, declarations.unitId))
      .where(eq(declarations.id, decided.declarationId));
    if (!row?.recommendUnitId || !row.flow.includes('recommendation')) return;
    const receivers = await this.db
      .select({ id: users.id })
      .from(users)
      .where(
        and(eq(users.orgId, row.recommendUnitId), eq(users.userType, 'recommender'), eq(users.delFlag, 0)),
      );
    if (receivers.length === 0) return;
    const project = escapeHtml(decided.projectName);
    await this.messageCentre.send(
      actor,
      {
        userIds: receivers.map((r) => r.id),
        msgTitle: renderMessage(R.awaitingTitle({ project: decided.projectName })),
        msgContent: `<p>${renderMessage(R.awaitingText({ project, unit: escapeHtml(row.unit) }))}</p>`,
        msgType: MSG_TYPE.system,
        busType: 'declaration',
        busId: String(decided.declarationId),
      },
      'SYSTEM',
    );
  }
}
