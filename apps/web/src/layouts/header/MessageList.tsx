import { Empty, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UnreadMessage } from '../../features/home/api/unreadMessages';
import { formatDateTime } from '../../lib/format';

/** Spec 000 §9: announcement titles are cut at 21 characters. */
const TITLE_MAX = 21;

function cut(title: string): string {
  return title.length > TITLE_MAX ? `${title.slice(0, TITLE_MAX)}…` : title;
}

/** One tab of the bell's popover: titles with their send time, each opening the message list. */
export function MessageList({
  messages,
  onOpen,
}: {
  messages: readonly UnreadMessage[];
  onOpen: () => void;
}) {
  const { t } = useTranslation();
  if (!messages.length)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('header.noMessages')} />;
  return (
    <Flex vertical gap={4} style={{ maxHeight: 280, overflowY: 'auto' }}>
      {messages.map((m) => (
        <Flex
          key={m.messageId ?? m.msgId}
          vertical
          style={{ cursor: 'pointer', padding: '6px 4px' }}
          onClick={onOpen}
        >
          <Typography.Text title={m.msgTitle}>{cut(m.msgTitle)}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {formatDateTime(m.msgSendTime)} {t('header.published')}
          </Typography.Text>
        </Flex>
      ))}
    </Flex>
  );
}
