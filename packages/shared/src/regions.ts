import { z } from 'zod';
import { defineMessages, type MessageRef } from './i18n';
import { pageRequestSchema } from './paging';
import { id4, int4, optionalNumber, text } from './primitives';
import { type Translation, translationSchema } from './translations';

/**
 * Administrative regions (GB/T 2260 six-digit codes) and region groups such as
 * the federation's regional offices (spec 001 §2 region cascader, §7, §9).
 */

/** The cascader's default root and depth (spec 001 §9). */
export const REGION_ROOT_CODE = '100000';
export const REGION_MAX_LEVEL = 3;
/** The region-group category the office picker reads, cached by the portal for 300000 ms. */
export const OFFICE_GROUP_CATEGORY = 'office';
export const OFFICE_CACHE_MS = 300_000;

export const REGION_MESSAGES = defineMessages('regions', {
  notFound: ['行政区划不存在', '行政區劃不存在', 'The region does not exist'],
  unknownRegions: ['包含不存在的行政区划', '包含不存在的行政區劃', 'Some of the regions do not exist'],
  groupCodeTaken: [
    '该分类下已有相同的分组编码',
    '該分類下已有相同的分組編碼',
    'The category already has a group with that code',
  ],
  groupNotFound: ['区域分组不存在', '區域分組不存在', 'The region group does not exist'],
  // The fields of the forms and queries.
  codeRequired: ['请输入行政区划代码', '請輸入行政區劃代碼', 'Please enter the region code'],
  codeRule: ['行政区划代码为6位数字', '行政區劃代碼為6位數字', 'A region code is 6 digits'],
  level: ['级别为1-3', '級別為1-3', 'The level is 1 to 3'],
  keywordInvalid: ['关键字格式不正确', '關鍵字格式不正確', 'The keyword is not valid'],
  keywordTooLong: [
    '关键字不能超过50个字符',
    '關鍵字不能超過50個字符',
    'The keyword is at most 50 characters',
  ],
  nameRequired: ['请输入名称', '請輸入名稱', 'Please enter the name'],
  nameTooLong: ['名称不能超过50个字符', '名稱不能超過50個字符', 'The name is at most 50 characters'],
  categoryRequired: ['请输入分组分类', '請輸入分組分類', 'Please enter the category'],
  categoryRule: [
    '分组分类以小写字母开头，只能包含小写字母、数字和下划线',
    '分組分類以小寫字母開頭，只能包含小寫字母、數字和下劃線',
    'A category starts with a lower-case letter and holds a–z, 0–9 and _ only',
  ],
  groupCodeRequired: ['请输入分组编码', '請輸入分組編碼', 'Please enter the group code'],
  groupCodeRule: [
    '分组编码以字母开头，只能包含字母、数字、下划线和横杠',
    '分組編碼以字母開頭，只能包含字母、數字、下劃線和橫槓',
    'A group code starts with a letter and holds letters, digits, _ and - only',
  ],
  groupNameRequired: ['请输入分组名称', '請輸入分組名稱', 'Please enter the group name'],
  groupNameTooLong: [
    '分组名称不能超过50个字符',
    '分組名稱不能超過50個字符',
    'The group name is at most 50 characters',
  ],
  regionsRequired: [
    '请选择分组包含的行政区划',
    '請選擇分組包含的行政區劃',
    'Please choose the regions the group covers',
  ],
  regionsTooMany: [
    '一个分组最多包含500个行政区划',
    '一個分組最多包含500個行政區劃',
    'A group covers at most 500 regions',
  ],
  regionsRepeated: ['行政区划不能重复', '行政區劃不能重複', 'A region can be chosen once only'],
  sortNotNumber: ['排序必须是数字', '排序必須是數字', 'The order is a number'],
  groupInvalid: ['分组不正确', '分組不正確', 'The group is not valid'],
  groupRequired: ['分组不能为空', '分組不能為空', 'Please choose a group'],
});

const M = REGION_MESSAGES;

const regionCode = text({ error: M.codeRequired })
  .trim()
  .regex(/^\d{6}$/, { error: M.codeRule });

const optionalText = (invalid: MessageRef, tooLong: MessageRef, max: number) =>
  text({ error: invalid })
    .trim()
    .max(max, { error: tooLong })
    .transform((v) => (v === '' ? null : v))
    .nullish();

/** `POST /rest/region/getregions`: the children of `code` (default the root). */
export const regionChildrenSchema = z.object({ code: regionCode.optional() }).default({});

export const regionPageQuerySchema = pageRequestSchema.extend({
  parentCode: regionCode.optional(),
  level: int4({ error: M.level })
    .min(1, { error: M.level })
    .max(REGION_MAX_LEVEL, { error: M.level })
    .optional(),
  /** Code prefix or name contains. */
  keyword: optionalText(M.keywordInvalid, M.keywordTooLong, 50),
});
export type RegionPageQuery = z.infer<typeof regionPageQuerySchema>;

export const regionUpdateSchema = z.object({
  code: regionCode,
  name: text({ error: M.nameRequired })
    .trim()
    .min(1, { error: M.nameRequired })
    .max(50, { error: M.nameTooLong }),
  /** The name's zh_TW and en_GB versions; absent: unchanged. */
  nameI18n: translationSchema(50, M.nameTooLong).optional(),
});
export type RegionUpdate = z.infer<typeof regionUpdateSchema>;

const groupCategory = text({ error: M.categoryRequired })
  .trim()
  .regex(/^[a-z][a-z0-9_]{0,31}$/, { error: M.categoryRule });

/** `POST /rest/region/getRegionGroups`: the groups of one category, e.g. 'office'. */
export const regionGroupsQuerySchema = z.object({ code: groupCategory });

const groupFields = z.object({
  category: groupCategory,
  groupCode: text({ error: M.groupCodeRequired })
    .trim()
    .regex(/^[A-Za-z][A-Za-z0-9_-]{0,31}$/, { error: M.groupCodeRule }),
  groupName: text({ error: M.groupNameRequired })
    .trim()
    .min(1, { error: M.groupNameRequired })
    .max(50, { error: M.groupNameTooLong }),
  regions: z
    .array(regionCode, { error: M.regionsRequired })
    .max(500, { error: M.regionsTooMany })
    .refine((codes) => new Set(codes).size === codes.length, { error: M.regionsRepeated }),
  sortNumber: optionalNumber(int4({ error: M.sortNotNumber }).min(0).max(99_999)),
});

const groupId = id4(M.groupInvalid, M.groupRequired);

export const regionGroupAddSchema = groupFields;
export type RegionGroupAdd = z.infer<typeof regionGroupAddSchema>;
export const regionGroupEditSchema = groupFields.partial().extend({ groupId });
export type RegionGroupEdit = z.infer<typeof regionGroupEditSchema>;
export const regionGroupIdSchema = z.object({ groupId });
export const regionGroupListSchema = z.object({ category: groupCategory.optional() }).default({});

/** One node of the cascader: value is the name shown, code the stored value. */
export interface RegionOption {
  value: string;
  /** The name's zh_TW and en_GB versions; the portal shows `value` where one is missing. */
  nameI18n: Translation;
  code: string;
  level: number;
  /** No children to load (a county, or the data holds none). */
  leaf: boolean;
}

export interface RegionView {
  code: string;
  /** The name in zh_CN (`value` repeats it). */
  name: string;
  value: string;
  /** The name's zh_TW and en_GB versions (translations.ts). */
  nameI18n: Translation;
  level: number;
  parentCode: string;
  updateBy: string | null;
  updateTime: string | null;
}

export interface RegionGroupOption {
  code: string;
  value: string;
  /** The region codes the group covers. */
  regions: string[];
}

export interface RegionGroupView {
  groupId: number;
  category: string;
  groupCode: string;
  groupName: string;
  sortNumber: number;
  regions: { code: string; name: string; nameI18n: Translation }[];
}
