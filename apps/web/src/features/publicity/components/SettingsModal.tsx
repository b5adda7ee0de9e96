import {
  MAX_PERIOD_DAYS,
  PUBLICITY_FIELD_NAMES,
  PUBLICITY_FIELDS,
  type PublicityField,
  type PublicitySettingsView,
} from '@awards/shared/publicity';
import { showSaveError } from '@awards/web-common/formErrors';
import { App, Checkbox, Form, InputNumber, Modal } from 'antd';
import { useSaveSettings } from '../api/publicity';
import { usePublicityT } from '../i18n';

interface Values {
  periodDays: number;
  fields: PublicityField[];
}

/** The period in days and the fields a published list shows (the stage 拟授奖公示). */
export function SettingsModal({
  settings,
  onClose,
}: {
  settings: PublicitySettingsView;
  onClose: () => void;
}) {
  const { t, tr } = usePublicityT();
  const { message } = App.useApp();
  const save = useSaveSettings();
  const [form] = Form.useForm<Values>();
  const submit = async (values: Values) => {
    try {
      // Kept in the fixed order of the list, whatever order they were ticked in.
      const fields = PUBLICITY_FIELDS.filter((f) => values.fields.includes(f));
      await save.mutateAsync({
        editionId: settings.editionId,
        periodDays: values.periodDays,
        fields: { proposed: fields },
      });
      void message.success(t('saved'));
      onClose();
    } catch (error) {
      showSaveError(error, form, ['periodDays', 'fields'], message.error, tr);
    }
  };
  return (
    <Modal
      open
      title={t('settings')}
      okText={t('save')}
      cancelText={t('cancel')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ periodDays: settings.periodDays, fields: settings.fields.proposed }}
        onFinish={submit}
        data-testid="publicity-settings-form"
      >
        <Form.Item name="periodDays" label={t('periodDays')} rules={[{ required: true }]}>
          <InputNumber min={1} max={MAX_PERIOD_DAYS} precision={0} />
        </Form.Item>
        <Form.Item name="fields" label={t('fields')} extra={t('fieldsHelp')} rules={[{ required: true }]}>
          <Checkbox.Group
            options={PUBLICITY_FIELDS.map((f) => ({ value: f, label: tr(PUBLICITY_FIELD_NAMES[f]) }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
