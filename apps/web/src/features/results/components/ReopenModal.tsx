import { type ResultListView, resultReopenSchema } from '@awards/shared/results';
import { showSaveError } from '@awards/web-common/formErrors';
import { zodRule } from '@awards/web-common/zodRule';
import { App, Form, Input, Modal } from 'antd';
import { submitOnEnter } from '../../../components/submitOnEnter';
import { useReopenResult } from '../api/results';
import { useResultT } from '../i18n';

/** Reopening a confirmed list: the reason and the decision's document number, both kept. */
export function ReopenModal({ list, onClose }: { list: ResultListView; onClose: () => void }) {
  const { t, tr } = useResultT();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason: string; documentNo: string }>();
  const reopen = useReopenResult();
  const submit = async (values: { reason: string; documentNo: string }) => {
    try {
      await reopen.mutateAsync({ listId: list.listId, ...values });
      message.success(t('reopened'));
      onClose();
    } catch (error) {
      showSaveError(error, form, ['reason', 'documentNo'], message.error, tr);
    }
  };
  return (
    <Modal
      open
      title={t('reopenTitle')}
      okButtonProps={{
        danger: true,
        ...({ 'data-testid': 'reopen-ok' } as Record<`data-${string}`, string>),
      }}
      cancelText={t('cancel')}
      confirmLoading={reopen.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        onKeyDown={submitOnEnter(() => form.submit())}
        data-testid="reopen-form"
      >
        <Form.Item
          name="documentNo"
          label={t('documentNo')}
          rules={[zodRule(resultReopenSchema.shape.documentNo, tr)]}
        >
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="reason" label={t('reason')} rules={[zodRule(resultReopenSchema.shape.reason, tr)]}>
          <Input.TextArea rows={3} maxLength={500} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
