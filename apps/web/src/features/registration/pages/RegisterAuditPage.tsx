import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import {
  REGISTRATION_MESSAGES,
  REGISTRATION_STATUSES,
  type RegistrationView,
} from '@awards/shared/registration';
import { formatDateTime, orEmpty } from '@awards/web-common/format';
import { reportError } from '@awards/web-common/formErrors';
import { App, Button, Card, Flex, Form, Input, Modal, Popconfirm, Tag } from 'antd';
import { type Key, useState } from 'react';
import { DATE_TIME_COLUMN_WIDTH } from '../../../components/DataTable/constants';
import { DataTable } from '../../../components/DataTable/DataTable';
import type { DataTableColumn } from '../../../components/DataTable/types';
import { useListState } from '../../../components/DataTable/useListState';
import { Permission } from '../../../components/RowActions/Permission';
import { SearchForm } from '../../../components/SearchForm/SearchForm';
import { searchSpec } from '../../../components/SearchForm/searchAddress';
import type { SearchField } from '../../../components/SearchForm/types';
import { submitOnEnter } from '../../../components/submitOnEnter';
import {
  fetchRegistrationPage,
  REGISTRATIONS_KEY,
  type RegistrationFilters,
  useAuditRegistrations,
} from '../api/registrations';
import { useRegistrationT } from '../i18n';

const COLOUR = { pending: 'processing', approved: 'success', rejected: 'error' } as const;

/** The registration audit of declaring units (REGISTER_VIEW, REGISTER_AUDIT): pending first, history on request. */
export function RegisterAuditPage() {
  const { t, tr } = useRegistrationT();
  const { message } = App.useApp();
  const [selected, setSelected] = useState<Key[]>([]);
  const [rejecting, setRejecting] = useState<number[] | null>(null);
  const [form] = Form.useForm<{ reason?: string }>();
  const audit = useAuditRegistrations();

  const decide = (userIds: number[], reason: string | null) =>
    audit
      .mutateAsync({
        userIds,
        auditResult: reason === null ? 'approved' : 'rejected',
        auditOpinion: reason ?? undefined,
      })
      .then(
        (answer) => {
          void message.success(t('done.audited', { count: answer.count, notified: answer.notified }));
          setSelected((keys) => keys.filter((key) => !userIds.includes(Number(key))));
          setRejecting(null);
        },
        (error) => reportError(error, message.error, tr),
      );

  const submitReject = async () => {
    const values = await form.validateFields().catch(() => null);
    if (values && rejecting) await decide(rejecting, (values.reason ?? '').trim());
  };

  const columns: DataTableColumn<RegistrationView>[] = [
    {
      key: 'loginName',
      userText: true,
      title: t('column.loginName'),
      width: 130,
      render: (_, r) => <span data-testid={`registration-${r.loginName}`}>{r.loginName}</span>,
    },
    { key: 'realname', userText: true, title: t('column.realname'), width: 100, dataIndex: 'realname' },
    {
      key: 'organName',
      userText: true,
      title: t('column.organName'),
      width: 180,
      render: (_, r) => orEmpty(r.organName),
    },
    {
      key: 'phone',
      defaultHidden: true,
      userText: true,
      title: t('column.phone'),
      width: 120,
      render: (_, r) => orEmpty(r.phone),
    },
    {
      key: 'email',
      defaultHidden: true,
      userText: true,
      title: t('column.email'),
      width: 170,
      render: (_, r) => orEmpty(r.email),
    },
    {
      key: 'status',
      title: t('column.status'),
      width: 120,
      render: (_, r) => <Tag color={COLOUR[r.status]}>{t(`status.${r.status}`)}</Tag>,
    },
    {
      key: 'submitTime',
      title: t('column.submitTime'),
      width: DATE_TIME_COLUMN_WIDTH,
      render: (_, r) => formatDateTime(r.submitTime),
    },
    {
      key: 'auditOpinion',
      defaultHidden: true,
      userText: true,
      title: t('column.auditOpinion'),
      width: 160,
      render: (_, r) => orEmpty(r.auditOpinion),
    },
    {
      key: 'auditBy',
      defaultHidden: true,
      userText: true,
      title: t('column.auditBy'),
      width: 100,
      render: (_, r) => orEmpty(r.auditBy),
    },
    {
      key: 'auditTime',
      defaultHidden: true,
      title: t('column.auditTime'),
      width: DATE_TIME_COLUMN_WIDTH,
      render: (_, r) => formatDateTime(r.auditTime),
    },
    {
      key: 'actions',
      title: t('column.actions'),
      actions: (r) =>
        r.status === 'pending'
          ? [
              {
                key: 'approve',
                label: t('action.approve'),
                permission: 'REGISTER_AUDIT',
                confirm: t('action.approveConfirm', { name: r.organName ?? r.realname }),
                onClick: () => decide([r.userId], null),
              },
              {
                key: 'reject',
                label: t('action.reject'),
                permission: 'REGISTER_AUDIT',
                danger: true,
                onClick: () => setRejecting([r.userId]),
              },
            ]
          : [],
    },
  ];
  const fields: SearchField[] = [
    { type: 'input', name: 'realname', label: t('search.realname') },
    { type: 'input', name: 'loginName', label: t('search.loginName') },
    { type: 'input', name: 'organName', label: t('search.organName') },
    {
      type: 'select',
      name: 'status',
      label: t('search.status'),
      placeholder: t('status.pending'),
      options: REGISTRATION_STATUSES.map((status) => ({
        value: status,
        label: t(`status.${status}`),
      })),
    },
  ];
  // Page, sort and filters live in the address: a reload or a link shows the same rows.
  const list = useListState<RegistrationFilters>(searchSpec(fields));
  const filters = list.filters;
  const ids = selected.map(Number);
  const pending = (filters.status ?? 'pending') === 'pending';

  return (
    <Flex vertical gap={16} data-testid="register-audit-page">
      <Card>
        <SearchForm
          fields={fields}
          values={list.filters}
          onSearch={(values) => {
            setSelected([]);
            list.search(values);
          }}
        />
      </Card>
      <Card title={t('title')}>
        <DataTable<RegistrationView, RegistrationFilters>
          tableId="register.audit"
          rowKey="userId"
          columns={columns}
          list={list}
          filters={filters}
          queryKey={REGISTRATIONS_KEY}
          fetch={fetchRegistrationPage}
          rowSelection={pending ? { selectedRowKeys: selected, onChange: setSelected } : undefined}
          toolbar={
            pending && (
              <Permission code="REGISTER_AUDIT">
                <Popconfirm
                  title={t('action.batchApproveConfirm', { count: ids.length })}
                  disabled={ids.length === 0}
                  onConfirm={() => decide(ids, null)}
                >
                  <Button
                    type="primary"
                    icon={<CheckOutlined />}
                    disabled={ids.length === 0}
                    data-testid="register-batch-approve"
                  >
                    {t('action.batchApprove')}
                  </Button>
                </Popconfirm>
                <Button
                  danger
                  icon={<CloseOutlined />}
                  disabled={ids.length === 0}
                  onClick={() => setRejecting(ids)}
                  data-testid="register-batch-reject"
                >
                  {t('action.batchReject')}
                </Button>
              </Permission>
            )
          }
        />
      </Card>
      <Modal
        open={rejecting !== null}
        title={t('reject.title', { count: rejecting?.length ?? 0 })}
        okText={t('reject.ok')}
        cancelText={t('reject.cancel')}
        confirmLoading={audit.isPending}
        onOk={submitReject}
        onCancel={() => setRejecting(null)}
        afterClose={() => form.resetFields()}
        forceRender
      >
        <Form
          onKeyDown={submitOnEnter(submitReject)}
          form={form}
          layout="vertical"
          data-testid="register-reject-form"
        >
          <Form.Item
            name="reason"
            label={t('reject.reason')}
            rules={[{ required: true, whitespace: true, message: tr(REGISTRATION_MESSAGES.reasonRequired) }]}
          >
            <Input.TextArea rows={3} maxLength={500} data-testid="register-reject-reason" />
          </Form.Item>
        </Form>
      </Modal>
    </Flex>
  );
}
