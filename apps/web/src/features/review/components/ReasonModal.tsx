import { reviewCloseSchema } from '@awards/shared/review';
import { showSaveError } from '@awards/web-common/formErrors';
import { zodRule } from '@awards/web-common/zodRule';
import { App, Form, Input, Modal } from 'antd';
import { submitOnEnter } from '../../../components/submitOnEnter';
import { useReviewT } from '../i18n';

/**
 * A step that keeps its reason (closing the review, reopening a review): the reason is
 * required and checked by the shared schema; the server's refusal shows on the field.
 */
export function ReasonModal({
  title,
  okText,
  pending,
  onSubmit,
  onClose,
  testId,
}: {
  title: string;
  okText: string;
  pending: boolean;
  onSubmit: (reason: string) => Promise<unknown>;
  onClose: () => void;
  testId: string;
}) {
  const { t, tr } = useReviewT();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason: string }>();
  const submit = async ({ reason }: { reason: string }) => {
    try {
      await onSubmit(reason);
      onClose();
    } catch (error) {
      showSaveError(error, form, ['reason'], message.error, tr);
    }
  };
  return (
    <Modal
      open
      title={title}
      okText={okText}
      okButtonProps={{
        danger: true,
        ...({ 'data-testid': `${testId}-ok` } as Record<`data-${string}`, string>),
      }}
      cancelText={t('console.cancel')}
      confirmLoading={pending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        onKeyDown={submitOnEnter(() => form.submit())}
        form={form}
        layout="vertical"
        onFinish={submit}
        data-testid={testId}
      >
        <Form.Item
          name="reason"
          label={t('console.reason')}
          rules={[zodRule(reviewCloseSchema.shape.reason, tr)]}
        >
          <Input.TextArea rows={3} maxLength={500} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
