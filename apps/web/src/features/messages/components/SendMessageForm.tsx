import type { ValidationFailure } from '@awards/shared/envelope';
import { messageRef } from '@awards/shared/i18n';
import { messageSendSchema, USER_MESSAGE_MESSAGES } from '@awards/shared/user-messages';
import { ApiError } from '@awards/web-common/apiError';
import { showSaveError } from '@awards/web-common/formErrors';
import { zodRule } from '@awards/web-common/zodRule';
import { App, Button, Card, Col, Flex, Form, Input, Row } from 'antd';
import { DictSelect } from '../../../components/DictSelect/DictSelect';
import {
  hasReceivers,
  ReceiversFields,
  type ReceiverValues,
} from '../../../components/ReceiversFields/ReceiversFields';
import { useSendMessage } from '../api/sendMessage';
import { useMessagesT } from '../i18n';

const FIELDS = messageSendSchema.shape;
const FIELD_NAMES = ['msgTitle', 'msgContent', 'msgType'];

/** The server's message about the receivers (named on userIds): its key when known, else its text. */
function receiversError(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const failure = (error.dataSet ?? {}) as Partial<ValidationFailure>;
  const call = failure.fieldKeys?.userIds;
  return (call && messageRef(call)) || failure.fieldErrors?.userIds;
}

interface SendValues extends ReceiverValues {
  msgType: '1' | '2' | '3' | '4';
  msgTitle: string;
  msgContent: string;
}

/** Compose and send one message (MSG_SEND); the outcome per receiver is in the history. */
export function SendMessageForm({ onSent }: { onSent: () => void }) {
  const { t, tr } = useMessagesT();
  const { message } = App.useApp();
  const [form] = Form.useForm<SendValues>();
  const send = useSendMessage();

  const submit = (values: SendValues) => {
    if (!hasReceivers(values)) {
      form.setFields([{ name: 'roleIds', errors: [tr(USER_MESSAGE_MESSAGES.receiversRequired)] }]);
      return;
    }
    send.mutate(
      {
        msgType: values.msgType,
        msgTitle: values.msgTitle.trim(),
        msgContent: values.msgContent,
        userIds: values.userIds ?? [],
        organIds: values.organIds ?? [],
        roleIds: values.roleIds ?? [],
        msgFiles: [],
      },
      {
        onSuccess: (sent) => {
          const outbound = values.msgType === '1' || values.msgType === '2';
          void message.success(
            outbound
              ? t('done.sentSummary', {
                  total: sent.receiverCount,
                  sent: sent.sentCount,
                  failed: sent.failedCount,
                })
              : t('done.sent'),
          );
          form.resetFields();
          onSent();
        },
        onError: (error) => {
          // The server names a receiver problem on userIds, a field only USER_VIEW shows:
          // it goes under the roles, the receivers' last field.
          const receivers = receiversError(error);
          if (receivers) form.setFields([{ name: 'roleIds', errors: [tr(receivers)] }]);
          else showSaveError(error, form, FIELD_NAMES, message.error, tr);
        },
      },
    );
  };

  return (
    <Card>
      <Form<SendValues>
        form={form}
        name="messageSend"
        layout="vertical"
        initialValues={{ msgType: '4' }}
        onFinish={submit}
        style={{ maxWidth: 860 }}
        data-testid="message-send-form"
      >
        <Row gutter={16}>
          <Col xs={24} sm={8}>
            <Form.Item
              name="msgType"
              label={t('form.msgType')}
              required
              rules={[zodRule(FIELDS.msgType, tr)]}
            >
              <DictSelect categoryCode="msg_type" data-testid="message-type" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={16}>
            <Form.Item
              name="msgTitle"
              label={t('form.msgTitle')}
              required
              rules={[zodRule(FIELDS.msgTitle, tr)]}
            >
              <Input maxLength={100} showCount />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item
              name="msgContent"
              label={t('form.msgContent')}
              tooltip={t('form.contentHint')}
              required
              rules={[zodRule(FIELDS.msgContent, tr)]}
            >
              <Input.TextArea rows={5} />
            </Form.Item>
          </Col>
        </Row>
        <ReceiversFields
          testIdPrefix="message"
          pickerQueryKey={['messageCentre', 'receivers']}
          pickerTableId="message.centre.receivers"
        />
        <Flex gap={8}>
          <Button type="primary" htmlType="submit" loading={send.isPending} data-testid="message-send">
            {t('form.submit')}
          </Button>
          <Button onClick={() => form.resetFields()}>{t('form.reset')}</Button>
        </Flex>
      </Form>
    </Card>
  );
}
