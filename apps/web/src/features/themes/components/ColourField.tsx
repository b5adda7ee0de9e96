import { ColorPicker } from 'antd';

interface Props {
  value?: string | null;
  onChange?: (value: string | null) => void;
  allowClear?: boolean;
}

/**
 * A colour as the schemas and a layout's property tree store it: a hex string (#1677ff, or
 * #1677ff80 with alpha), or null once cleared (a layout's property then takes its default).
 */
export function ColourField({ value, onChange, allowClear }: Props) {
  return (
    <ColorPicker
      value={value ?? undefined}
      format="hex"
      showText
      allowClear={allowClear}
      onChange={(colour) => onChange?.(colour.toHexString())}
      onClear={() => onChange?.(null)}
    />
  );
}
