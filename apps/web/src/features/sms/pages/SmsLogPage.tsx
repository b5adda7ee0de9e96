import { type Locale, renderLabel } from '@awards/shared/i18n';
import { BIZ_TYPE_NAMES, type SmsView } from '@awards/shared/sms';
import { formatDateTime, orEmpty } from '@awards/web-common/format';
import { reportError } from '@awards/web-common/formErrors';
import { translateShared } from '@awards/web-common/i18n';
import { App, Card, Flex, Tag, Typography } from 'antd';
import { type Key, useState } from 'react';
import { BatchButton } from '../../../components/BatchButton/BatchButton';
import { DATE_TIME_COLUMN_WIDTH } from '../../../components/DataTable/constants';
import { DataTable } from '../../../components/DataTable/DataTable';
import type { DataTableColumn } from '../../../components/DataTable/types';
import { useListState } from '../../../components/DataTable/useListState';
import { SearchForm } from '../../../components/SearchForm/SearchForm';
import { searchSpec } from '../../../components/SearchForm/searchAddress';
import type { SearchField } from '../../../components/SearchForm/types';
import { userTextTooltip } from '../../../components/UserText';
import { i18n } from '../../../i18n';
import { fetchSmsPage, SMS_KEY, type SmsFilters, useDeleteSms } from '../api/smsLog';
import { useSmsT } from '../i18n';

const PROVIDER_KEYS = { development: true } as const;

const STATUS_COLOUR: Record<number, string> = { 0: 'default', 1: 'success', 2: 'error' };

/** The SMS log (spec 001 /_message): every text sent, its status and error; delete one or several. */
export function SmsLogPage() {
  const t = useSmsT();
  const { message } = App.useApp();
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
    { key: 'recipient', userText: true, title: t('column.recipient'), dataIndex: 'recipient', width: 130 },
    {
      key: 'content',
      userText: true,
      title: t('column.content'),
      width: 300,
      render: (_, s) => (
        <Typography.Paragraph ellipsis={{ rows: 2, tooltip: userTextTooltip(s.content) }}>
          {s.content}
        </Typography.Paragraph>
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
      defaultHidden: true,
      userText: true,
      title: t('column.errorMsg'),
      width: 160,
      ellipsis: true,
      render: (_, s) => orEmpty(s.errorMsg),
    },
    {
      key: 'provider',
      defaultHidden: true,
      title: t('column.provider'),
      width: 160,
      // A provider this portal does not know by name shows as the server calls it.
      render: (_, row) =>
        row.provider in PROVIDER_KEYS
          ? t(`provider.${row.provider as keyof typeof PROVIDER_KEYS}`)
          : row.provider,
    },
    {
      key: 'sendTime',
      title: t('column.sendTime'),
      width: DATE_TIME_COLUMN_WIDTH,
      render: (_, s) => formatDateTime(s.sendTime),
    },
    {
      key: 'actions',
      title: t('column.actions'),
      actions: (s) => [
        {
          key: 'delete',
          label: t('action.delete'),
          permission: 'SMS_DEL',
          danger: true,
          confirm: t('action.deleteConfirm'),
          onClick: () => removeSms([s.smsId]),
        },
      ],
    },
  ];

  const fields: SearchField[] = [
    { type: 'input', name: 'recipient', label: t('search.recipient') },
    { type: 'input', name: 'content', label: t('search.content') },
    {
      type: 'select',
      name: 'sendStatus',
      label: t('search.sendStatus'),
      options: ([0, 1, 2] as const).map((s) => ({ value: s, label: t(`status.${s}`) })),
    },
  ];
  // Page, sort and filters live in the address: a reload or a link shows the same rows.
  const list = useListState<SmsFilters>(searchSpec(fields));
  const filters = list.filters;

  return (
    <Flex vertical gap={16} data-testid="sms-log-page">
      <Card>
        <SearchForm fields={fields} values={list.filters} onSearch={(values) => list.search(values)} />
      </Card>
      <Card>
        <DataTable<SmsView, SmsFilters>
          tableId="message.sms"
          rowKey="smsId"
          columns={columns}
          list={list}
          filters={filters}
          queryKey={SMS_KEY}
          fetch={fetchSmsPage}
          rowSelection={{ selectedRowKeys: selected, onChange: setSelected }}
          toolbar={
            // Batch delete shares SMS_DEL: the seed gives the SMS log no separate batch code.
            <BatchButton
              permission="SMS_DEL"
              count={selected.length}
              confirm={t('toolbar.batchConfirm', { count: selected.length })}
              onConfirm={() => removeSms(selected.map(Number))}
              label={t('toolbar.batchDelete')}
              testId="sms-batch-delete"
            />
          }
        />
      </Card>
    </Flex>
  );
}
