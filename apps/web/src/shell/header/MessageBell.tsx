import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Popover, Tabs } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PATHS } from '../../config/paths';
import { NO_UNREAD, UNREAD_POLL_MS, useUnreadMessages } from '../api/unreadMessages';
import { useMedia } from '../useDevice';
import { NO_COUNTS, useHeaderNotices } from './MessageBell.api';
import { useBellOpener } from './MessageBellOpener';
import { type BellItem, MessageList } from './MessageList';
import { OPEN_NOTICE_EVENT, type OpenNoticeDetail } from './shellEvents';

// The dialog and its HTML sanitiser load on first open, never with the shell.
const NoticeDetail = lazy(() =>
  import('../../components/NoticeDetail/NoticeDetail').then((m) => ({ default: m.NoticeDetail })),
);

/** Spec 000 §9: the popover is 320 px wide; the message-centre label shows above 1000 px. */
const POPOVER_WIDTH = 320;
const WIDE_QUERY = '(min-width: 1000.02px)';

/** The header's bell: unread notices and system messages, their detail, and the way to all of them. */
export function MessageBell() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const wide = useMedia(WIDE_QUERY);
  const [open, setOpen] = useState(false);
  const { data = NO_UNREAD } = useUnreadMessages(true);
  const counts = useHeaderNotices(UNREAD_POLL_MS).data ?? NO_COUNTS;
  const opener = useBellOpener();
  const { openNotice } = opener;
  const openAll = () => {
    setOpen(false);
    void navigate(PATHS.userMessage);
  };

  // A release push's 查看详情 asks for the notice it names.
  useEffect(() => {
    const listener = (event: Event) => {
      const { noticeId } = (event as CustomEvent<OpenNoticeDetail>).detail;
      void openNotice(noticeId).catch(() => undefined);
    };
    window.addEventListener(OPEN_NOTICE_EVENT, listener);
    return () => window.removeEventListener(OPEN_NOTICE_EVENT, listener);
  }, [openNotice]);

  const noticeItems: BellItem[] = counts.noticeList.map((n) => ({
    key: `notice-${n.id}`,
    title: n.titile,
    sendTime: n.sendTime,
    open: () => {
      setOpen(false);
      void opener.openNotice(n.id).catch(() => undefined);
    },
  }));
  const messageItems: BellItem[] = counts.messageList.map((m) => ({
    key: `msg-${m.messageId ?? m.msgId}`,
    title: m.msgTitle,
    sendTime: m.msgSendTime,
    open: () => {
      setOpen(false);
      void opener.openMessage(m);
    },
  }));

  const content = (
    <div style={{ width: `min(${POPOVER_WIDTH}px, calc(100vw - 48px))` }} data-testid="message-popover">
      <Tabs
        size="small"
        items={[
          {
            key: 'notice',
            label: t('header.notices', { count: counts.noticeTotal }),
            children: <MessageList items={noticeItems} />,
          },
          {
            key: 'system',
            label: t('header.systemMessages', { count: counts.messageTotal }),
            children: <MessageList items={messageItems} />,
          },
        ]}
      />
      <Button type="link" block onClick={openAll} data-testid="message-more">
        {t('header.viewMore')}
      </Button>
    </div>
  );

  return (
    <>
      <Popover
        content={content}
        open={open}
        onOpenChange={setOpen}
        trigger="click"
        placement="bottomRight"
        arrow={false}
        // On a phone the 320 px panel is wider than the room left of the bell: shift it into view.
        align={{ overflow: { adjustY: true, shiftX: true } }}
      >
        <Button
          type="text"
          style={{ color: 'inherit' }}
          data-testid="message-bell"
          aria-label={t('header.messageCentre')}
        >
          <Badge count={data.msg.num} size="small" offset={[2, -2]} data-testid="message-count">
            <BellOutlined style={{ fontSize: 16, color: 'inherit' }} />
          </Badge>
          {wide && <span style={{ marginLeft: 6 }}>{t('header.messageCentre')}</span>}
        </Button>
      </Popover>
      {opener.record && (
        <Suspense fallback={null}>
          <NoticeDetail record={opener.record} onClose={opener.close} />
        </Suspense>
      )}
    </>
  );
}
