import { themeCreateSchema } from '@awards/shared/themes';
import { isRequired, zodRule } from '@awards/web-common/zodRule';
import { Col, Divider, Form, Input, InputNumber, Radio, Row, Select, Switch } from 'antd';
import { DictSelect } from '../../../components/DictSelect/DictSelect';
import { useLayoutOptions } from '../api/layoutOptions';
import { useThemesT } from '../i18n';
import { ColourField } from './ColourField';

const FIELDS = themeCreateSchema.shape;
const COLOURS = ['menuColor', 'color1', 'color2', 'color3', 'color4'] as const;
const SWITCHES = ['isHeader', 'multipage', 'fixedHeader', 'fixedFooter', 'hideFooter', 'colorWeak'] as const;
const SIZES = [
  ['subMenuFontSize', 12, 20],
  ['subMenuPadding', 0, 48],
  ['subMenuRadius', 0, 24],
] as const;
const FULL = { width: '100%' };

/**
 * The theme's properties (spec 001 §3 "Theme"), grouped as the settings drawer applies them:
 * name and layout, colours, backgrounds and page options, and the sub-menu's metrics.
 */
export function ThemeFormFields() {
  const { t, tr } = useThemesT();
  const layouts = useLayoutOptions().data ?? [];
  const rule = (name: 'themeName' | 'primaryColor' | (typeof COLOURS)[number]) => ({
    required: isRequired(FIELDS[name]),
    rules: [zodRule(FIELDS[name], tr)],
  });
  return (
    <Row gutter={16}>
      <Col span={12}>
        <Form.Item name="themeName" label={t('form.themeName')} {...rule('themeName')}>
          <Input maxLength={32} />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="layoutId" label={t('form.layoutId')} required>
          <Select options={layouts.map((l) => ({ value: l.layoutId, label: l.layoutName }))} />
        </Form.Item>
      </Col>
      <Divider titlePlacement="start">{t('form.colours')}</Divider>
      <Col span={8}>
        <Form.Item name="primaryColor" label={t('form.primaryColor')} {...rule('primaryColor')}>
          <ColourField />
        </Form.Item>
      </Col>
      {COLOURS.map((name) => (
        <Col span={8} key={name}>
          <Form.Item name={name} label={t(`form.${name}`)} rules={rule(name).rules}>
            <ColourField allowClear />
          </Form.Item>
        </Col>
      ))}
      <Divider titlePlacement="start">{t('form.page')}</Divider>
      <Col span={12}>
        <Form.Item name="headerBg" label={t('form.headerBg')}>
          <DictSelect categoryCode="header_bg" allowClear placeholder={t('form.none')} />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="sideMenuBg" label={t('form.sideMenuBg')}>
          <DictSelect categoryCode="side_menu_bg" allowClear placeholder={t('form.none')} />
        </Form.Item>
      </Col>
      {SWITCHES.map((name) => (
        <Col span={8} key={name}>
          <Form.Item name={name} label={t(`form.${name}`)} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
      ))}
      <Col span={12}>
        <Form.Item name="contentWidth" label={t('form.contentWidth')}>
          <Radio.Group
            options={[
              { value: 'Fluid', label: t('form.fluid') },
              { value: 'Fixed', label: t('form.fixed') },
            ]}
          />
        </Form.Item>
      </Col>
      <Divider titlePlacement="start">{t('form.submenu')}</Divider>
      {SIZES.map(([name, min, max]) => (
        <Col span={8} key={name}>
          <Form.Item name={name} label={t(`form.${name}`)} rules={[zodRule(FIELDS[name], tr)]}>
            <InputNumber min={min} max={max} precision={0} suffix="px" style={FULL} />
          </Form.Item>
        </Col>
      ))}
    </Row>
  );
}
