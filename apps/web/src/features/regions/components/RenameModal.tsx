import type { Translation } from '@awards/shared/localised';
import { type RegionView, regionUpdateSchema } from '@awards/shared/regions';
import { showSaveError } from '@awards/web-common/formErrors';
import { useLocalised } from '@awards/web-common/localised';
import { isRequired, zodRule } from '@awards/web-common/zodRule';
import { App, Form, Input, Modal } from 'antd';
import { submitOnEnter } from '../../../components/submitOnEnter';
import { TranslationFields } from '../../../components/TranslationFields/TranslationFields';
import { useRenameRegion } from '../api/renameRegion';
import { useRegionsT } from '../i18n';

const NAME = regionUpdateSchema.shape.name;

/** Renames a region (REGION_EDIT): the name is the administrators', the code is GB/T 2260's. */
export function RenameModal({ region, onClose }: { region: RegionView; onClose: () => void }) {
  const { t, tr } = useRegionsT();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ name: string; nameI18n?: Translation }>();
  const rename = useRenameRegion();
  const localised = useLocalised();

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    rename.mutate(
      {
        code: region.code,
        name: values.name,
        // Every version is sent, an emptied one as '': the server drops it (the zh_CN name shows).
        nameI18n: { zh_TW: values.nameI18n?.zh_TW ?? '', en_GB: values.nameI18n?.en_GB ?? '' },
      },
      {
        onSuccess: () => {
          void message.success(t('done.edited'));
          onClose();
        },
        onError: (error) => showSaveError(error, form, ['name', 'nameI18n'], message.error, tr),
      },
    );
  };

  return (
    <Modal
      open
      // The name a person knows the region by, in the interface language; the code is in the list.
      title={t('rename.title', { name: localised(region.name, region.nameI18n) })}
      okText={t('form.ok')}
      cancelText={t('form.cancel')}
      confirmLoading={rename.isPending}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        onKeyDown={submitOnEnter(submit)}
        form={form}
        name="renameForm"
        layout="vertical"
        initialValues={{ name: region.name, nameI18n: region.nameI18n }}
      >
        <Form.Item
          name="name"
          label={t('rename.name')}
          required={isRequired(NAME)}
          rules={[zodRule(NAME, tr)]}
        >
          <Input maxLength={50} />
        </Form.Item>
        <TranslationFields name="nameI18n" label={t('rename.name')} max={50} />
      </Form>
    </Modal>
  );
}
