import { InputNumber, Space } from 'antd';
import { useWidgetsT } from '../i18n';

export type NumberRange = [number | undefined, number | undefined];

export interface RangeInputProps {
  value?: NumberRange;
  onChange?: (value: NumberRange) => void;
  placeholder?: string;
  id?: string;
}

/** Two numbers, from and to, edited as one form value `[min, max]`. */
export function RangeInput({ value, onChange, placeholder, id }: RangeInputProps) {
  const { t } = useWidgetsT();
  const [min, max] = value ?? [undefined, undefined];
  const set = (next: NumberRange) => onChange?.(next);
  return (
    <Space.Compact block>
      <InputNumber<number>
        id={id}
        style={{ width: '50%' }}
        aria-label={t('search.min')}
        placeholder={placeholder ?? t('search.enter')}
        value={min}
        onChange={(next) => set([next ?? undefined, max])}
      />
      <InputNumber<number>
        style={{ width: '50%' }}
        aria-label={t('search.max')}
        placeholder={placeholder ?? t('search.enter')}
        value={max}
        onChange={(next) => set([min, next ?? undefined])}
      />
    </Space.Compact>
  );
}
