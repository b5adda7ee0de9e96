import { TreeSelect, type TreeSelectProps } from 'antd';
import { type OrganOption, useOrganOptions } from '../api/options';

const FIELD_NAMES = { label: 'organName', value: 'organId', children: 'children' };

/**
 * An organisation picker over `/rest/organ/treeOptions`: the tree the signed-in user's data
 * scope shows, searchable by name. The value is the organisation id.
 */
export function OrganTreeSelect(props: Omit<TreeSelectProps<number, OrganOption>, 'treeData'>) {
  const options = useOrganOptions();
  return (
    <TreeSelect<number, OrganOption>
      allowClear
      showSearch
      treeNodeFilterProp="organName"
      treeDefaultExpandAll
      fieldNames={FIELD_NAMES}
      loading={options.isFetching}
      {...props}
      treeData={options.data ?? []}
    />
  );
}
