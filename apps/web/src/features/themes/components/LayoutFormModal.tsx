import { LAYOUT_MESSAGES, type LayoutView, layoutCreateSchema, type ThemeValue } from '@awards/shared/themes';
import { isRequired, zodRule } from '@awards/web-common/zodRule';
import { Col, Form, Input, Radio, Row, Typography } from 'antd';
import { EntityFormModal } from '../../../components/EntityForm/EntityFormModal';
import { useChangeLayout } from '../api/changeLayout';
import { configValues, toConfig } from '../layoutConfig';
import { useLayoutsT } from '../layoutI18n';
import { PropertyEditor } from './PropertyEditor';

const FIELDS = layoutCreateSchema.shape;
const CONFLICTS = { [LAYOUT_MESSAGES.nameTaken]: 'layoutName' };

interface Values {
  layoutName: string;
  menuMode: 'side' | 'top';
  remarks?: string;
  config: Record<string, ThemeValue | null>;
}

/** Create or edit a layout: its name, menu mode and the theme properties it sets. */
export function LayoutFormModal({ layout, onClose }: { layout: LayoutView | null; onClose: () => void }) {
  const { t, tr } = useLayoutsT();
  const [form] = Form.useForm<Values>();
  const change = useChangeLayout();

  const onSave = (checked: Values) => {
    const values = { ...checked, remarks: checked.remarks ?? '', config: toConfig(checked.config) };
    return change.mutateAsync(
      layout
        ? { kind: 'update', values: { ...values, layoutId: layout.layoutId } }
        : { kind: 'create', values },
    );
  };

  const initial = layout
    ? { ...layout, remarks: layout.remarks ?? '', config: configValues(layout.config) }
    : { menuMode: 'side' as const, config: configValues({}) };
  return (
    <EntityFormModal
      form={form}
      name="layout"
      title={t(layout ? 'form.editTitle' : 'form.addTitle')}
      saved={t(layout ? 'done.edited' : 'done.added')}
      width={880}
      initialValues={initial}
      onSave={onSave}
      translate={tr}
      conflicts={CONFLICTS}
      onClose={onClose}
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
    </EntityFormModal>
  );
}
