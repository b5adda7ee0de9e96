import { type RegionView, regionUpdateSchema } from '@awards/shared/regions';
import { App, Form, Input, Modal } from 'antd';
import { showSaveError } from '../../../lib/formErrors';
import { isRequired, zodRule } from '../../../lib/zodRule';
import { useRenameRegion } from '../api/renameRegion';
import { useRegionsT } from '../i18n';

const NAME = regionUpdateSchema.shape.name;

/** Renames a region (REGION_EDIT): the name is the administrators', the code is GB/T 2260's. */
export function RenameModal({ region, onClose }: { region: RegionView; onClose: () => void }) {
  const { t, tr } = useRegionsT();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ name: string }>();
  const rename = useRenameRegion();

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    rename.mutate(
      { code: region.code, name: values.name },
      {
        onSuccess: () => {
          void message.success(t('done.edited'));
          onClose();
        },
        onError: (error) => showSaveError(error, form, ['name'], message.error, tr),
      },
    );
  };

  return (
    <Modal
      open
      title={t('rename.title', { code: region.code })}
      okText={t('form.ok')}
      cancelText={t('form.cancel')}
      confirmLoading={rename.isPending}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} name="renameForm" layout="vertical" initialValues={{ name: region.name }}>
        <Form.Item
          name="name"
          label={t('rename.name')}
          required={isRequired(NAME)}
          rules={[zodRule(NAME, tr)]}
        >
          <Input maxLength={50} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
