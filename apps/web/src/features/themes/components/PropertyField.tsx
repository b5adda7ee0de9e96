import type { ThemePropertyDefinition } from '@awards/shared/themes';
import { Form, Input, InputNumber, Select, Switch } from 'antd';
import { propertyRule } from '../layoutConfig';
import { ColourField } from './ColourField';

interface Props {
  property: ThemePropertyDefinition;
  translate: (m: string) => string;
}

/** One property of the theme-property tree, with the input its inputType names. */
export function PropertyField({ property, translate }: Props) {
  const name = ['config', property.uiName];
  const label = translate(property.displayName);
  const rules = [propertyRule(property, translate)];
  if (property.inputType === 'switch')
    return (
      <Form.Item name={name} label={label} valuePropName="checked">
        <Switch />
      </Form.Item>
    );
  return (
    <Form.Item name={name} label={label} rules={rules}>
      {control(property, translate)}
    </Form.Item>
  );
}

function control(property: ThemePropertyDefinition, translate: (m: string) => string) {
  switch (property.inputType) {
    case 'colorselect':
      return <ColourField />;
    case 'select':
    case 'imgselect':
      return (
        <Select
          options={(property.valueOption ?? []).map((option) => ({
            value: option.code,
            label: translate(option.value),
          }))}
        />
      );
    default:
      return property.valueType === 'number' ? (
        <InputNumber min={property.min} max={property.max} precision={0} style={{ width: '100%' }} />
      ) : (
        <Input maxLength={200} />
      );
  }
}
