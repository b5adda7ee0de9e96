import type { CustomIcon } from '@awards/shared/home';
import type { IconView } from '@awards/shared/icons';
import type { icons } from '../../db/schema';
import { iso } from '../../platform/time';

type IconRow = typeof icons.$inferSelect;

export function presentIcon(row: IconRow): IconView {
  return {
    iconId: row.id,
    iconTitle: row.iconTitle,
    pathContent: row.pathContent,
    viewBox: row.viewBox,
    sortNumber: row.sortNumber,
    createBy: row.createBy,
    createTime: row.createTime.toISOString(),
    updateBy: row.updateBy,
    updateTime: iso(row.updateTime),
  };
}

/** The init call's and the icon list's shape (spec 000 §3 "Icon from init"). */
export function presentCustomIcon(
  row: Pick<IconRow, 'id' | 'iconTitle' | 'pathContent' | 'viewBox'>,
): CustomIcon {
  return { iconId: row.id, name: row.iconTitle, pathContent: row.pathContent, viewBox: row.viewBox };
}
