import { REGION_MAX_LEVEL, type RegionOption, type RegionView } from '@awards/shared/regions';
import type { regions } from '../../db/schema';

type RegionRow = typeof regions.$inferSelect;

/** A cascader node: the name as value, as the spec's regions[] carry it. */
export function presentRegionOption(
  row: Pick<RegionRow, 'code' | 'name' | 'nameI18n' | 'level'>,
  hasChildren: boolean,
): RegionOption {
  return {
    value: row.name,
    nameI18n: row.nameI18n,
    code: row.code,
    level: row.level,
    leaf: row.level >= REGION_MAX_LEVEL || !hasChildren,
  };
}

export function presentRegion(row: RegionRow): RegionView {
  return {
    code: row.code,
    name: row.name,
    value: row.name,
    nameI18n: row.nameI18n,
    level: row.level,
    parentCode: row.parentCode,
    updateBy: row.updateBy,
    updateTime: row.updateTime?.toISOString() ?? null,
  };
}
