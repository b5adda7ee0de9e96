import { OFFICE_GROUP_CATEGORY } from '@awards/shared/regions';
import { useQuery } from '@tanstack/react-query';
import { Select, type SelectProps } from 'antd';
import { useWidgetsT } from '../i18n';
import { regionGroupsQueryOptions } from './regionGroups';

export interface RegionGroupSelectProps
  extends Omit<SelectProps<string | string[]>, 'options' | 'mode' | 'loading'> {
  /** The region group code, e.g. 'office'. */
  groupCode: string;
  multiple?: boolean;
}

/**
 * A Select over one region group (spec 001 §2 "region group"): value = group item code,
 * label = its value. The list is cached locally for 300000 ms (see regionGroups.ts).
 */
export function RegionGroupSelect({ groupCode, multiple, placeholder, ...rest }: RegionGroupSelectProps) {
  const { t } = useWidgetsT();
  const { data, isFetching } = useQuery(regionGroupsQueryOptions(groupCode));
  const options = (data ?? []).map((group) => ({ value: group.code, label: group.value }));
  return (
    <Select<string | string[]>
      placeholder={placeholder ?? t('search.choose')}
      showSearch={{ optionFilterProp: 'label' }}
      {...rest}
      mode={multiple ? 'multiple' : undefined}
      options={options}
      loading={isFetching}
    />
  );
}

export type OfficeSelectProps = Omit<RegionGroupSelectProps, 'groupCode'>;

/**
 * The office picker of spec 001 §2: the region group 'office'
 * (`POST /rest/region/getRegionGroups` { code: 'office' }), cached locally for 300000 ms.
 * The value is the office code.
 *
 * ```tsx
 * <Form.Item name="officeCode"><OfficeSelect allowClear /></Form.Item>
 * ```
 */
export function OfficeSelect(props: OfficeSelectProps) {
  return <RegionGroupSelect {...props} groupCode={OFFICE_GROUP_CATEGORY} />;
}
