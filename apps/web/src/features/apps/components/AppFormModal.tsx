import { APP_MESSAGES, type AppView, appCreateSchema } from '@awards/shared/apps';
import { MENU_ICON_NAMES } from '@awards/shared/menu-icons';
import { optionalRule } from '@awards/web-common/formErrors';
import { isRequired, zodRule } from '@awards/web-common/zodRule';
import { Col, Form, Input, InputNumber, Row, Select, Switch } from 'antd';
import { EntityFormModal } from '../../../components/EntityForm/EntityFormModal';
import { menuIcon } from '../../../components/menuIcons';
import { useSaveApp } from '../api/saveApp';
import { type AppFormValues, appValues, NEW_APP, toAppCreate, toAppUpdate } from '../appForm';
import { useAppsT } from '../i18n';

const FIELDS = appCreateSchema.shape;
type TextField = 'appCode' | 'appName' | 'appShortName' | 'deployIp' | 'visitUrl';
const TEXTS: { name: TextField; max: number; placeholder?: string }[] = [
  { name: 'appName', max: 50 },
  { name: 'appShortName', max: 20 },
  { name: 'deployIp', max: 253, placeholder: '10.0.0.8' },
  { name: 'visitUrl', max: 500, placeholder: 'https://' },
];
const ICONS = MENU_ICON_NAMES.map((name) => ({
  value: name,
  label: (
    <span>
      {menuIcon(name)} {name}
    </span>
  ),
}));
const FULL = { width: '100%' };
const CONFLICTS = { [APP_MESSAGES.codeTaken]: 'appCode' };

/** Create or edit an app (spec 001 §3 "App"); its code is set once and fixed after. */
export function AppFormModal({ app, onClose }: { app: AppView | null; onClose: () => void }) {
  const { t, tr } = useAppsT();
  const [form] = Form.useForm<AppFormValues>();
  const save = useSaveApp();
  const rule = (name: TextField | 'sortNumber') => ({
    required: isRequired(FIELDS[name]),
    rules: [zodRule(FIELDS[name], tr)],
  });

  return (
    <EntityFormModal
      form={form}
      name="app"
      title={t(app ? 'form.editTitle' : 'form.addTitle')}
      saved={t(app ? 'done.edited' : 'done.added')}
      width={720}
      initialValues={app ? appValues(app) : NEW_APP}
      onSave={(values) =>
        save.mutateAsync(
          app
            ? { kind: 'update', values: toAppUpdate(app.appId, values) }
            : { kind: 'create', values: toAppCreate(values) },
        )
      }
      translate={tr}
      conflicts={CONFLICTS}
      onClose={onClose}
    >
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item
            name="appCode"
            label={t('form.appCode')}
            tooltip={t('form.appCodeFixed')}
            {...(app ? {} : rule('appCode'))}
          >
            <Input maxLength={32} disabled={Boolean(app)} placeholder="portal" />
          </Form.Item>
        </Col>
        {TEXTS.map(({ name, max, placeholder }) => (
          <Col span={12} key={name}>
            <Form.Item name={name} label={t(`form.${name}`)} {...rule(name)}>
              <Input maxLength={max} placeholder={placeholder} />
            </Form.Item>
          </Col>
        ))}
        <Col span={12}>
          <Form.Item
            name="deployPort"
            label={t('form.deployPort')}
            rules={[optionalRule(FIELDS.deployPort, tr)]}
          >
            <InputNumber min={1} max={65_535} precision={0} style={FULL} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="appIcon" label={t('form.appIcon')}>
            <Select allowClear showSearch options={ICONS} />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item name="sortNumber" label={t('form.sortNumber')} {...rule('sortNumber')}>
            <InputNumber min={0} max={99_999} precision={0} style={FULL} />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item name="appEnabled" label={t('form.appStatus')} valuePropName="checked">
            <Switch checkedChildren={t('status.enabled')} unCheckedChildren={t('status.disabled')} />
          </Form.Item>
        </Col>
      </Row>
    </EntityFormModal>
  );
}
