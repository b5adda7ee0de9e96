import { ColorPicker } from 'antd';

interface Props {
  value?: string | null;
  onChange?: (value: string | null) => void;
  allowClear?: boolean;
}

/**
 * A colour as the property tree stores it: a hex string, with alpha where the default has
 * one (#000000e0), or null once cleared (the default then applies).
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
