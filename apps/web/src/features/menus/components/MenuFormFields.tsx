import { menuAddSchema } from '@awards/shared/menus';
import { optionalRule } from '@awards/web-common/formErrors';
import { isRequired, zodRule } from '@awards/web-common/zodRule';
import { Col, Form, Input, InputNumber, Row, Select, Switch, TreeSelect } from 'antd';
import { TranslationFields } from '../../../components/TranslationFields/TranslationFields';
import { useAppOptions } from '../api/appOptions';
import { useMenusT } from '../i18n';
import type { MenuFormValues } from '../menuForm';
import type { ParentOption } from '../menuRows';
import { MenuIconSelect } from './MenuIconSelect';

const FIELDS = menuAddSchema.shape;
const SWITCHES = ['route', 'status', 'hidden', 'keepalive', 'alwaysShow', 'iframe'] as const;
const FULL = { width: '100%' };
/** The title's two translations side by side in the form's two columns (stacked on a phone). */
const PAIR = { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', columnGap: 16 };

interface Props {
  parents: ParentOption[];
  /** A built-in menu keeps its structure (name, path, component, parent, route flag, app). */
  builtIn: boolean;
  /** "Add child": the parent is given, not chosen. */
  parentFixed: boolean;
}

/** The fields of the menu form, two to a row; rules and messages come from the shared schema. */
export function MenuFormFields({ parents, builtIn, parentFixed }: Props) {
  const { t, tr } = useMenusT();
  const apps = useAppOptions().data ?? [];
  const parentId = Form.useWatch<MenuFormValues['parentMenuId']>('parentMenuId');
  const rule = (name: 'menuName' | 'menuUrl' | 'component' | 'externalUrl') => ({
    required: isRequired(FIELDS[name]),
    rules: [zodRule(FIELDS[name], tr)],
  });
  return (
    <Row gutter={16}>
      <Col span={12}>
        <Form.Item name="menuName" label={t('form.menuName')} {...rule('menuName')}>
          <Input maxLength={50} />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="parentMenuId" label={t('form.parent')}>
          <TreeSelect
            treeData={parents}
            allowClear
            showSearch={{ treeNodeFilterProp: 'title' }}
            placeholder={t('form.parentNone')}
            disabled={builtIn || parentFixed}
          />
        </Form.Item>
      </Col>
      <Col span={24} style={PAIR}>
        <TranslationFields name="menuNameI18n" label={t('form.menuName')} max={50} />
      </Col>
      <Col span={12}>
        <Form.Item name="menuUrl" label={t('form.menuUrl')} {...rule('menuUrl')}>
          <Input maxLength={200} disabled={builtIn} placeholder="/_system/example" />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item
          name="appId"
          label={t('form.app')}
          tooltip={parentId ? t('form.appFollowsParent') : undefined}
        >
          <Select
            options={apps.map((app) => ({ value: app.appId, label: app.appName }))}
            disabled={builtIn || Boolean(parentId)}
          />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="component" label={t('form.component')} {...rule('component')}>
          <Input maxLength={200} disabled={builtIn} placeholder={t('form.componentPlaceholder')} />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="name" label={t('form.name')} rules={[optionalRule(FIELDS.name, tr)]}>
          <Input maxLength={64} disabled={builtIn} placeholder={t('form.namePlaceholder')} />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="menuIcon" label={t('form.menuIcon')}>
          <MenuIconSelect />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="menuSort" label={t('form.menuSort')} rules={[zodRule(FIELDS.menuSort, tr)]}>
          <InputNumber min={0} max={99_999} precision={0} style={FULL} />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="externalUrl" label={t('form.externalUrl')} {...rule('externalUrl')}>
          <Input maxLength={500} placeholder="https://" />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="target" label={t('form.target')}>
          <Select
            allowClear
            options={[
              { value: '_blank', label: t('form.targetBlank') },
              { value: '_self', label: t('form.targetSelf') },
            ]}
          />
        </Form.Item>
      </Col>
      {SWITCHES.map((name) => (
        <Col span={8} key={name}>
          <Form.Item name={name} label={t(`form.${name}`)} valuePropName="checked">
            <Switch disabled={builtIn && name === 'route'} />
          </Form.Item>
        </Col>
      ))}
    </Row>
  );
}
