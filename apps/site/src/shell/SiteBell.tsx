import type { MessageRecord, UnreadCounts } from '@awards/shared/user-messages';
import { NO_COUNTS, readMessage, readNotice } from '@awards/web-common/bell/bellApi';
import { BELL_TEXT } from '@awards/web-common/bell/bellText';
import type { PushSource } from '@awards/web-common/bell/messageSocket';
import { useHeaderNotices } from '@awards/web-common/bell/useHeaderNotices';
import { translateShared } from '@awards/web-common/i18n';
import { getUserInfo } from '@awards/web-common/session';
import { BellPopover } from '@awards/web-common/ui/bell/BellPopover';
import { useMessagePush } from '@awards/web-common/ui/bell/useMessagePush';
import { useQueryClient } from '@tanstack/react-query';
import { App, Modal } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ServerHtml } from '../components/ServerHtml';

import { BELL_POLL_MS } from './bellPoll';

const MY_NOTICES = '/my/notices';

/** What the plain bell (PlainBell) hands over when this one replaces it. */
export interface SiteBellProps {
  /** The counts it read: shown at once, then asked again. */
  initialCounts?: UnreadCounts;
  /** It was clicked while this one loaded: open the popover. */
  open?: boolean;
  /** It had the focus: this bell takes it. */
  focus?: boolean;
  /** Its socket, with the pushes that came before this bell listened (relayPushes). */
  source?: PushSource;
}

/**
 * The bell of the signed-in area (the portal's, shared: @awards/web-common/ui/bell): the
 * unread notices and system messages, refreshed by the message socket's pushes. A notice
 * opens the 我的通知 page (marked read), a system message (a decision on a declaration)
 * its text in a dialog (marked read); 查看更多 and a push's 查看详情 go to 我的通知. It loads
 * when the plain bell is first touched or first receives a push, and takes its place.
 */
export function SiteBell({ initialCounts, open, focus, source }: SiteBellProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const counts = useHeaderNotices(BELL_POLL_MS, initialCounts).data ?? NO_COUNTS;
  const [message, setMessage] = useState<MessageRecord | null>(null);
  const recount = () => void queryClient.invalidateQueries({ queryKey: ['msg', 'unread'] });
  useMessagePush({ enabled: true, view: () => void navigate(MY_NOTICES), source });

  return (
    <>
      <BellPopover
        count={counts.noticeTotal + counts.messageTotal}
        counts={counts}
        onOpenNotice={(noticeId) => {
          void readNotice(noticeId).then(recount, () => undefined);
          void navigate(MY_NOTICES);
        }}
        onOpenMessage={(record) => {
          setMessage(record);
          const user = getUserInfo();
          void readMessage(user?.userId ?? user?.id, record.messageId).then(recount, () => undefined);
        }}
        onViewAll={() => void navigate(MY_NOTICES)}
        defaultOpen={open}
        autoFocus={focus}
      />
      <Modal
        open={message !== null}
        title={message?.msgTitle}
        onCancel={() => setMessage(null)}
        footer={null}
        closable={{ 'aria-label': translateShared(BELL_TEXT.close) }}
      >
        <div data-testid="bell-message">
          <ServerHtml html={message?.msgContent} />
        </div>
      </Modal>
    </>
  );
}

/** The bell inside antd's App (its modals and messages), as the signed-in frame loads it. */
export function SiteBellInApp(props: SiteBellProps) {
  return (
    <App component={false}>
      <SiteBell {...props} />
    </App>
  );
}
