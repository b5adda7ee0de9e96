import { formatInstant, isTimeZone, offsetMs } from '@awards/shared/clock';
import type { FilingLink } from '@awards/shared/home';
import type { Translation } from '@awards/shared/localised';
import {
  COMMON_TIME_ZONES,
  PROJECT_LIMITS,
  type ProjectSettingsView,
  type ProjectUpdate,
  projectUpdateSchema,
} from '@awards/shared/project';
import { formatDateTime } from '@awards/web-common/format';
import { showSaveError } from '@awards/web-common/formErrors';
import { isRequired, zodRule } from '@awards/web-common/zodRule';
import {
  Alert,
  App,
  Button,
  Card,
  Col,
  Divider,
  Flex,
  Form,
  type FormRule,
  Input,
  Row,
  Select,
  Typography,
} from 'antd';
import { usePermission } from '../../../components/RowActions/Permission';
import { TranslationFields } from '../../../components/TranslationFields/TranslationFields';
import { USER_TEXT_SLOT, withUserText } from '../../../components/UserText';
import { useProjectDetail, useSaveProject } from '../api/projectSettings';
import { type ProjectKey, useProjectT } from '../i18n';

const FIELDS = projectUpdateSchema.shape;
const LINK = FIELDS.filingIcp.unwrap().shape;
const FILINGS = [
  { name: 'filingPublicSecurity', text: 'form.publicSecurity', url: 'form.publicSecurityUrl' },
  { name: 'filingIcp', text: 'form.icp', url: 'form.icpUrl' },
] as const;
const TEXTS = [
  { name: 'title', label: 'form.title', max: PROJECT_LIMITS.title, long: false },
  { name: 'description', label: 'form.description', max: PROJECT_LIMITS.description, long: true },
  { name: 'copyright', label: 'form.copyright', max: PROJECT_LIMITS.copyright, long: false },
  { name: 'contact', label: 'form.contact', max: PROJECT_LIMITS.contact, long: true },
] as const;

type Filing = { text?: string; url?: string };

interface Values {
  title: string;
  titleI18n?: Translation;
  description: string;
  descriptionI18n?: Translation;
  copyright: string;
  copyrightI18n?: Translation;
  contact: string;
  contactI18n?: Translation;
  filingPublicSecurity: Filing;
  filingIcp: Filing;
  timeZone: string;
}

const versions = (translation: Translation | undefined) => ({
  // Every version is sent, an emptied one as '': the server drops it (the zh_CN text shows).
  zh_TW: translation?.zh_TW ?? '',
  en_GB: translation?.en_GB ?? '',
});

/** A filing left empty (number and link) is none. */
const filingOf = (filing: Filing | undefined): FilingLink | null =>
  filing?.text?.trim() || filing?.url?.trim() ? { text: filing.text ?? '', url: filing.url ?? '' } : null;

function request(values: Values): ProjectUpdate {
  return {
    title: values.title,
    titleI18n: versions(values.titleI18n),
    description: values.description ?? '',
    descriptionI18n: versions(values.descriptionI18n),
    copyright: values.copyright ?? '',
    copyrightI18n: versions(values.copyrightI18n),
    contact: values.contact ?? '',
    contactI18n: versions(values.contactI18n),
    filingPublicSecurity: filingOf(values.filingPublicSecurity),
    filingIcp: filingOf(values.filingIcp),
    timeZone: values.timeZone,
  };
}

function initialValues(settings: ProjectSettingsView): Values {
  return {
    ...settings,
    contact: settings.contact ?? '',
    filingPublicSecurity: settings.filingPublicSecurity ?? {},
    filingIcp: settings.filingIcp ?? {},
  };
}

/** The zones offered, the saved one included when it is not a common one; each with its offset now. */
function zoneOptions(current: string | undefined) {
  const zones: string[] = [...COMMON_TIME_ZONES];
  if (current && !zones.includes(current)) zones.unshift(current);
  const now = new Date();
  return zones.map((zone) => {
    const minutes = Math.round(offsetMs(now, zone) / 60_000);
    const sign = minutes < 0 ? '-' : '+';
    const hh = String(Math.floor(Math.abs(minutes) / 60)).padStart(2, '0');
    const mm = String(Math.abs(minutes) % 60).padStart(2, '0');
    return { value: zone, label: `${zone} (UTC${sign}${hh}:${mm})` };
  });
}

/**
 * The project settings (PROJECT_VIEW; saving PROJECT_EDIT): the sign-in page's and the
 * footer's texts with their zh_TW and en_GB versions, the filing records, and the time
 * zone every instant is shown in. Saving a zone applies at once, on every server instance
 * and in this portal.
 */
export function ProjectSettingsPage() {
  const { t, tr } = useProjectT();
  const { message } = App.useApp();
  const detail = useProjectDetail();
  const save = useSaveProject();
  const canEdit = usePermission('PROJECT_EDIT');
  const [form] = Form.useForm<Values>();
  const zone = Form.useWatch('timeZone', form);
  const settings = detail.data;

  // A filing's number and link go together: either both or neither.
  const linkRule =
    (filing: (typeof FILINGS)[number]['name'], part: 'text' | 'url'): FormRule =>
    ({ getFieldValue }) => ({
      validator: async (_rule, value: unknown) => {
        const other = getFieldValue([filing, part === 'text' ? 'url' : 'text']);
        if (!value && !other) return;
        const result = LINK[part].safeParse(value ?? '');
        if (!result.success) throw new Error(tr(result.error.issues[0]?.message ?? ''));
      },
    });

  const submit = (values: Values) =>
    save.mutate(request(values), {
      onSuccess: () => void message.success(t('done.saved')),
      onError: (error) => showSaveError(error, form, Object.keys(FIELDS), message.error, tr),
    });

  return (
    <Card loading={!settings} data-testid="project-settings-page">
      {settings && (
        <Form<Values>
          // Saved: the form starts again from what the server kept (trimmed, empty versions dropped).
          key={settings.updateTime ?? ''}
          form={form}
          layout="vertical"
          style={{ maxWidth: 720 }}
          initialValues={initialValues(settings)}
          disabled={!canEdit}
          onFinish={submit}
          data-testid="project-form"
        >
          {!canEdit && <Alert type="info" showIcon title={t('readOnly')} style={{ marginBottom: 16 }} />}
          <Divider titlePlacement="start">{t('section.texts')}</Divider>
          {TEXTS.map(({ name, label, max, long }) => (
            <div key={name}>
              <Form.Item
                name={name}
                label={t(label as ProjectKey)}
                required={isRequired(FIELDS[name])}
                rules={[zodRule(FIELDS[name], tr)]}
              >
                {long ? <Input.TextArea maxLength={max} rows={2} /> : <Input maxLength={max} />}
              </Form.Item>
              <TranslationFields name={`${name}I18n`} label={t(label as ProjectKey)} max={max} />
            </div>
          ))}

          <Divider titlePlacement="start">{t('section.filing')}</Divider>
          <Typography.Paragraph type="secondary">{t('form.filingHint')}</Typography.Paragraph>
          {FILINGS.map((filing) => (
            <Row gutter={16} key={filing.name}>
              <Col xs={24} md={10}>
                <Form.Item
                  name={[filing.name, 'text']}
                  label={t(filing.text)}
                  dependencies={[[filing.name, 'url']]}
                  rules={[linkRule(filing.name, 'text')]}
                >
                  <Input maxLength={PROJECT_LIMITS.filingText} allowClear />
                </Form.Item>
              </Col>
              <Col xs={24} md={14}>
                <Form.Item
                  name={[filing.name, 'url']}
                  label={t(filing.url)}
                  dependencies={[[filing.name, 'text']]}
                  rules={[linkRule(filing.name, 'url')]}
                >
                  <Input maxLength={PROJECT_LIMITS.filingUrl} allowClear placeholder="https://" />
                </Form.Item>
              </Col>
            </Row>
          ))}

          <Divider titlePlacement="start">{t('section.clock')}</Divider>
          <Form.Item
            name="timeZone"
            label={t('form.timeZone')}
            required
            rules={[zodRule(FIELDS.timeZone, tr)]}
            extra={
              <>
                {t('form.timeZoneHint')}
                {zone && isTimeZone(zone) && (
                  <div data-testid="zone-now">{t('form.now', { time: formatInstant(new Date(), zone) })}</div>
                )}
              </>
            }
          >
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              options={zoneOptions(settings.timeZone)}
              data-testid="time-zone"
            />
          </Form.Item>

          <Flex gap={8} align="center" wrap>
            {canEdit && (
              <>
                <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="project-save">
                  {t('form.save')}
                </Button>
                <Button htmlType="button" onClick={() => form.resetFields()}>
                  {t('form.reset')}
                </Button>
              </>
            )}
            {settings.updateTime && (
              <Typography.Text type="secondary" data-testid="project-updated">
                {withUserText(
                  t('updated', { by: USER_TEXT_SLOT, time: formatDateTime(settings.updateTime) }),
                  settings.updateBy ?? '',
                )}
              </Typography.Text>
            )}
          </Flex>
        </Form>
      )}
    </Card>
  );
}
