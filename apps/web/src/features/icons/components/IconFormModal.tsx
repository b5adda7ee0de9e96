import { DEFAULT_ICON_VIEW_BOX, ICON_MESSAGES, type IconView, iconAddSchema } from '@awards/shared/icons';
import { App, Col, Flex, Form, Input, InputNumber, Modal, Row, Typography } from 'antd';
import { submitOnEnter } from '../../../components/submitOnEnter';
import { showSaveError } from '../../../lib/formErrors';
import { isRequired, zodRule } from '../../../lib/zodRule';
import { type IconChange, useChangeIcon } from '../api/changeIcon';
import { useIconsT } from '../i18n';
import { IconPreview } from './IconPreview';

const FIELDS = iconAddSchema.shape;

interface Values {
  iconTitle: string;
  pathContent: string;
  viewBox: string;
  sortNumber?: number | null;
}

/** Add or edit a custom icon; the path data is checked by the shared pattern as it is typed. */
export function IconFormModal({ icon, onClose }: { icon: IconView | null; onClose: () => void }) {
  const { t, tr } = useIconsT();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const change = useChangeIcon();
  const pathContent = Form.useWatch('pathContent', form);
  const viewBox = Form.useWatch('viewBox', form);
  const rule = (name: 'iconTitle' | 'pathContent' | 'viewBox' | 'sortNumber') => ({
    required: name !== 'viewBox' && isRequired(FIELDS[name]),
    rules: [zodRule(FIELDS[name], tr)],
  });

  const submit = async () => {
    const checked = await form.validateFields().catch(() => null);
    if (!checked) return;
    const { sortNumber, ...values } = checked;
    const fields = { ...values, ...(typeof sortNumber === 'number' ? { sortNumber } : {}) };
    const request: IconChange = icon
      ? { kind: 'edit', values: { ...fields, iconId: icon.iconId } }
      : { kind: 'add', values: fields };
    change.mutate(request, {
      onSuccess: () => {
        void message.success(t(icon ? 'done.edited' : 'done.added'));
        onClose();
      },
      onError: (error) =>
        showSaveError(error, form, Object.keys(FIELDS), message.error, tr, {
          [ICON_MESSAGES.titleTaken]: 'iconTitle',
        }),
    });
  };

  return (
    <Modal
      open
      title={t(icon ? 'form.editTitle' : 'form.addTitle')}
      width={720}
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
        name="iconForm"
        layout="vertical"
        initialValues={icon ?? { viewBox: DEFAULT_ICON_VIEW_BOX }}
        data-testid="icon-form"
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
      </Form>
    </Modal>
  );
}

const PREVIEW_BOX = {
  marginTop: 8,
  height: 160,
  border: '1px dashed var(--ant-color-border)',
  borderRadius: 8,
  background: 'var(--ant-color-fill-quaternary)',
};
