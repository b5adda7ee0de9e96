import { Checkbox, type GetProps, Radio, type RadioGroupProps } from 'antd';
import { useDictOptions } from './dictItems';

export interface DictRadioProps extends Omit<RadioGroupProps, 'options'> {
  categoryCode: string;
}

/** A radio group over the items of one dictionary category: the single-choice twin of DictSelect. */
export function DictRadio({ categoryCode, ...rest }: DictRadioProps) {
  const { options } = useDictOptions(categoryCode);
  return <Radio.Group {...rest} options={options} />;
}

type CheckboxGroupProps = GetProps<typeof Checkbox.Group<string>>;

export interface DictCheckboxGroupProps extends Omit<CheckboxGroupProps, 'options'> {
  categoryCode: string;
}

/** A checkbox group over the items of one dictionary category: the value is an array of item codes. */
export function DictCheckboxGroup({ categoryCode, ...rest }: DictCheckboxGroupProps) {
  const { options } = useDictOptions(categoryCode);
  return <Checkbox.Group<string> {...rest} options={options} />;
}
