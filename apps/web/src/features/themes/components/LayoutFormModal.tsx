import { LAYOUT_MESSAGES, type LayoutView, layoutCreateSchema, type ThemeValue } from '@awards/shared/themes';
import { App, Col, Form, Input, Modal, Radio, Row, Typography } from 'antd';
import { submitOnEnter } from '../../../components/submitOnEnter';
import { showSaveError } from '../../../lib/formErrors';
import { isRequired, zodRule } from '../../../lib/zodRule';
import { type LayoutChange, useChangeLayout } from '../api/changeLayout';
import { configValues, toConfig } from '../layoutConfig';
import { useLayoutsT } from '../layoutI18n';
import { PropertyEditor } from './PropertyEditor';

const FIELDS = layoutCreateSchema.shape;

interface Values {
  layoutName: string;
  menuMode: 'side' | 'top';
  remarks?: string;
  config: Record<string, ThemeValue | null>;
}

/** Create or edit a layout: its name, menu mode and the theme properties it sets. */
export function LayoutFormModal({ layout, onClose }: { layout: LayoutView | null; onClose: () => void }) {
  const { t, tr } = useLayoutsT();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const change = useChangeLayout();

  const submit = async () => {
    const checked = await form.validateFields().catch(() => null);
    if (!checked) return;
    const values = { ...checked, remarks: checked.remarks ?? '', config: toConfig(checked.config) };
    const request: LayoutChange = layout
      ? { kind: 'update', values: { ...values, layoutId: layout.layoutId } }
      : { kind: 'create', values };
    change.mutate(request, {
      onSuccess: () => {
        void message.success(t(layout ? 'done.edited' : 'done.added'));
        onClose();
      },
      onError: (error) =>
        showSaveError(error, form, Object.keys(FIELDS), message.error, tr, {
          [LAYOUT_MESSAGES.nameTaken]: 'layoutName',
        }),
    });
  };

  const initial = layout
    ? { ...layout, remarks: layout.remarks ?? '', config: configValues(layout.config) }
    : { menuMode: 'side' as const, config: configValues({}) };
  return (
    <Modal
      open
      title={t(layout ? 'form.editTitle' : 'form.addTitle')}
      width={880}
      okText={t('form.ok')}
      cancelText={t('form.cancel')}
      confirmLoading={change.isPending}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values>
        onKeyDown={submitOnEnter(submit)}
        form={form}
        name="layoutForm"
        layout="vertical"
        initialValues={initial}
        data-testid="layout-form"
      >
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item
              name="layoutName"
              label={t('form.layoutName')}
              required={isRequired(FIELDS.layoutName)}
              rules={[zodRule(FIELDS.layoutName, tr)]}
            >
              <Input maxLength={32} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="menuMode" label={t('form.menuMode')}>
              <Radio.Group
                options={[
                  { value: 'side', label: t('menuMode.side') },
                  { value: 'top', label: t('menuMode.top') },
                ]}
              />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="remarks" label={t('form.remarks')} rules={[zodRule(FIELDS.remarks, tr)]}>
              <Input maxLength={200} />
            </Form.Item>
          </Col>
        </Row>
        <Typography.Title level={5}>{t('form.properties')}</Typography.Title>
        <Typography.Paragraph type="secondary">{t('form.propertiesHint')}</Typography.Paragraph>
        <PropertyEditor translate={tr} />
      </Form>
    </Modal>
  );
}
