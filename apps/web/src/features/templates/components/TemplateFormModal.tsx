import { TEMPLATE_MESSAGES, type TemplateView, templateSaveSchema } from '@awards/shared/templates';
import { zodRule } from '@awards/web-common/zodRule';
import { Col, Flex, Form, Input, Row, Tag, Typography } from 'antd';
import { DictSelect } from '../../../components/DictSelect/DictSelect';
import { EntityFormModal } from '../../../components/EntityForm/EntityFormModal';
import { TranslationFields } from '../../../components/TranslationFields/TranslationFields';
import { useSaveTemplate } from '../api/saveTemplate';
import { useTemplatesT } from '../i18n';
import {
  NEW_TEMPLATE,
  placeholdersOfTemplate,
  type TemplateFormValues,
  templateValues,
  toTemplateSave,
} from '../templateForm';

const FIELDS = templateSaveSchema.shape;

/** The name's two translations side by side in the form's two columns (stacked on a phone). */
const PAIR = { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', columnGap: 16 };
/** A taken code comes back as a 409 named only by its message: it belongs under the code. */
const CONFLICTS = { [TEMPLATE_MESSAGES.codeTaken]: 'templateCode' };
/** How a placeholder is written, shown in the hints. */
const EXAMPLE = ['$', '{name}'].join('');
const MODAL_PROPS = {
  style: { maxWidth: 'calc(100vw - 16px)' },
  okButtonProps: { 'data-testid': 'template-save' } as Record<`data-${string}`, string>,
};

/** The placeholders the title and content use, as the server will ask for them at sending time. */
function Placeholders({ names }: { names: string[] }) {
  const { t } = useTemplatesT();
  return (
    <Flex gap={4} wrap align="center" data-testid="template-placeholders">
      <Typography.Text type="secondary">{t('form.placeholders')}:</Typography.Text>
      {names.length === 0 ? (
        <Typography.Text type="secondary">{t('form.noPlaceholders')}</Typography.Text>
      ) : (
        names.map((name) => (
          <Tag key={name} color="blue">
            {name}
          </Tag>
        ))
      )}
    </Flex>
  );
}

/** Add or edit a message template: channel, code, name, title and content with `${name}` placeholders. */
export function TemplateFormModal({
  template,
  onClose,
}: {
  template: TemplateView | null;
  onClose: () => void;
}) {
  const { t, tr } = useTemplatesT();
  const [form] = Form.useForm<TemplateFormValues>();
  const save = useSaveTemplate();
  const title = Form.useWatch('templateTitle', form);
  const content = Form.useWatch('templateContent', form);
  const names = placeholdersOfTemplate(title, content);

  return (
    <EntityFormModal
      form={form}
      name="template"
      title={t(template ? 'form.editTitle' : 'form.addTitle')}
      saved={t(template ? 'done.edited' : 'done.added')}
      width={720}
      okText={t('form.ok')}
      modalProps={MODAL_PROPS}
      initialValues={template ? templateValues(template) : NEW_TEMPLATE}
      onSave={(values) => save.mutateAsync(toTemplateSave(values, template?.templateId))}
      translate={tr}
      conflicts={CONFLICTS}
      onClose={onClose}
    >
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item
            name="templateType"
            label={t('form.templateType')}
            required
            rules={[zodRule(FIELDS.templateType, tr)]}
          >
            <DictSelect categoryCode="template_type" data-testid="template-type" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="templateCode"
            label={t('form.templateCode')}
            tooltip={t('form.templateCodeHint')}
            required
            rules={[zodRule(FIELDS.templateCode, tr)]}
          >
            <Input maxLength={64} placeholder="DECLARE_NOTICE" />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item
            name="templateName"
            label={t('form.templateName')}
            required
            rules={[zodRule(FIELDS.templateName, tr)]}
          >
            <Input maxLength={100} />
          </Form.Item>
        </Col>
        <Col span={24} style={PAIR}>
          <TranslationFields name="templateNameI18n" label={t('form.templateName')} max={100} />
        </Col>
        <Col span={24}>
          <Form.Item
            name="templateTitle"
            label={t('form.templateTitle')}
            tooltip={t('form.templateTitleHint', { example: EXAMPLE })}
          >
            <Input maxLength={200} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item
            name="templateContent"
            label={t('form.templateContent')}
            tooltip={t('form.templateContentHint', { example: EXAMPLE })}
            required
            rules={[zodRule(FIELDS.templateContent, tr)]}
            extra={<Placeholders names={names} />}
          >
            <Input.TextArea
              rows={6}
              maxLength={20_000}
              placeholder={t('form.templateContentHint', { example: EXAMPLE })}
            />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="remark" label={t('form.remark')}>
            <Input.TextArea rows={2} maxLength={500} />
          </Form.Item>
        </Col>
      </Row>
    </EntityFormModal>
  );
}
