import { Empty, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { BELL_TEXT } from '../../bell/bellText';
import { formatDateTime } from '../../format';
import { translateShared } from '../../i18n';

/** Spec 000 §9: announcement titles are cut at 21 characters. */
export const TITLE_MAX = 21;

export function cutTitle(title: string): string {
  const chars = Array.from(title);
  return chars.length > TITLE_MAX ? `${chars.slice(0, TITLE_MAX).join('')}…` : title;
}

/** One line of the popover: a notice or a system message. */
export interface BellItem {
  key: string;
  title: string;
  sendTime: string | null;
  open: () => void;
}

/** One tab of the bell's popover: titles with their send time, each opening its detail. */
export function MessageList({ items }: { items: readonly BellItem[] }) {
  // Rendered again when the interface language changes.
  useTranslation();
  if (!items.length)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={translateShared(BELL_TEXT.noMessages)} />;
  return (
    <Flex vertical gap={4} style={{ maxHeight: 280, overflowY: 'auto' }}>
      {items.map((item) => (
        <Flex
          key={item.key}
          vertical
          role="button"
          tabIndex={0}
          data-testid={`bell-item-${item.key}`}
          style={{ cursor: 'pointer', padding: '6px 4px' }}
          onClick={item.open}
          onKeyDown={(e) => {
            if (e.key === 'Enter') item.open();
          }}
        >
          <Typography.Text title={item.title}>{cutTitle(item.title)}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {formatDateTime(item.sendTime)} {translateShared(BELL_TEXT.published)}
          </Typography.Text>
        </Flex>
      ))}
    </Flex>
  );
}
