import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Popover, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PATHS } from '../../config/paths';
import { NO_UNREAD, useUnreadMessages } from '../../features/home/api/unreadMessages';
import { useMedia } from '../useDevice';
import { MessageList } from './MessageList';

/** Spec 000 §9: the popover is 320 px wide; the message-centre label shows above 1000 px. */
const POPOVER_WIDTH = 320;
const WIDE_QUERY = '(min-width: 1000.02px)';

/** The header's bell: unread count, notices and system messages, and the way to all of them. */
export function MessageBell() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const wide = useMedia(WIDE_QUERY);
  const { data = NO_UNREAD } = useUnreadMessages(true);
  const system = data.msg.noRead.filter((m) => m.msgSenderType === 'SYSTEM');
  const notices = data.msg.noRead.filter((m) => m.msgSenderType !== 'SYSTEM');
  const openAll = () => void navigate(PATHS.userMessage);

  const content = (
    <div style={{ width: `min(${POPOVER_WIDTH}px, calc(100vw - 48px))` }} data-testid="message-popover">
      <Tabs
        size="small"
        items={[
          {
            key: 'notice',
            label: t('header.notices', { count: notices.length }),
            children: <MessageList messages={notices} onOpen={openAll} />,
          },
          {
            key: 'system',
            label: t('header.systemMessages', { count: system.length }),
            children: <MessageList messages={system} onOpen={openAll} />,
          },
        ]}
      />
      <Button type="link" block onClick={openAll} data-testid="message-more">
        {t('header.viewMore')}
      </Button>
    </div>
  );

  return (
    <Popover
      content={content}
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
  );
}
