import {
  EDITION_MESSAGES,
  EDITION_WINDOWS,
  type EditionView,
  editionAddSchema,
} from '@awards/shared/editions';
import { zodRule } from '@awards/web-common/zodRule';
import { Col, DatePicker, Form, Input, InputNumber, Row, Typography } from 'antd';
import { EntityFormModal } from '../../../components/EntityForm/EntityFormModal';
import { useSaveEdition } from '../api/editionActions';
import {
  type EditionFormValues,
  editionValues,
  NEW_EDITION,
  toEditionAdd,
  toEditionUpdate,
  windowFieldErrors,
  windowOfField,
} from '../editionForm';
import { useEditionsT } from '../i18n';

const FIELDS = editionAddSchema.shape;
type FieldName = keyof EditionFormValues;
const CONFLICTS = { [EDITION_MESSAGES.editionNameTaken]: 'editionName' };

/** Add or edit an edition: name, year and the five windows, checked in order as the server does. */
export function EditionFormModal({ edition, onClose }: { edition: EditionView | null; onClose: () => void }) {
  const { t, tr } = useEditionsT();
  const [form] = Form.useForm<EditionFormValues>();
  const save = useSaveEdition();

  const onSave = (values: EditionFormValues) => {
    const problems = windowFieldErrors(values);
    if (problems.length > 0) {
      form.setFields(problems.map((p) => ({ name: p.name as FieldName, errors: [tr(p.message)] })));
      return null;
    }
    return save.mutateAsync(
      edition
        ? { kind: 'update', values: toEditionUpdate(edition.editionId, values) }
        : { kind: 'add', values: toEditionAdd(values) },
    );
  };

  return (
    <EntityFormModal
      form={form}
      name="edition"
      title={t(edition ? 'form.editTitle' : 'form.addTitle')}
      saved={t(edition ? 'done.edited' : 'done.added')}
      width={720}
      initialValues={edition ? editionValues(edition) : NEW_EDITION}
      onSave={onSave}
      translate={tr}
      conflicts={CONFLICTS}
      // The server's field errors name each end (declarationStart); the form has one range per window.
      serverName={windowOfField}
      onClose={onClose}
    >
      <Row gutter={16}>
        <Col xs={24} sm={16}>
          <Form.Item
            name="editionName"
            label={t('form.editionName')}
            required
            rules={[zodRule(FIELDS.editionName, tr)]}
          >
            <Input maxLength={100} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item name="year" label={t('form.year')} required rules={[zodRule(FIELDS.year, tr)]}>
            <InputNumber min={2000} max={2100} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Typography.Text strong>{t('form.windows')}</Typography.Text>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
            {t('form.windowsHint')}
          </Typography.Paragraph>
        </Col>
        {EDITION_WINDOWS.map((w) => (
          <Col xs={24} sm={12} key={w}>
            <Form.Item name={w} label={t(`window.${w}`)}>
              <DatePicker.RangePicker
                showTime={{ format: 'HH:mm' }}
                format="YYYY-MM-DD HH:mm"
                allowEmpty={[true, true]}
                placeholder={[t('form.start'), t('form.end')]}
                style={{ width: '100%' }}
              />
            </Form.Item>
          </Col>
        ))}
        <Col span={24}>
          <Form.Item name="remark" label={t('form.remark')} rules={[zodRule(FIELDS.remark, tr)]}>
            <Input.TextArea maxLength={500} rows={2} />
          </Form.Item>
        </Col>
      </Row>
    </EntityFormModal>
  );
}
