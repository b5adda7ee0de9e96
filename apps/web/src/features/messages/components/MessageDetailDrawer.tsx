import type { MessageReceiverView } from '@awards/shared/user-messages';
import { formatDateTime, orEmpty } from '@awards/web-common/format';
import { Descriptions, Drawer, Grid, Skeleton, Table, Tag, Typography } from 'antd';
import { useMessageDetail } from '../api/sentMessages';
import { useMessagesT } from '../i18n';

const STATUS_COLOUR: Record<number, string> = { 0: 'default', 1: 'success', 2: 'error' };

/** One sent message: its fields, its content as the server stored it, and each receiver's state. */
export function MessageDetailDrawer({ msgId, onClose }: { msgId: number; onClose: () => void }) {
  const { t } = useMessagesT();
  const narrow = Grid.useBreakpoint().md === false;
  const detail = useMessageDetail(msgId);
  const m = detail.data;
  const outbound = m?.msgType === '1' || m?.msgType === '2';
  return (
    <Drawer open title={t('detail.title')} size={narrow ? '100%' : 720} onClose={onClose} destroyOnHidden>
      {!m ? (
        <Skeleton active />
      ) : (
        <div data-testid="message-detail">
          <Descriptions column={1} size="small" bordered styles={{ label: { width: 120 } }}>
            <Descriptions.Item label={t('detail.msgTitle')}>{m.msgTitle}</Descriptions.Item>
            <Descriptions.Item label={t('detail.msgType')}>{t(`type.${m.msgType}`)}</Descriptions.Item>
            <Descriptions.Item label={t('detail.msgSender')}>
              {m.msgSenderType === 'SYSTEM' ? t('detail.system') : orEmpty(m.msgSender)}
            </Descriptions.Item>
            <Descriptions.Item label={t('detail.msgSendTime')}>
              {formatDateTime(m.msgSendTime)}
            </Descriptions.Item>
            {m.templateCode && (
              <Descriptions.Item label={t('detail.templateCode')}>{m.templateCode}</Descriptions.Item>
            )}
            <Descriptions.Item label={t('detail.msgContent')}>
              {/* Shown as text: the server sanitises HTML, but a list needs no markup to be read. */}
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
                {m.msgContent?.replace(/<[^>]+>/g, ' ').trim()}
              </Typography.Paragraph>
            </Descriptions.Item>
          </Descriptions>
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            {t('detail.receivers')} ({m.receivers.length})
          </Typography.Title>
          <Table<MessageReceiverView>
            size="small"
            rowKey="userId"
            dataSource={m.receivers}
            pagination={{ pageSize: 10, hideOnSinglePage: true }}
            scroll={{ x: 560 }}
            columns={[
              { key: 'realname', title: t('detail.realname'), dataIndex: 'realname', width: 120 },
              {
                key: 'readFlag',
                title: t('detail.readFlag'),
                width: 80,
                render: (_, r) => (
                  <Tag color={r.readFlag ? 'success' : 'default'}>{t(`read.${r.readFlag}`)}</Tag>
                ),
              },
              {
                key: 'readTime',
                title: t('detail.readTime'),
                width: 170,
                render: (_, r) => formatDateTime(r.readTime),
              },
              ...(outbound
                ? [
                    {
                      key: 'sendStatus',
                      title: t('detail.sendStatus'),
                      width: 100,
                      render: (_: unknown, r: MessageReceiverView) => (
                        <Tag color={STATUS_COLOUR[r.sendStatus]}>{t(`sendStatus.${r.sendStatus}`)}</Tag>
                      ),
                    },
                    {
                      key: 'errorMsg',
                      title: t('detail.errorMsg'),
                      width: 160,
                      ellipsis: true,
                      render: (_: unknown, r: MessageReceiverView) => orEmpty(r.errorMsg),
                    },
                  ]
                : []),
            ]}
          />
        </div>
      )}
    </Drawer>
  );
}
