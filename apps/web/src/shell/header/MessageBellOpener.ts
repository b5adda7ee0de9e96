import type { NoticeView } from '@awards/shared/notices';
import type { MessageRecord } from '@awards/shared/user-messages';
import { BELL_PATHS, readMessage, readNotice } from '@awards/web-common/bell/bellApi';
import { http } from '@awards/web-common/http';
import { getUserInfo } from '@awards/web-common/session';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { noticeTarget } from '../../components/NoticeDetail/target';
import type { NoticeDetailRecord } from '../../components/NoticeDetail/types';
import { parseFiles } from '../../components/NoticeDetail/types';

export function noticeRecord(notice: NoticeView): NoticeDetailRecord {
  return {
    title: notice.titile,
    senderType: notice.sender ? 'USER' : 'SYSTEM',
    sender: notice.sender,
    sendTime: notice.sendTime,
    content: notice.msgContent,
    files: parseFiles(notice.msgFiles),
    openType: notice.openType,
    openPage: notice.openPage,
    busId: notice.busId,
  };
}

export function messageRecord(message: MessageRecord): NoticeDetailRecord {
  return {
    title: message.msgTitle,
    senderType: message.msgSenderType,
    sender: message.msgSender,
    sendTime: message.msgSendTime,
    content: message.msgContent,
    files: parseFiles(message.msgFiles),
    openType: message.openType,
    openPage: message.openPage,
    busId: message.busId,
  };
}

/**
 * Opening from the bell (spec 000 §4): a component-type item is marked read and its page
 * opened; any other opens the detail dialog and is marked read. The counts are then asked again.
 */
export function useBellOpener() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [record, setRecord] = useState<NoticeDetailRecord | null>(null);
  const recount = useCallback(
    () => queryClient.invalidateQueries({ queryKey: ['msg', 'unread'] }),
    [queryClient],
  );

  const show = useCallback(
    (next: NoticeDetailRecord, markRead: () => Promise<unknown>) => {
      const read = markRead().then(recount, () => undefined);
      const target = next.openType === 'component' ? noticeTarget(next) : null;
      if (target) {
        void navigate(target);
        return read;
      }
      setRecord(next);
      return read;
    },
    [navigate, recount],
  );

  const openNotice = useCallback(
    async (noticeId: number) => {
      const notice = await http.post<NoticeView>(BELL_PATHS.noticeDetail, { noticeId });
      return show(noticeRecord(notice), () => readNotice(noticeId));
    },
    [show],
  );

  const openMessage = useCallback(
    (message: MessageRecord) => {
      const user = getUserInfo();
      return show(messageRecord(message), () => readMessage(user?.userId ?? user?.id, message.messageId));
    },
    [show],
  );

  return { record, close: () => setRecord(null), openNotice, openMessage };
}
