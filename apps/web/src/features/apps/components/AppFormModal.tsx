import { APP_MESSAGES, type AppView, appCreateSchema } from '@awards/shared/apps';
import { MENU_ICON_NAMES } from '@awards/shared/menu-icons';
import { App, Col, Form, Input, InputNumber, Modal, Row, Select, Switch } from 'antd';
import { menuIcon } from '../../../components/menuIcons';
import { submitOnEnter } from '../../../components/submitOnEnter';
import { optionalRule, showSaveError } from '../../../lib/formErrors';
import { isRequired, zodRule } from '../../../lib/zodRule';
import { type AppSave, useSaveApp } from '../api/saveApp';
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

/** Create or edit an app (spec 001 §3 "App"); its code is set once and fixed after. */
export function AppFormModal({ app, onClose }: { app: AppView | null; onClose: () => void }) {
  const { t, tr } = useAppsT();
  const { message } = App.useApp();
  const [form] = Form.useForm<AppFormValues>();
  const save = useSaveApp();
  const rule = (name: TextField | 'sortNumber') => ({
    required: isRequired(FIELDS[name]),
    rules: [zodRule(FIELDS[name], tr)],
  });

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const request: AppSave = app
      ? { kind: 'update', values: toAppUpdate(app.appId, values) }
      : { kind: 'create', values: toAppCreate(values) };
    save.mutate(request, {
      onSuccess: () => {
        void message.success(t(app ? 'done.edited' : 'done.added'));
        onClose();
      },
      onError: (error) =>
        showSaveError(error, form, Object.keys(FIELDS), message.error, tr, {
          [APP_MESSAGES.codeTaken]: 'appCode',
        }),
    });
  };

  return (
    <Modal
      open
      title={t(app ? 'form.editTitle' : 'form.addTitle')}
      width={720}
      okText={t('form.ok')}
      cancelText={t('form.cancel')}
      confirmLoading={save.isPending}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<AppFormValues>
        onKeyDown={submitOnEnter(submit)}
        form={form}
        name="appForm"
        layout="vertical"
        initialValues={app ? appValues(app) : NEW_APP}
        data-testid="app-form"
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
      </Form>
    </Modal>
  );
}
