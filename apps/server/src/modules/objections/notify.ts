import { renderMessage } from '@awards/shared/i18n';
import { OBJECTION_MESSAGES as M, OBJECTION_SMS_TEMPLATE } from '@awards/shared/objections';
import { MSG_TYPE } from '@awards/shared/user-messages';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { escapeHtml } from '../../platform/print-html';
import type { MessageActor, MessageCentre } from '../messages/public';
import type { TemplatesApi } from '../templates/public';

/** Who is told: named users (the objector), or the client users of units (never who filed it). */
export interface Tell {
  userIds?: number[];
  unitIds?: number[];
  /** The subject and the sentence, rendered (stored in zh_CN, as every system message). */
  title: string;
  text: string;
  objectionId: number;
}

/**
 * Tells the objector and the units each outcome by a site message (message centre, system
 * channel) and an SMS (the OBJECTION_NOTICE_SMS template), as the examination and the review
 * reminders do. Called after commit: a failed send is reported (onError), never undoes the step.
 */
export class ObjectionNotifier {
  constructor(
    private readonly db: Db,
    private readonly messageCentre: MessageCentre,
    private readonly templates: TemplatesApi,
    private readonly onError: (error: unknown) => void = () => {},
  ) {}

  async tell(actor: MessageActor, tell: Tell): Promise<void> {
    try {
      const ids = new Set(tell.userIds ?? []);
      if (tell.unitIds && tell.unitIds.length > 0) {
        const members = await this.db
          .select({ id: users.id })
          .from(users)
          .where(
            and(
              inArray(users.orgId, tell.unitIds),
              inArray(users.userType, ['declarer', 'recommender']),
              eq(users.delFlag, 0),
            ),
          );
        for (const m of members) ids.add(m.id);
      }
      if (ids.size === 0) return;
      const userIds = [...ids];
      await this.messageCentre.send(
        actor,
        {
          userIds,
          msgTitle: tell.title,
          msgContent: `<p>${escapeHtml(tell.text)}</p>`,
          msgType: MSG_TYPE.system,
          busType: 'objection',
          busId: String(tell.objectionId),
        },
        'SYSTEM',
      );
      await this.templates.send(actor, {
        templateCode: OBJECTION_SMS_TEMPLATE,
        params: { text: tell.text },
        userIds,
      });
    } catch (error) {
      this.onError(error);
    }
  }
}

/** The sentence an outcome is told in. */
export const outcomeText = (project: string, outcome: string) => ({
  title: renderMessage(M.noticeTitle({ project })),
  text: renderMessage(M.noticeText({ project, outcome })),
});
