import { type DeclarationView, declarationWithdrawSchema } from '@awards/shared/declarations';
import { showSaveError } from '@awards/web-common/formErrors';
import { zodRule } from '@awards/web-common/zodRule';
import { App, Form, Input, Modal } from 'antd';
import { submitOnEnter } from '../../../components/submitOnEnter';
import { useRevokeDeclaration } from '../api/declarationActions';
import { useDeclarationsT } from '../i18n';

/** Withdrawal (DECLARE_REVOKE) with the reason, which the trail keeps. */
export function RevokeModal({ declaration, onClose }: { declaration: DeclarationView; onClose: () => void }) {
  const { t, tr } = useDeclarationsT();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason: string }>();
  const revoke = useRevokeDeclaration();
  const submit = async ({ reason }: { reason: string }) => {
    try {
      await revoke.mutateAsync({ declarationId: declaration.declarationId, reason });
      void message.success(t('done.revoked'));
      onClose();
    } catch (error) {
      showSaveError(error, form, ['reason'], message.error, tr);
    }
  };
  return (
    <Modal
      open
      title={t('revoke.title', { name: declaration.projectName })}
      okText={t('revoke.ok')}
      okButtonProps={{ danger: true }}
      cancelText={t('revoke.cancel')}
      confirmLoading={revoke.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        onKeyDown={submitOnEnter(() => form.submit())}
        form={form}
        layout="vertical"
        onFinish={submit}
        data-testid="revoke-form"
      >
        <Form.Item
          name="reason"
          label={t('revoke.reason')}
          rules={[zodRule(declarationWithdrawSchema.shape.reason, tr)]}
        >
          <Input.TextArea rows={3} maxLength={500} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
