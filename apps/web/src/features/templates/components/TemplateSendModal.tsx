import type { ValidationFailure } from '@awards/shared/envelope';
import { messageCall, messageRef } from '@awards/shared/i18n';
import { PLACEHOLDER_PATTERN, TEMPLATE_MESSAGES, type TemplateView } from '@awards/shared/templates';
import { ApiError } from '@awards/web-common/apiError';
import { reportError } from '@awards/web-common/formErrors';
import { useLocalised } from '@awards/web-common/localised';
import { Alert, App, Col, Descriptions, Form, Input, Modal, Row, Typography } from 'antd';
import { useState } from 'react';
import {
  hasReceivers,
  ReceiversFields,
  type ReceiverValues,
} from '../../../components/ReceiversFields/ReceiversFields';
import { submitOnEnter } from '../../../components/submitOnEnter';
import { useSendTemplate } from '../api/sendTemplate';
import { useTemplatesT } from '../i18n';
import { placeholdersOfTemplate } from '../templateForm';

interface SendValues extends ReceiverValues {
  params?: Record<string, string | undefined>;
}

/** Only the values given: a blank parameter is left out, and the server names what is missing. */
function givenParams(params: SendValues['params']): Record<string, string> {
  return Object.fromEntries(
    Object.entries(params ?? {}).filter((entry): entry is [string, string] => Boolean(entry[1]?.trim())),
  );
}

/** The preview: the values given so far in place, the placeholders still missing left as written. */
function fillIn(text: string, params: Record<string, string>): string {
  return text.replace(PLACEHOLDER_PATTERN, (whole, name: string) => params[name] ?? whole);
}

const MISSING_PARAM = messageCall(TEMPLATE_MESSAGES.missingParam({ name: '' }))?.key;

/** A 400's message for a field: its key where the portal knows it, else the text as sent. */
function fieldMessage(failure: Partial<ValidationFailure>, field: string): string | undefined {
  const call = failure.fieldKeys?.[field];
  return (call && messageRef(call)) || failure.fieldErrors?.[field];
}

/** The names a 'missing parameter' answer lists: the `name` parameter of its key (`a、b`). */
function missingNames(error: ApiError, failure: Partial<ValidationFailure>, names: string[]): string[] {
  const call = failure.fieldKeys?.params ?? (error.ref && messageCall(error.ref));
  if (!call || call.key !== MISSING_PARAM) return [];
  const list = String(call.params?.name ?? '').split('、');
  return names.filter((name) => list.includes(name));
}

/**
 * sendMsg: one value per placeholder, then the receivers. The server renders and delivers;
 * its refusal (a missing parameter, no receivers) is shown on the form, not only as a toast.
 */
export function TemplateSendModal({ template, onClose }: { template: TemplateView; onClose: () => void }) {
  const { t, tr } = useTemplatesT();
  const localised = useLocalised();
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<SendValues>();
  const send = useSendTemplate();
  const [serverError, setServerError] = useState<string | null>(null);
  const names = template.params.length
    ? template.params
    : placeholdersOfTemplate(template.templateTitle, template.templateContent);
  const params = Form.useWatch('params', form);
  const given = givenParams(params);
  const previewTitle = fillIn(template.templateTitle ?? '', given);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    if (!hasReceivers(values)) {
      form.setFields([{ name: ['roleIds'], errors: [t('receivers.required')] }]);
      return;
    }
    setServerError(null);
    send.mutate(
      {
        templateCode: template.templateCode,
        params: givenParams(values.params),
        userIds: values.userIds ?? [],
        organIds: values.organIds ?? [],
        roleIds: values.roleIds ?? [],
      },
      {
        onSuccess: (sent) => {
          onClose();
          const outbound = template.templateType === '1' || template.templateType === '2';
          void modal.info({
            title: t('result.title'),
            content: outbound
              ? t('result.summary', {
                  total: sent.receiverCount,
                  sent: sent.sentCount,
                  failed: sent.failedCount,
                })
              : t('result.stored', { total: sent.receiverCount }),
          });
        },
        onError: (error) => {
          if (!(error instanceof ApiError) || error.status >= 500 || error.status === 401) {
            reportError(error, message.error, tr);
            return;
          }
          const failure = (error.dataSet ?? {}) as Partial<ValidationFailure>;
          const said = error.ref ?? error.message;
          setServerError(said ? tr(said) : t('send.failed'));
          const missing = missingNames(error, failure, names);
          const receivers = fieldMessage(failure, 'userIds');
          form.setFields([
            ...missing.map((name) => ({ name: ['params', name], errors: [tr(said)] })),
            ...(receivers ? [{ name: ['roleIds'], errors: [tr(receivers)] }] : []),
          ] as Parameters<typeof form.setFields>[0]);
        },
      },
    );
  };

  return (
    <Modal
      open
      title={t('send.title', { name: localised(template.templateName, template.templateNameI18n) })}
      width={720}
      style={{ maxWidth: 'calc(100vw - 16px)' }}
      okText={t('send.ok')}
      cancelText={t('send.cancel')}
      confirmLoading={send.isPending}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'template-send-ok' } as Record<`data-${string}`, string>}
    >
      <Form<SendValues>
        onKeyDown={submitOnEnter(submit)}
        form={form}
        name="templateSend"
        layout="vertical"
        data-testid="template-send-form"
      >
        {serverError && (
          <Alert
            type="error"
            showIcon
            title={serverError}
            style={{ marginBottom: 16 }}
            data-testid="template-send-error"
          />
        )}
        <Descriptions size="small" column={{ xs: 1, sm: 2 }} style={{ marginBottom: 16 }}>
          <Descriptions.Item label={t('send.templateCode')}>{template.templateCode}</Descriptions.Item>
          <Descriptions.Item label={t('send.channel')}>
            {t(`type.${template.templateType}`)}
          </Descriptions.Item>
        </Descriptions>
        <Typography.Title level={5}>{t('send.params')}</Typography.Title>
        {names.length === 0 ? (
          <Typography.Paragraph type="secondary">{t('send.noParams')}</Typography.Paragraph>
        ) : (
          <>
            <Typography.Paragraph type="secondary">{t('send.paramHint')}</Typography.Paragraph>
            <Row gutter={16}>
              {names.map((name) => (
                <Col xs={24} sm={12} key={name}>
                  <Form.Item name={['params', name]} label={name}>
                    <Input maxLength={2000} data-testid={`template-param-${name}`} />
                  </Form.Item>
                </Col>
              ))}
            </Row>
          </>
        )}
        <Typography.Title level={5}>{t('send.preview')}</Typography.Title>
        <Typography.Paragraph
          style={{ whiteSpace: 'pre-wrap', background: 'rgba(0,0,0,0.02)', padding: 8 }}
          data-testid="template-send-preview"
        >
          {previewTitle && (
            <>
              <strong>{previewTitle}</strong>
              {'\n'}
            </>
          )}
          {fillIn(template.templateContent, given)}
        </Typography.Paragraph>
        <Typography.Title level={5}>{t('send.receivers')}</Typography.Title>
        <ReceiversFields
          testIdPrefix="template"
          pickerQueryKey={['templates', 'receivers']}
          pickerTableId="message.templates.receivers"
        />
      </Form>
    </Modal>
  );
}
