import { z } from 'zod';
import type { DictOption } from './auth';
import { defineMessages, type MessageRef } from './i18n';
import { pageRequestSchema } from './paging';
import { id4, int4, optionalNumber, text } from './primitives';
import { type Translation, translationSchema } from './translations';

/**
 * Dictionaries and their items (spec 001 §3 "Dictionary"): dictType 1 is a
 * dictionary whose code is a category code, dictType 2 an item under it.
 */

export const DICT_TYPE = { dictionary: 1, item: 2 } as const;

export const DICT_MESSAGES = defineMessages('dictionaries', {
  codeTaken: ['字典编码已存在', '字典編碼已存在', 'The dictionary code is already taken'],
  itemCodeTaken: [
    '该字典下已有相同的字典项编码',
    '該字典下已有相同的字典項編碼',
    'The dictionary already has an item with that code',
  ],
  builtInDelete: [
    '系统内置字典及其内置字典项不能删除',
    '系統內置字典及其內置字典項不能刪除',
    'A built-in dictionary and its built-in items cannot be deleted',
  ],
  builtInCode: [
    '系统内置字典及其内置字典项的编码不能修改',
    '系統內置字典及其內置字典項的編碼不能修改',
    'A built-in dictionary and its built-in items keep their codes',
  ],
  parentMissing: ['字典不存在', '字典不存在', 'The dictionary does not exist'],
  appMissing: ['所属应用不存在', '所屬應用不存在', 'The application does not exist'],
  sortSiblings: [
    '排序的条目必须属于同一字典',
    '排序的條目必須屬於同一字典',
    'Only entries of one dictionary can be reordered together',
  ],
  sortStale: [
    '字典内容已变化，请刷新后重试',
    '字典內容已變化，請刷新後重試',
    'The dictionary has changed meanwhile; refresh and try again',
  ],
  itemNotFound: ['字典项不存在', '字典項不存在', 'The dictionary item does not exist'],
  builtInDeleteOf: [
    '系统内置字典及其内置字典项不能删除（{code}）',
    '系統內置字典及其內置字典項不能刪除（{code}）',
    'A built-in dictionary and its built-in items cannot be deleted ({code})',
  ],
  // The fields of the forms and queries.
  appInvalid: ['所属应用不正确', '所屬應用不正確', 'The application is not valid'],
  appRequired: ['所属应用不能为空', '所屬應用不能為空', 'Please choose the application'],
  dictInvalid: ['字典不正确', '字典不正確', 'The dictionary is not valid'],
  dictRequired: ['字典不能为空', '字典不能為空', 'Please choose a dictionary'],
  itemInvalid: ['字典项不正确', '字典項不正確', 'The dictionary item is not valid'],
  itemRequired: ['字典项不能为空', '字典項不能為空', 'Please choose a dictionary item'],
  codeRequired: ['请输入字典编码', '請輸入字典編碼', 'Please enter the code'],
  codeRule: [
    '字典编码以字母开头，只能包含字母、数字和下划线',
    '字典編碼以字母開頭，只能包含字母、數字和下劃線',
    'A code starts with a letter and holds letters, digits and _ only',
  ],
  codeInvalid: ['字典编码格式不正确', '字典編碼格式不正確', 'The code is not valid'],
  codeTooLong: ['字典编码不能超过64个字符', '字典編碼不能超過64個字符', 'The code is at most 64 characters'],
  nameRequired: ['请输入字典名称', '請輸入字典名稱', 'Please enter the name'],
  nameTooLong: [
    '字典名称不能超过100个字符',
    '字典名稱不能超過100個字符',
    'The name is at most 100 characters',
  ],
  itemCodeRequired: ['请输入字典项编码', '請輸入字典項編碼', 'Please enter the item code'],
  itemCodeTooLong: [
    '字典项编码不能超过64个字符',
    '字典項編碼不能超過64個字符',
    'The item code is at most 64 characters',
  ],
  itemCodeSpaces: ['字典项编码不能包含空白', '字典項編碼不能包含空白', 'The item code cannot hold spaces'],
  itemCodeInvalid: ['字典项编码格式不正确', '字典項編碼格式不正確', 'The item code is not valid'],
  itemNameRequired: ['请输入字典项名称', '請輸入字典項名稱', 'Please enter the item name'],
  itemNameTooLong: [
    '字典项名称不能超过100个字符',
    '字典項名稱不能超過100個字符',
    'The item name is at most 100 characters',
  ],
  itemNameInvalid: ['字典项名称格式不正确', '字典項名稱格式不正確', 'The item name is not valid'],
  remarksInvalid: ['备注格式不正确', '備註格式不正確', 'The remarks are not valid'],
  remarksTooLong: [
    '备注不能超过500个字符',
    '備註不能超過500個字符',
    'The remarks are at most 500 characters',
  ],
  keywordInvalid: ['关键字格式不正确', '關鍵字格式不正確', 'The keyword is not valid'],
  keywordTooLong: [
    '关键字不能超过50个字符',
    '關鍵字不能超過50個字符',
    'The keyword is at most 50 characters',
  ],
  appCodeInvalid: ['应用编码格式不正确', '應用編碼格式不正確', 'The app code is not valid'],
  appCodeTooLong: [
    '应用编码不能超过32个字符',
    '應用編碼不能超過32個字符',
    'The app code is at most 32 characters',
  ],
  dbSchemaInvalid: ['dbSchema格式不正确', 'dbSchema格式不正確', 'dbSchema is not valid'],
  dbSchemaTooLong: [
    'dbSchema不能超过64个字符',
    'dbSchema不能超過64個字符',
    'dbSchema is at most 64 characters',
  ],
  tableNameInvalid: ['tableName格式不正确', 'tableName格式不正確', 'tableName is not valid'],
  tableNameTooLong: [
    'tableName不能超过64个字符',
    'tableName不能超過64個字符',
    'tableName is at most 64 characters',
  ],
  entityClassNameInvalid: [
    'entityClassName格式不正确',
    'entityClassName格式不正確',
    'entityClassName is not valid',
  ],
  entityClassNameTooLong: [
    'entityClassName不能超过200个字符',
    'entityClassName不能超過200個字符',
    'entityClassName is at most 200 characters',
  ],
  sortNotNumber: ['排序必须是数字', '排序必須是數字', 'The order is a number'],
  sortNegative: ['排序不能小于0', '排序不能小於0', 'The order cannot be below 0'],
  sortTooLarge: ['排序不能大于99999', '排序不能大於99999', 'The order cannot exceed 99999'],
  sortNone: ['请提供排序后的条目', '請提供排序後的條目', 'Please give the entries in their new order'],
  sortRepeated: ['条目不能重复', '條目不能重複', 'An entry can appear once only'],
  deleteNone: ['请选择要删除的字典项', '請選擇要刪除的字典項', 'Please choose the items to delete'],
  deleteTooMany: [
    '一次最多删除500个字典项',
    '一次最多刪除500個字典項',
    'At most 500 items can be deleted at once',
  ],
  dictMissing: ['请选择字典', '請選擇字典', 'Please choose a dictionary'],
});

const M = DICT_MESSAGES;

const appId = id4(M.appInvalid, M.appRequired);
const dictId = id4(M.dictInvalid, M.dictRequired);
const itemId = id4(M.itemInvalid, M.itemRequired);

const optionalText = (invalid: MessageRef, tooLong: MessageRef, max: number) =>
  text({ error: invalid })
    .trim()
    .max(max, { error: tooLong })
    .transform((v) => (v === '' ? null : v))
    .nullish();

const value = (required: MessageRef, tooLong: MessageRef) =>
  text({ error: required }).trim().min(1, { error: required }).max(100, { error: tooLong });

const sortNumber = optionalNumber(
  int4({ error: M.sortNotNumber }).min(0, { error: M.sortNegative }).max(99_999, { error: M.sortTooLarge }),
);

const dictionaryFields = z.object({
  /** The category code items are looked up by (getDictItems). */
  code: text({ error: M.codeRequired })
    .trim()
    .regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/, { error: M.codeRule }),
  value: value(M.nameRequired, M.nameTooLong),
  /** The name's zh_TW and en_GB versions (the zh_CN name shows where one is missing). */
  valueI18n: translationSchema(100, M.nameTooLong).optional(),
  appId: appId.nullish(),
  remarks: optionalText(M.remarksInvalid, M.remarksTooLong, 500),
  sortNumber,
});

export const dictAddSchema = dictionaryFields;
export type DictAdd = z.infer<typeof dictAddSchema>;
export const dictEditSchema = dictionaryFields.partial().extend({ dictId });
export type DictEdit = z.infer<typeof dictEditSchema>;
export const dictIdSchema = z.object({ dictId });

export const dictTreeQuerySchema = z
  .object({
    /** Matches a dictionary's code or name (contains). */
    keyword: optionalText(M.keywordInvalid, M.keywordTooLong, 50),
    /** Leave the items out: the left-hand list of the dictionary page. */
    withItems: z.boolean().optional(),
  })
  .default({});

/** Dictionaries (parentDictId null) or the items of one dictionary, in their new order. */
export const dictSortSchema = z.object({
  parentDictId: dictId.nullable(),
  dictIds: z
    .array(dictId, { error: M.sortNone })
    .min(1, { error: M.sortNone })
    .max(1000)
    .refine((ids) => new Set(ids).size === ids.length, { error: M.sortRepeated }),
});

const itemFields = z.object({
  /** What rows store: '1', 'company', '>=' ... */
  code: text({ error: M.itemCodeRequired })
    .trim()
    .min(1, { error: M.itemCodeRequired })
    .max(64, { error: M.itemCodeTooLong })
    .regex(/^\S+$/, { error: M.itemCodeSpaces }),
  value: value(M.itemNameRequired, M.itemNameTooLong),
  /** The name's zh_TW and en_GB versions (the zh_CN name shows where one is missing). */
  valueI18n: translationSchema(100, M.itemNameTooLong).optional(),
  appId: appId.nullish(),
  remarks: optionalText(M.remarksInvalid, M.remarksTooLong, 500),
  sortNumber,
});

export const dictItemAddSchema = itemFields.extend({ parentDictId: dictId });
export type DictItemAdd = z.infer<typeof dictItemAddSchema>;
export const dictItemEditSchema = itemFields.partial().extend({ dictId: itemId });
export type DictItemEdit = z.infer<typeof dictItemEditSchema>;
export const dictItemBatchDeleteSchema = z.object({
  dictIds: z
    .array(itemId, { error: M.deleteNone })
    .min(1, { error: M.deleteNone })
    .max(500, { error: M.deleteTooMany }),
});

export const dictItemPageQuerySchema = pageRequestSchema
  .extend({
    parentDictId: dictId.optional(),
    categoryCode: optionalText(M.codeInvalid, M.codeTooLong, 64),
    code: optionalText(M.itemCodeInvalid, M.itemCodeTooLong, 64),
    value: optionalText(M.itemNameInvalid, M.itemNameTooLong, 100),
  })
  .refine((q) => q.parentDictId !== undefined || Boolean(q.categoryCode), {
    error: M.dictMissing,
    path: ['parentDictId'],
  });
export type DictItemPageQuery = z.infer<typeof dictItemPageQuerySchema>;

/**
 * The item lookup by category (spec 001 §7). dbSchema, tableName and
 * entityClassName are accepted for compatibility and ignored: items come only
 * from the dictionaries, never from a table the caller names.
 */
export const dictItemsLookupSchema = z.object({
  categoryCode: text({ error: M.codeRequired })
    .trim()
    .min(1, { error: M.codeRequired })
    .max(64, { error: M.codeTooLong }),
  appCode: optionalText(M.appCodeInvalid, M.appCodeTooLong, 32),
  dbSchema: optionalText(M.dbSchemaInvalid, M.dbSchemaTooLong, 64),
  tableName: optionalText(M.tableNameInvalid, M.tableNameTooLong, 64),
  entityClassName: optionalText(M.entityClassNameInvalid, M.entityClassNameTooLong, 200),
});
export type DictItemsLookup = z.infer<typeof dictItemsLookupSchema>;

export interface DictView {
  dictId: number;
  /** 1 dictionary, 2 item */
  dictType: number;
  parentDictId: number | null;
  code: string;
  /** The name in zh_CN. */
  value: string;
  /** The name's zh_TW and en_GB versions; a reader falls back to `value` (translations.ts). */
  valueI18n: Translation;
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
