import { Form, Input } from 'antd';
import { useWidgetsT } from '../i18n';

interface Props {
  /** The form field holding the versions: `valueI18n` beside `value`. */
  name: string | (string | number)[];
  /** The label of the text they translate (e.g. 字典项名称). */
  label: string;
  /** The text field's own length limit, which each version shares. */
  max: number;
}

/**
 * The zh_TW and en_GB versions of a text an administrator enters (packages/shared
 * translations.ts), under the zh_CN field of the same form. Optional: an empty version
 * shows the zh_CN text, which the placeholder says.
 */
export function TranslationFields({ name, label, max }: Props) {
  const { t } = useWidgetsT();
  const path = Array.isArray(name) ? name : [name];
  return (
    <>
      {(['zh_TW', 'en_GB'] as const).map((locale) => (
        <Form.Item
          key={locale}
          name={[...path, locale]}
          label={t('translations.label', { label, language: t(`translations.${locale}`) })}
          rules={[{ max, whitespace: false }]}
        >
          <Input
            maxLength={max}
            allowClear
            placeholder={t('translations.fallback')}
            data-testid={`translation-${locale}`}
          />
        </Form.Item>
      ))}
    </>
  );
}
