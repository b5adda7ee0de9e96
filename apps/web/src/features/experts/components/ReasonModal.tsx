import { Form, Input, Modal } from 'antd';
import { submitOnEnter } from '../../../components/submitOnEnter';
import { useExpertsT } from '../i18n';

interface Props {
  title: string;
  label: string;
  /** The shared message when the text is required (blank refused); absent, it is optional. */
  requiredMessage?: string;
  busy: boolean;
  onSubmit: (text: string) => unknown;
  onClose: () => void;
}

/** A decision that takes a text: the blacklist reason, an audit opinion (required on rejection). */
export function ReasonModal({ title, label, requiredMessage, busy, onSubmit, onClose }: Props) {
  const { t, tr } = useExpertsT();
  const [form] = Form.useForm<{ text?: string }>();
  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (values) await onSubmit((values.text ?? '').trim());
  };
  return (
    <Modal
      open
      title={title}
      okText={t('form.ok')}
      cancelText={t('form.cancel')}
      confirmLoading={busy}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form onKeyDown={submitOnEnter(submit)} form={form} layout="vertical" data-testid="reason-form">
        <Form.Item
          name="text"
          label={label}
          rules={requiredMessage ? [{ required: true, whitespace: true, message: tr(requiredMessage) }] : []}
        >
          <Input.TextArea rows={3} maxLength={500} data-testid="reason-text" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
