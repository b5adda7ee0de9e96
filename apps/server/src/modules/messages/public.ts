import type { BusType } from '@awards/shared/business-modules';
import type { MessageSend, MsgType, SenderType, SentMessageDetail } from '@awards/shared/user-messages';
import type { SessionUser } from '../../platform/auth/sessions';

/** Who a message goes to: named users, organisations (with every one below them), role holders. */
export interface ReceiverSpec {
  userIds?: number[] | undefined;
  organIds?: number[] | undefined;
  roleIds?: number[] | undefined;
}

/** What a send stores; templates render into the same shape. */
export interface Outgoing extends ReceiverSpec {
  msgTitle: string;
  msgContent: string;
  msgType: MsgType;
  msgFiles?: MessageSend['msgFiles'];
  openType?: MessageSend['openType'];
  openPage?: string | null | undefined;
  busType?: BusType | null | undefined;
  busId?: string | null | undefined;
}

/** The sender of a message: a signed-in user, or the one acting when the system tells someone. */
export type MessageActor = Pick<SessionUser, 'userId' | 'loginName'>;

/** Sending through the message centre, as other modules (templates, decisions told by message) do. */
export interface MessageCentre {
  /**
   * Resolves the receivers (unknown ids are a 400, nobody left a 505), stores the
   * message, then delivers it on its channel; answers the sent message with its
   * receivers. `SYSTEM` marks what the system sent (templates, decisions).
   */
  send(
    actor: MessageActor,
    message: Outgoing,
    senderType?: Exclude<SenderType, 'NOTICE'>,
    templateCode?: string | null,
  ): Promise<SentMessageDetail>;
}

/** What the messages module offers (its descriptor's `api`). */
export interface MessagesApi {
  messageCentre: MessageCentre;
}
