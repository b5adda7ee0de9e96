import { formatDateTime } from '@awards/web-common/format';
import { Empty, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

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
  const { t } = useTranslation();
  if (!items.length)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('header.noMessages')} />;
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
            {formatDateTime(item.sendTime)} {t('header.published')}
          </Typography.Text>
        </Flex>
      ))}
    </Flex>
  );
}
