import type { DeclarationStatus } from '@awards/shared/declarations';
import {
  AVOID_OPEN_STATUSES,
  AVOID_STATUS_NAMES,
  type AvoidRequestView,
  avoidAddSchema,
} from '@awards/shared/review';
import { ApiError } from '@awards/web-common/apiError';
import { formatDateTime } from '@awards/web-common/format';
import { translateShared } from '@awards/web-common/i18n';
import { zodRule } from '@awards/web-common/zodRule';
import { App, Button, Card, Form, Input, List, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { declarerApi } from '../api/declarations';
import { useDeclarerText } from '../i18n';

const shape = avoidAddSchema.shape;
const COLOURS: Record<AvoidRequestView['status'], string | undefined> = {
  pending: 'gold',
  confirmed: 'green',
  dismissed: 'red',
  no_match: undefined,
};

interface Values {
  organisation: string;
  expertName?: string;
  reason: string;
}

/**
 * The declaration's avoidance requests (回避申请, docs/domain.md "Avoidance requests"): the
 * declarer names an organisation, and an expert's name in it if they know it — never an
 * expert picked from a list, as the reviewers are not disclosed — and sees each request's
 * status, never whom it matched. New requests while the declaration is submitted and
 * before the meeting.
 */
export function AvoidRequests({
  declarationId,
  status,
}: {
  declarationId: number;
  status: DeclarationStatus;
}) {
  const t = useDeclarerText();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [rows, setRows] = useState<AvoidRequestView[] | null>(null);
  const [sending, setSending] = useState(false);
  const open = AVOID_OPEN_STATUSES.includes(status);

  useEffect(() => {
    void declarerApi.avoidList(declarationId).then(setRows, () => setRows([]));
  }, [declarationId]);

  if (!open && !rows?.length) return null;

  const send = async (values: Values) => {
    setSending(true);
    try {
      const added = await declarerApi.avoidAdd({ declarationId, ...values });
      setRows((current) => [...(current ?? []), added]);
      form.resetFields();
      void message.success(t('avoid.added'));
    } catch (e) {
      void message.error(e instanceof ApiError ? translateShared(e.ref ?? e.message) : String(e));
    } finally {
      setSending(false);
    }
  };

  return (
    <Card size="small" title={t('avoid.title')} data-testid="avoid-requests">
      <List
        loading={rows === null}
        dataSource={rows ?? []}
        locale={{ emptyText: t('avoid.empty') }}
        renderItem={(r) => (
          <List.Item data-testid={`avoid-${r.requestId}`}>
            <div style={{ width: '100%' }}>
              <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, flexWrap: 'wrap' }}>
                <Typography.Text strong>
                  {r.organisation} · {r.expertName ?? t('avoid.wholeUnit')}
                </Typography.Text>
                <Tag color={COLOURS[r.status]}>{translateShared(AVOID_STATUS_NAMES[r.status])}</Tag>
              </div>
              <Typography.Text type="secondary">
                {formatDateTime(r.createTime)} · {r.reason}
              </Typography.Text>
            </div>
          </List.Item>
        )}
      />
      {open && (
        <Form<Values> form={form} layout="vertical" onFinish={(v) => void send(v)} style={{ marginTop: 12 }}>
          <Typography.Paragraph type="secondary">{t('avoid.intro')}</Typography.Paragraph>
          <Form.Item
            name="organisation"
            label={t('avoid.organisation')}
            rules={[zodRule(shape.organisation, translateShared)]}
          >
            <Input maxLength={100} data-testid="avoid-organisation" />
          </Form.Item>
          <Form.Item
            name="expertName"
            label={t('avoid.expertName')}
            rules={[zodRule(shape.expertName, translateShared)]}
          >
            <Input maxLength={50} data-testid="avoid-expert" />
          </Form.Item>
          <Form.Item name="reason" label={t('avoid.reason')} rules={[zodRule(shape.reason, translateShared)]}>
            <Input.TextArea maxLength={500} rows={2} data-testid="avoid-reason" />
          </Form.Item>
          <Button htmlType="submit" loading={sending} data-testid="avoid-add">
            {t('avoid.add')}
          </Button>
        </Form>
      )}
    </Card>
  );
}
