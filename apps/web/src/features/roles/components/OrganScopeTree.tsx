import { Spin, Tree } from 'antd';
import { type OrganOption, useOrganOptions } from '../api/dataScope';

const FIELD_NAMES = { title: 'organName', key: 'organId', children: 'children' };

interface Props {
  value?: number[];
  onChange?: (organIds: number[]) => void;
}

/**
 * The organisations of a custom data scope (5), ticked one by one: the server takes exactly
 * those (a parent does not bring its children), so the tree checks strictly too.
 */
export function OrganScopeTree({ value = [], onChange }: Props) {
  const options = useOrganOptions();
  return (
    <Spin spinning={options.isLoading}>
      {/* Mounted with its data: defaultExpandAll only looks at the first tree it gets. */}
      {options.data && (
        <Tree<OrganOption>
          checkable
          checkStrictly
          selectable={false}
          defaultExpandAll
          fieldNames={FIELD_NAMES}
          treeData={options.data}
          data-testid="scope-tree"
          style={{
            padding: 4,
            maxHeight: 320,
            overflow: 'auto',
            border: '1px solid rgba(5, 5, 5, 0.06)',
            borderRadius: 6,
          }}
          checkedKeys={{ checked: value, halfChecked: [] }}
          onCheck={(keys) => onChange?.((Array.isArray(keys) ? keys : keys.checked).map(Number))}
        />
      )}
    </Spin>
  );
}
