import { z } from 'zod';
import type { DictOption } from './auth';
import { pageRequestSchema } from './paging';
import { id4, int4, optionalNumber, text } from './primitives';

/**
 * Dictionaries and their items (spec 001 §3 "Dictionary"): dictType 1 is a
 * dictionary whose code is a category code, dictType 2 an item under it.
 */

export const DICT_TYPE = { dictionary: 1, item: 2 } as const;

const id = (label: string) => id4(`${label}不正确`, `${label}不能为空`);

const optionalText = (label: string, max: number) =>
  text({ error: `${label}格式不正确` })
    .trim()
    .max(max, { error: `${label}不能超过${max}个字符` })
    .transform((v) => (v === '' ? null : v))
    .nullish();

export const DICT_MESSAGES = {
  codeTaken: '字典编码已存在',
  itemCodeTaken: '该字典下已有相同的字典项编码',
  builtInDelete: '系统内置字典及其内置字典项不能删除',
  builtInCode: '系统内置字典及其内置字典项的编码不能修改',
  parentMissing: '字典不存在',
  appMissing: '所属应用不存在',
  sortSiblings: '排序的条目必须属于同一字典',
  sortStale: '字典内容已变化，请刷新后重试',
} as const;

const value = (label: string) =>
  text({ error: `请输入${label}` })
    .trim()
    .min(1, { error: `请输入${label}` })
    .max(100, { error: `${label}不能超过100个字符` });

const sortNumber = optionalNumber(
  int4({ error: '排序必须是数字' })
    .min(0, { error: '排序不能小于0' })
    .max(99_999, { error: '排序不能大于99999' }),
);

const dictionaryFields = z.object({
  /** The category code items are looked up by (getDictItems). */
  code: text({ error: '请输入字典编码' })
    .trim()
    .regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/, { error: '字典编码以字母开头，只能包含字母、数字和下划线' }),
  value: value('字典名称'),
  appId: id('所属应用').nullish(),
  remarks: optionalText('备注', 500),
  sortNumber,
});

export const dictAddSchema = dictionaryFields;
export type DictAdd = z.infer<typeof dictAddSchema>;
export const dictEditSchema = dictionaryFields.partial().extend({ dictId: id('字典') });
export type DictEdit = z.infer<typeof dictEditSchema>;
export const dictIdSchema = z.object({ dictId: id('字典') });

export const dictTreeQuerySchema = z
  .object({
    /** Matches a dictionary's code or name (contains). */
    keyword: optionalText('关键字', 50),
    /** Leave the items out: the left-hand list of the dictionary page. */
    withItems: z.boolean().optional(),
  })
  .default({});

/** Dictionaries (parentDictId null) or the items of one dictionary, in their new order. */
export const dictSortSchema = z.object({
  parentDictId: id('字典').nullable(),
  dictIds: z
    .array(id('字典'), { error: '请提供排序后的条目' })
    .min(1, { error: '请提供排序后的条目' })
    .max(1000)
    .refine((ids) => new Set(ids).size === ids.length, { error: '条目不能重复' }),
});

const itemFields = z.object({
  /** What rows store: '1', 'company', '>=' ... */
  code: text({ error: '请输入字典项编码' })
    .trim()
    .min(1, { error: '请输入字典项编码' })
    .max(64, { error: '字典项编码不能超过64个字符' })
    .regex(/^\S+$/, { error: '字典项编码不能包含空白' }),
  value: value('字典项名称'),
  appId: id('所属应用').nullish(),
  remarks: optionalText('备注', 500),
  sortNumber,
});

export const dictItemAddSchema = itemFields.extend({ parentDictId: id('字典') });
export type DictItemAdd = z.infer<typeof dictItemAddSchema>;
export const dictItemEditSchema = itemFields.partial().extend({ dictId: id('字典项') });
export type DictItemEdit = z.infer<typeof dictItemEditSchema>;
export const dictItemBatchDeleteSchema = z.object({
  dictIds: z
    .array(id('字典项'), { error: '请选择要删除的字典项' })
    .min(1, { error: '请选择要删除的字典项' })
    .max(500, { error: '一次最多删除500个字典项' }),
});

export const dictItemPageQuerySchema = pageRequestSchema
  .extend({
    parentDictId: id('字典').optional(),
    categoryCode: optionalText('字典编码', 64),
    code: optionalText('字典项编码', 64),
    value: optionalText('字典项名称', 100),
  })
  .refine((q) => q.parentDictId !== undefined || Boolean(q.categoryCode), {
    error: '请选择字典',
    path: ['parentDictId'],
  });
export type DictItemPageQuery = z.infer<typeof dictItemPageQuerySchema>;

/**
 * The item lookup by category (spec 001 §7). dbSchema, tableName and
 * entityClassName are accepted for compatibility and ignored: items come only
 * from the dictionaries, never from a table the caller names.
 */
export const dictItemsLookupSchema = z.object({
  categoryCode: text({ error: '请输入字典编码' })
    .trim()
    .min(1, { error: '请输入字典编码' })
    .max(64, { error: '字典编码不能超过64个字符' }),
  appCode: optionalText('应用编码', 32),
  dbSchema: optionalText('dbSchema', 64),
  tableName: optionalText('tableName', 64),
  entityClassName: optionalText('entityClassName', 200),
});
export type DictItemsLookup = z.infer<typeof dictItemsLookupSchema>;

export interface DictView {
  dictId: number;
  /** 1 dictionary, 2 item */
  dictType: number;
  parentDictId: number | null;
  code: string;
  value: string;
  appId: number | null;
  remarks: string | null;
  sortNumber: number;
  delFlag: number;
  /** Seeded and relied on by the code: cannot be deleted, its code cannot change. */
  builtIn: boolean;
  createBy: string | null;
  createTime: string;
  updateBy: string | null;
  updateTime: string | null;
  children?: DictView[];
}

export interface DictItemsLookupResult {
  dictList: DictOption[];
}
