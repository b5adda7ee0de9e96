import type { BusType } from '@awards/shared/business-modules';
import { type MessageRef, renderMessage } from '@awards/shared/i18n';
import { MSG_TYPE } from '@awards/shared/user-messages';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { SessionUser } from '../../platform/auth/sessions';
import { escapeHtml } from '../../platform/print-html';
import type { MessageCentre } from '../messages/public';

type Actor = Pick<SessionUser, 'userId' | 'loginName'>;

export interface Notice {
  /** Messages of EXPERT_MESSAGES, written in zh_CN: they are stored for the expert to read later. */
  title: MessageRef;
  /** Plain text once rendered; escaped here, since system messages are HTML. */
  text: MessageRef;
  busType: BusType;
  busId?: string;
}

/**
 * Tells users of a decision by system message (message centre), after the
 * decision has committed. Only live, unfrozen users can receive one, so the
 * others are left out rather than failing the send. A failed send does not undo
 * the decision (it is already stored): the caller reports how many were told.
 */
export class DecisionNotifier {
  constructor(
    private readonly db: Db,
    private readonly messageCentre: MessageCentre,
    private readonly onError: (error: unknown) => void = () => {},
  ) {}

  async tell(actor: Actor, userIds: (number | null)[], notice: Notice): Promise<number> {
    const wanted = [...new Set(userIds.filter((id): id is number => id !== null))];
    if (wanted.length === 0) return 0;
    const reachable = await this.db
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.id, wanted), eq(users.delFlag, 0), eq(users.status, 1)));
    if (reachable.length === 0) return 0;
    try {
      await this.messageCentre.send(
        actor,
        {
          msgTitle: renderMessage(notice.title),
          msgContent: `<p>${escapeHtml(renderMessage(notice.text))}</p>`,
          msgType: MSG_TYPE.system,
          userIds: reachable.map((r) => r.id),
          busType: notice.busType,
          busId: notice.busId ?? null,
        },
        'SYSTEM',
      );
      return reachable.length;
    } catch (error) {
      this.onError(error);
      return 0;
    }
  }
}
