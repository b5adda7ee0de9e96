import { REGION_MAX_LEVEL, REGION_ROOT_CODE } from '@awards/shared/regions';
import { useLocalised } from '@awards/web-common/localised';
import { Cascader, type CascaderProps } from 'antd';
import { useMemo } from 'react';
import { useWidgetsT } from '../i18n';
import { localiseTree, type RegionNode } from './regionTree';
import { useRegionTree } from './useRegionTree';

type SingleCascaderProps = Omit<
  CascaderProps<RegionNode, 'value', false>,
  'options' | 'loadData' | 'value' | 'onChange' | 'multiple'
>;

export interface RegionCascaderProps extends SingleCascaderProps {
  /** Region codes from the top, e.g. ['110000', '110100', '110101']. */
  value?: string[];
  onChange?: (codes: string[] | undefined, labels: string[]) => void;
  /** How deep the choice goes: 1 province, 2 city, 3 county (default 3, the maximum). */
  maxLevel?: 1 | 2 | 3;
  /** Whose children form the first column; default '100000' (the whole country). */
  rootCode?: string;
}

function assertMaxLevel(maxLevel: number): void {
  if (!Number.isInteger(maxLevel) || maxLevel < 1 || maxLevel > REGION_MAX_LEVEL) {
    throw new Error(`RegionCascader: maxLevel must be 1, 2 or ${REGION_MAX_LEVEL}; got ${String(maxLevel)}.`);
  }
}

/**
 * The region picker of spec 001 §2: an antd Cascader that loads each level when it is
 * opened from `POST /rest/region/getregions` { code }. The value is the path of region
 * codes; a preset value has its levels loaded so the names show. A maxLevel outside 1..3
 * is a programming error and throws at render.
 *
 * ```tsx
 * <Form.Item name="region"><RegionCascader maxLevel={2} changeOnSelect /></Form.Item>
 * ```
 */
export function RegionCascader({
  value,
  onChange,
  maxLevel = REGION_MAX_LEVEL,
  rootCode = REGION_ROOT_CODE,
  placeholder,
  ...rest
}: RegionCascaderProps) {
  assertMaxLevel(maxLevel);
  const { t } = useWidgetsT();
  const { options, loading, loadChildren } = useRegionTree(rootCode, maxLevel, value);
  // The names in the interface language (the zh_CN name where none is entered).
  const localise = useLocalised();
  const shown = useMemo(() => localiseTree(options, localise), [options, localise]);
  return (
    <Cascader<RegionNode>
      placeholder={placeholder ?? t('search.choose')}
      {...rest}
      options={shown}
      loading={loading}
      value={value}
      loadData={(selected) => void loadChildren(selected.map((node) => node.value))}
      onChange={(codes, selected) =>
        onChange?.(
          codes,
          (selected ?? []).map((node) => node.label),
        )
      }
    />
  );
}
