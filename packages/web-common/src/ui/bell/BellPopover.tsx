import { BellOutlined } from '@ant-design/icons';
import type { MessageRecord, UnreadCounts } from '@awards/shared/user-messages';
import { Badge, Button, Popover, Tabs } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BELL_TEXT } from '../../bell/bellText';
import { translateShared } from '../../i18n';
import { type BellItem, MessageList } from './MessageList';

/** Spec 000 §9: the popover is 320 px wide. */
const POPOVER_WIDTH = 320;

export interface BellPopoverProps {
  /** The number on the bell: the unread messages and notices. */
  count: number;
  /** The latest unread notices and system messages, with their totals (getHeaderNotices). */
  counts: UnreadCounts;
  /** Show 消息中心 beside the bell (a wide screen). */
  label?: boolean;
  onOpenNotice: (noticeId: number) => void;
  onOpenMessage: (message: MessageRecord) => void;
  /** 查看更多: where all of them are listed. */
  onViewAll: () => void;
  /** Open at once (the site's plain bell was clicked while this one loaded). */
  defaultOpen?: boolean;
  /** Take the focus at once (it replaces the site's plain bell, which had it). */
  autoFocus?: boolean;
}

/**
 * The message bell of the portal's header and the site's signed-in frame: the unread count
 * on a bell, and a popover with the unread notices and system messages in two tabs (titles
 * cut at 21 characters), each opening its detail, and the way to all of them. What opening
 * means is the caller's (the portal's dialog, the site's pages); the popover closes first.
 */
export function BellPopover({
  count,
  counts,
  label = false,
  onOpenNotice,
  onOpenMessage,
  onViewAll,
  defaultOpen = false,
  autoFocus,
}: BellPopoverProps) {
  useTranslation();
  const [open, setOpen] = useState(defaultOpen);
  const button = useRef<HTMLButtonElement>(null);
  // Once, on mount: the focus the plain bell had stays on the bell.
  const focusFirst = useRef(autoFocus);
  useEffect(() => {
    if (focusFirst.current) button.current?.focus();
  }, []);
  const closing =
    <T,>(then: (value: T) => void) =>
    (value: T) => {
      setOpen(false);
      then(value);
    };
  const noticeItems: BellItem[] = counts.noticeList.map((n) => ({
    key: `notice-${n.id}`,
    title: n.titile,
    sendTime: n.sendTime,
    open: () => closing(onOpenNotice)(n.id),
  }));
  const messageItems: BellItem[] = counts.messageList.map((m) => ({
    key: `msg-${m.messageId ?? m.msgId}`,
    title: m.msgTitle,
    sendTime: m.msgSendTime,
    open: () => closing(onOpenMessage)(m),
  }));
  const centre = translateShared(BELL_TEXT.messageCentre);

  const content = (
    <div style={{ width: `min(${POPOVER_WIDTH}px, calc(100vw - 48px))` }} data-testid="message-popover">
      <Tabs
        size="small"
        items={[
          {
            key: 'notice',
            label: translateShared(BELL_TEXT.notices({ count: counts.noticeTotal })),
            children: <MessageList items={noticeItems} />,
          },
          {
            key: 'system',
            label: translateShared(BELL_TEXT.systemMessages({ count: counts.messageTotal })),
            children: <MessageList items={messageItems} />,
          },
        ]}
      />
      <Button type="link" block onClick={() => closing(onViewAll)(undefined)} data-testid="message-more">
        {translateShared(BELL_TEXT.viewMore)}
      </Button>
    </div>
  );

  return (
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
        ref={button}
        // The name holds the count the badge shows (99+ above 99), so what is seen is what is read.
        aria-label={count > 0 ? `${centre} ${count > 99 ? '99+' : count}` : centre}
      >
        <Badge count={count} size="small" offset={[2, -2]} data-testid="message-count">
          <BellOutlined style={{ fontSize: 16, color: 'inherit' }} />
        </Badge>
        {label && <span style={{ marginLeft: 6 }}>{centre}</span>}
      </Button>
    </Popover>
  );
}
