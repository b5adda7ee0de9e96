import type { SentMessageView } from '@awards/shared/user-messages';
import { formatDateTime, orEmpty } from '@awards/web-common/format';
import { Tag } from 'antd';
import { DATE_TIME_COLUMN_WIDTH } from '../../../components/DataTable/constants';
import type { DataTableColumn } from '../../../components/DataTable/types';
import type { MessagesT } from '../i18n';

export interface MessageRowHandlers {
  narrow: boolean;
  /** The system list shows the template instead of the sender. */
  system: boolean;
  detail: (message: SentMessageView) => void;
  remove: (message: SentMessageView) => Promise<unknown>;
}

const TYPE_COLOUR: Record<string, string> = { 1: 'green', 2: 'blue', 3: 'cyan', 4: 'purple' };
const outbound = (m: SentMessageView) => m.msgType === '1' || m.msgType === '2';

/** The columns of the sent history and of the system list (MSG_VIEW, MSG_DEL on the actions). */
export function messageColumns(t: MessagesT, on: MessageRowHandlers): DataTableColumn<SentMessageView>[] {
  return [
    {
      key: 'msgTitle',
      userText: true,
      title: t('column.msgTitle'),
      width: 240,
      ellipsis: true,
      render: (_, m) => <span data-testid={`message-title-${m.msgId}`}>{m.msgTitle}</span>,
    },
    {
      key: 'msgType',
      title: t('column.msgType'),
      width: 100,
      render: (_, m) => <Tag color={TYPE_COLOUR[m.msgType]}>{t(`type.${m.msgType}`)}</Tag>,
    },
    on.system
      ? {
          key: 'templateCode',
          userText: true,
          title: t('column.templateCode'),
          width: 150,
          render: (_, m) => orEmpty(m.templateCode),
        }
      : {
          key: 'msgSender',
          userText: true,
          title: t('column.msgSender'),
          width: 110,
          render: (_, m) => orEmpty(m.msgSender),
        },
    {
      key: 'msgSendTime',
      title: t('column.msgSendTime'),
      width: DATE_TIME_COLUMN_WIDTH,
      render: (_, m) => formatDateTime(m.msgSendTime),
    },
    { key: 'receiverCount', title: t('column.receivers'), dataIndex: 'receiverCount', width: 90 },
    { key: 'readCount', title: t('column.readCount'), dataIndex: 'readCount', width: 80 },
    {
      key: 'outcome',
      title: t('column.outcome'),
      width: 110,
      render: (_, m) => (outbound(m) ? `${m.sentCount} / ${m.failedCount}` : orEmpty(null)),
    },
    {
      key: 'actions',
      title: t('column.actions'),
      actions: (m) => [
        { key: 'detail', label: t('action.detail'), permission: 'MSG_VIEW', onClick: () => on.detail(m) },
        {
          key: 'delete',
          label: t('action.delete'),
          permission: 'MSG_DEL',
          danger: true,
          confirm: t('action.deleteConfirm', { name: m.msgTitle }),
          onClick: () => on.remove(m),
        },
      ],
    },
  ];
}
