import { publicityUnpublishSchema } from '@awards/shared/publicity';
import { showSaveError } from '@awards/web-common/formErrors';
import { zodRule } from '@awards/web-common/zodRule';
import { App, Form, Input, Modal } from 'antd';
import { useUnpublish } from '../api/publicity';
import { usePublicityT } from '../i18n';

/** Withdraws a list with its reason (kept): the list leaves the site, its notice is withdrawn. */
export function UnpublishModal({ snapshotId, onClose }: { snapshotId: number; onClose: () => void }) {
  const { t, tr } = usePublicityT();
  const { message } = App.useApp();
  const unpublish = useUnpublish();
  const [form] = Form.useForm<{ reason: string }>();
  const submit = async ({ reason }: { reason: string }) => {
    try {
      await unpublish.mutateAsync({ snapshotId, reason });
      void message.success(t('unpublished'));
      onClose();
    } catch (error) {
      showSaveError(error, form, ['reason'], message.error, tr);
    }
  };
  return (
    <Modal
      open
      title={t('unpublish')}
      okText={t('unpublish')}
      okButtonProps={{
        danger: true,
        ...({ 'data-testid': 'publicity-unpublish-ok' } as Record<`data-${string}`, string>),
      }}
      cancelText={t('cancel')}
      confirmLoading={unpublish.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={submit} data-testid="publicity-unpublish-form">
        <Form.Item
          name="reason"
          label={t('unpublishReason')}
          extra={t('unpublishHelp')}
          rules={[zodRule(publicityUnpublishSchema.shape.reason, tr)]}
        >
          <Input.TextArea rows={3} maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
