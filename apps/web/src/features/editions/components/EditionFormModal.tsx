import { EDITION_WINDOWS, type EditionView, editionAddSchema } from '@awards/shared/editions';
import { App, Col, DatePicker, Form, Input, InputNumber, Modal, Row, Typography } from 'antd';
import { fieldErrorsOf } from '../../../components/AwardSets/refusal';
import { submitOnEnter } from '../../../components/submitOnEnter';
import { ApiError } from '../../../lib/apiError';
import { reportError } from '../../../lib/formErrors';
import { zodRule } from '../../../lib/zodRule';
import { type EditionSave, useSaveEdition } from '../api/editionActions';
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
const FORM_FIELDS: readonly string[] = ['editionName', 'year', 'remark', ...EDITION_WINDOWS];

/** Add or edit an edition: name, year and the five windows, checked in order as the server does. */
export function EditionFormModal({ edition, onClose }: { edition: EditionView | null; onClose: () => void }) {
  const { t, tr } = useEditionsT();
  const { message } = App.useApp();
  const [form] = Form.useForm<EditionFormValues>();
  const save = useSaveEdition();

  // The server's field errors name each end (declarationStart); the form has one range per window.
  const showError = (error: unknown) => {
    const fieldErrors = error instanceof ApiError ? fieldErrorsOf(error) : {};
    const shown = Object.entries(fieldErrors)
      .map(([field, text]) => ({ name: windowOfField(field) as FieldName, errors: [tr(text)] }))
      .filter((entry) => FORM_FIELDS.includes(entry.name));
    if (error instanceof ApiError && error.status === 409 && !fieldErrors.editionName)
      shown.push({ name: 'editionName', errors: [tr(error.ref ?? error.message)] });
    if (shown.length > 0) form.setFields(shown);
    else reportError(error, message.error, tr);
  };

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const problems = windowFieldErrors(values);
    if (problems.length > 0) {
      form.setFields(problems.map((p) => ({ name: p.name as FieldName, errors: [tr(p.message)] })));
      return;
    }
    const request: EditionSave = edition
      ? { kind: 'update', values: toEditionUpdate(edition.editionId, values) }
      : { kind: 'add', values: toEditionAdd(values) };
    save.mutate(request, {
      onSuccess: () => {
        void message.success(t(edition ? 'done.edited' : 'done.added'));
        onClose();
      },
      onError: showError,
    });
  };

  return (
    <Modal
      open
      title={t(edition ? 'form.editTitle' : 'form.addTitle')}
      width={720}
      okText={t('form.ok')}
      cancelText={t('form.cancel')}
      confirmLoading={save.isPending}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<EditionFormValues>
        onKeyDown={submitOnEnter(submit)}
        form={form}
        name="editionForm"
        layout="vertical"
        initialValues={edition ? editionValues(edition) : NEW_EDITION}
        data-testid="edition-form"
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
      </Form>
    </Modal>
  );
}
