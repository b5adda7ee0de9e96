import { DeleteOutlined } from '@ant-design/icons';
import { type Locale, renderLabel } from '@awards/shared/i18n';
import { BIZ_TYPE_NAMES, type SmsView } from '@awards/shared/sms';
import { App, Button, Card, Flex, Popconfirm, Tag, Typography } from 'antd';
import { type Key, useState } from 'react';
import { DataTable } from '../../../components/DataTable/DataTable';
import type { DataTableColumn } from '../../../components/DataTable/types';
import { Permission } from '../../../components/RowActions/Permission';
import { RowActions } from '../../../components/RowActions/RowActions';
import { SearchForm } from '../../../components/SearchForm/SearchForm';
import { i18n } from '../../../i18n';
import { translateShared } from '../../../i18n/sharedMessages';
import { formatDateTime, orEmpty } from '../../../lib/format';
import { reportError } from '../../../lib/formErrors';
import { fetchSmsPage, SMS_KEY, type SmsFilters, useDeleteSms } from '../api/smsLog';
import { useSmsT } from '../i18n';

const STATUS_COLOUR: Record<number, string> = { 0: 'default', 1: 'success', 2: 'error' };

/** The SMS log (spec 001 /_message): every text sent, its status and error; delete one or several. */
export function SmsLogPage() {
  const t = useSmsT();
  const { message } = App.useApp();
  const [filters, setFilters] = useState<SmsFilters>({});
  const [selected, setSelected] = useState<Key[]>([]);
  const remove = useDeleteSms();
  const removeSms = (ids: number[]) =>
    remove.mutateAsync(ids).then(
      () => {
        void message.success(t(ids.length > 1 ? 'done.batchDeleted' : 'done.deleted'));
        setSelected((keys) => keys.filter((key) => !ids.includes(Number(key))));
      },
      (error) => reportError(error, message.error, translateShared),
    );

  const columns: DataTableColumn<SmsView>[] = [
    { key: 'recipient', title: t('column.recipient'), dataIndex: 'recipient', width: 130 },
    {
      key: 'content',
      title: t('column.content'),
      width: 300,
      render: (_, s) => (
        <Typography.Paragraph ellipsis={{ rows: 2, tooltip: s.content }}>{s.content}</Typography.Paragraph>
      ),
    },
    {
      key: 'bizType',
      title: t('column.bizType'),
      width: 140,
      // The label of the business type in the language of the moment (the code when unknown).
      render: (_, s) => renderLabel(BIZ_TYPE_NAMES, s.bizType, i18n.language as Locale),
    },
    {
      key: 'sendStatus',
      title: t('column.sendStatus'),
      width: 100,
      render: (_, s) => <Tag color={STATUS_COLOUR[s.sendStatus]}>{t(`status.${s.sendStatus}`)}</Tag>,
    },
    {
      key: 'errorMsg',
      title: t('column.errorMsg'),
      width: 160,
      ellipsis: true,
      render: (_, s) => orEmpty(s.errorMsg),
    },
    { key: 'provider', title: t('column.provider'), dataIndex: 'provider', width: 90 },
    {
      key: 'sendTime',
      title: t('column.sendTime'),
      width: 170,
      render: (_, s) => formatDateTime(s.sendTime),
    },
    {
      key: 'actions',
      title: t('column.actions'),
      width: 90,
      render: (_, s) => (
        <RowActions
          actions={[
            {
              key: 'delete',
              label: t('action.delete'),
              permission: 'SMS_DEL',
              danger: true,
              confirm: t('action.deleteConfirm'),
              onClick: () => removeSms([s.smsId]),
            },
          ]}
        />
      ),
    },
  ];

  return (
    <Flex vertical gap={16} data-testid="sms-log-page">
      <Card>
        <SearchForm
          fields={[
            { type: 'input', name: 'recipient', label: t('search.recipient') },
            { type: 'input', name: 'content', label: t('search.content') },
            {
              type: 'select',
              name: 'sendStatus',
              label: t('search.sendStatus'),
              options: ([0, 1, 2] as const).map((s) => ({ value: s, label: t(`status.${s}`) })),
            },
          ]}
          onSearch={(values) => setFilters(values as SmsFilters)}
        />
      </Card>
      <Card>
        <DataTable<SmsView, SmsFilters>
          tableId="message.sms"
          rowKey="smsId"
          columns={columns}
          filters={filters}
          queryKey={SMS_KEY}
          fetch={fetchSmsPage}
          rowSelection={{ selectedRowKeys: selected, onChange: setSelected }}
          toolbar={
            // Batch delete shares SMS_DEL: the seed gives the SMS log no separate batch code.
            <Permission code="SMS_DEL">
              <Popconfirm
                title={t('toolbar.batchConfirm', { count: selected.length })}
                disabled={selected.length === 0}
                onConfirm={() => removeSms(selected.map(Number))}
              >
                <Button
                  danger
                  icon={<DeleteOutlined />}
                  disabled={selected.length === 0}
                  data-testid="sms-batch-delete"
                >
                  {t('toolbar.batchDelete')}
                </Button>
              </Popconfirm>
            </Permission>
          }
        />
      </Card>
    </Flex>
  );
}
