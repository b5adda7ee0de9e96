import { formatDateTime, orEmpty } from '@awards/web-common/format';
import { Badge, Button } from 'antd';
import { DATE_TIME_COLUMN_WIDTH } from '../../../components/DataTable/constants';
import type { DataTableColumn } from '../../../components/DataTable/types';
import type { UserMessageT } from '../pages/UserMessagePage.i18n';

/** One row of either list, as the columns need it. */
export interface MyMessageRow {
  key: string;
  title: string;
  sender: string | null;
  sendTime: string | null;
  readFlag: 0 | 1;
}

/** Title (bold while unread), sender, time, read state and the view button. */
export function myMessageColumns<T>(
  t: UserMessageT,
  row: (record: T) => MyMessageRow,
  open: (record: T) => void,
): DataTableColumn<T>[] {
  return [
    {
      key: 'title',
      userText: true,
      title: t('column.title'),
      width: 280,
      ellipsis: true,
      render: (_, r) => {
        const v = row(r);
        return (
          <Button
            type="link"
            style={{ padding: 0, fontWeight: v.readFlag ? 'normal' : 600 }}
            onClick={() => open(r)}
            data-testid={`my-message-${v.key}`}
          >
            {v.title}
          </Button>
        );
      },
    },
    {
      key: 'sender',
      userText: true,
      title: t('column.sender'),
      width: 120,
      render: (_, r) => orEmpty(row(r).sender),
    },
    {
      key: 'sendTime',
      title: t('column.sendTime'),
      width: DATE_TIME_COLUMN_WIDTH,
      render: (_, r) => formatDateTime(row(r).sendTime),
    },
    {
      key: 'readFlag',
      title: t('column.readFlag'),
      width: 90,
      render: (_, r) => {
        const read = row(r).readFlag === 1;
        return <Badge status={read ? 'default' : 'processing'} text={t(read ? 'read.1' : 'read.0')} />;
      },
    },
  ];
}
