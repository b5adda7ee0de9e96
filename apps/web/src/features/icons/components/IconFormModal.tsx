import { DEFAULT_ICON_VIEW_BOX, ICON_MESSAGES, type IconView, iconAddSchema } from '@awards/shared/icons';
import { isRequired, zodRule } from '@awards/web-common/zodRule';
import { Col, Flex, Form, Input, InputNumber, Row, Typography } from 'antd';
import { EntityFormModal } from '../../../components/EntityForm/EntityFormModal';
import { useChangeIcon } from '../api/changeIcon';
import { useIconsT } from '../i18n';
import { IconPreview } from './IconPreview';

const FIELDS = iconAddSchema.shape;
const CONFLICTS = { [ICON_MESSAGES.titleTaken]: 'iconTitle' };

interface Values {
  iconTitle: string;
  pathContent: string;
  viewBox: string;
  sortNumber?: number | null;
}

/** Add or edit a custom icon; the path data is checked by the shared pattern as it is typed. */
export function IconFormModal({ icon, onClose }: { icon: IconView | null; onClose: () => void }) {
  const { t, tr } = useIconsT();
  const [form] = Form.useForm<Values>();
  const change = useChangeIcon();
  const pathContent = Form.useWatch('pathContent', form);
  const viewBox = Form.useWatch('viewBox', form);
  const rule = (name: 'iconTitle' | 'pathContent' | 'viewBox' | 'sortNumber') => ({
    required: name !== 'viewBox' && isRequired(FIELDS[name]),
    rules: [zodRule(FIELDS[name], tr)],
  });

  return (
    <EntityFormModal
      form={form}
      name="icon"
      title={t(icon ? 'form.editTitle' : 'form.addTitle')}
      saved={t(icon ? 'done.edited' : 'done.added')}
      width={720}
      initialValues={icon ?? { viewBox: DEFAULT_ICON_VIEW_BOX }}
      onSave={({ sortNumber, ...values }) => {
        const fields = { ...values, ...(typeof sortNumber === 'number' ? { sortNumber } : {}) };
        return change.mutateAsync(
          icon
            ? { kind: 'edit', values: { ...fields, iconId: icon.iconId } }
            : { kind: 'add', values: fields },
        );
      }}
      translate={tr}
      conflicts={CONFLICTS}
      onClose={onClose}
    >
      <Row gutter={16}>
        <Col span={16}>
          <Form.Item name="iconTitle" label={t('form.iconTitle')} {...rule('iconTitle')}>
            <Input maxLength={50} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="sortNumber" label={t('form.sortNumber')} {...rule('sortNumber')}>
            <InputNumber min={0} max={99_999} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={16}>
          <Form.Item
            name="pathContent"
            label={t('form.pathContent')}
            extra={t('form.pathHint')}
            {...rule('pathContent')}
          >
            <Input.TextArea rows={6} style={{ fontFamily: 'monospace' }} />
          </Form.Item>
          <Form.Item name="viewBox" label={t('form.viewBox')} {...rule('viewBox')}>
            <Input maxLength={60} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Typography.Text type="secondary">{t('form.preview')}</Typography.Text>
          <Flex justify="center" align="center" style={PREVIEW_BOX} data-testid="icon-form-preview">
            <IconPreview pathContent={pathContent} viewBox={viewBox} size={96} />
          </Flex>
        </Col>
      </Row>
    </EntityFormModal>
  );
}

const PREVIEW_BOX = {
  marginTop: 8,
  height: 160,
  border: '1px dashed var(--ant-color-border)',
  borderRadius: 8,
  background: 'var(--ant-color-fill-quaternary)',
};
