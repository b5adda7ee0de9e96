import type { DictOption } from '@awards/shared/auth';
import type { DictView } from '@awards/shared/dictionaries';
import type { dictionaries } from '../../db/schema';
import { DICTIONARIES } from '../../db/seed/dictionaries';
import { iso } from '../../platform/time';
import type { CachedDictItem } from './cache';

type DictRow = typeof dictionaries.$inferSelect;

const BUILT_IN_DICTIONARIES = new Set(DICTIONARIES.map((d) => d.code));
const BUILT_IN_ITEMS = new Set(
  DICTIONARIES.flatMap((d) => d.items.map(([code]) => `${d.code}\u0000${code}`)),
);

/** Seeded and read by the code (statuses, types, rule conditions...): kept as they are. */
export function isBuiltInDictionary(code: string): boolean {
  return BUILT_IN_DICTIONARIES.has(code);
}

export function isBuiltInItem(category: string, code: string): boolean {
  return BUILT_IN_ITEMS.has(`${category}\u0000${code}`);
}

/** A row on the wire; `category` is the parent dictionary's code for an item. */
export function presentDict(row: DictRow, category: string | null = null): DictView {
  return {
    dictId: row.id,
    dictType: row.dictType,
    parentDictId: row.parentId,
    code: row.code,
    value: row.value,
    valueI18n: row.valueI18n,
    appId: row.appId,
    remarks: row.remarks,
    sortNumber: row.sortNumber,
    delFlag: row.delFlag,
    builtIn: category === null ? isBuiltInDictionary(row.code) : isBuiltInItem(category, row.code),
    createBy: row.createBy,
    createTime: row.createTime.toISOString(),
    updateBy: row.updateBy,
    updateTime: iso(row.updateTime),
  };
}

/**
 * The option shape of the item lookup and of sysAllDictItems: code and value, or value,
 * text, title (zh_CN), with the name's other versions for the portal to choose from.
 */
export function presentOption(item: CachedDictItem): DictOption {
  return {
    code: item.code,
    value: item.value,
    text: item.value,
    title: item.value,
    valueI18n: item.valueI18n,
  };
}
