import { Select, type SelectProps } from 'antd';
import { useWidgetsT } from '../i18n';
import { useDictOptions } from './dictItems';

export interface DictSelectProps
  extends Omit<SelectProps<string | string[]>, 'options' | 'mode' | 'loading'> {
  /** The dictionary category code, e.g. 'user_type'. */
  categoryCode: string;
  /** Several codes may be chosen; the value is then an array of item codes. */
  multiple?: boolean;
}

/**
 * A Select over the items of one dictionary category (spec 001 §2). The value is the item
 * code, the label its value. Items come from those stored at sign-in (sysAllDictItems);
 * a category missing there is asked of `POST /rest/dict/getDictItems` once and cached.
 *
 * ```tsx
 * <Form.Item name="userType"><DictSelect categoryCode="user_type" allowClear /></Form.Item>
 * ```
 */
export function DictSelect({ categoryCode, multiple, placeholder, ...rest }: DictSelectProps) {
  const { t } = useWidgetsT();
  const { options, loading } = useDictOptions(categoryCode);
  return (
    <Select<string | string[]>
      placeholder={placeholder ?? t('search.choose')}
      showSearch={{ optionFilterProp: 'label' }}
      {...rest}
      mode={multiple ? 'multiple' : undefined}
      options={options}
      loading={loading}
    />
  );
}
