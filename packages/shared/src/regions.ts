import { z } from 'zod';
import { pageRequestSchema } from './paging';
import { id4, int4, optionalNumber, text } from './primitives';

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

const regionCode = text({ error: '请输入行政区划代码' })
  .trim()
  .regex(/^\d{6}$/, { error: '行政区划代码为6位数字' });

const optionalText = (label: string, max: number) =>
  text({ error: `${label}格式不正确` })
    .trim()
    .max(max, { error: `${label}不能超过${max}个字符` })
    .transform((v) => (v === '' ? null : v))
    .nullish();

export const REGION_MESSAGES = {
  notFound: '行政区划不存在',
  unknownRegions: '包含不存在的行政区划',
  groupCodeTaken: '该分类下已有相同的分组编码',
  groupNotFound: '区域分组不存在',
} as const;

/** `POST /rest/region/getregions`: the children of `code` (default the root). */
export const regionChildrenSchema = z.object({ code: regionCode.optional() }).default({});

export const regionPageQuerySchema = pageRequestSchema.extend({
  parentCode: regionCode.optional(),
  level: int4({ error: '级别为1-3' })
    .min(1, { error: '级别为1-3' })
    .max(REGION_MAX_LEVEL, { error: '级别为1-3' })
    .optional(),
  /** Code prefix or name contains. */
  keyword: optionalText('关键字', 50),
});
export type RegionPageQuery = z.infer<typeof regionPageQuerySchema>;

export const regionUpdateSchema = z.object({
  code: regionCode,
  name: text({ error: '请输入名称' })
    .trim()
    .min(1, { error: '请输入名称' })
    .max(50, { error: '名称不能超过50个字符' }),
});

const groupCategory = text({ error: '请输入分组分类' })
  .trim()
  .regex(/^[a-z][a-z0-9_]{0,31}$/, { error: '分组分类以小写字母开头，只能包含小写字母、数字和下划线' });

/** `POST /rest/region/getRegionGroups`: the groups of one category, e.g. 'office'. */
export const regionGroupsQuerySchema = z.object({ code: groupCategory });

const groupFields = z.object({
  category: groupCategory,
  groupCode: text({ error: '请输入分组编码' })
    .trim()
    .regex(/^[A-Za-z][A-Za-z0-9_-]{0,31}$/, {
      error: '分组编码以字母开头，只能包含字母、数字、下划线和横杠',
    }),
  groupName: text({ error: '请输入分组名称' })
    .trim()
    .min(1, { error: '请输入分组名称' })
    .max(50, { error: '分组名称不能超过50个字符' }),
  regions: z
    .array(regionCode, { error: '请选择分组包含的行政区划' })
    .max(500, { error: '一个分组最多包含500个行政区划' })
    .refine((codes) => new Set(codes).size === codes.length, { error: '行政区划不能重复' }),
  sortNumber: optionalNumber(int4({ error: '排序必须是数字' }).min(0).max(99_999)),
});

const groupId = id4('分组不正确', '分组不能为空');

export const regionGroupAddSchema = groupFields;
export type RegionGroupAdd = z.infer<typeof regionGroupAddSchema>;
export const regionGroupEditSchema = groupFields.partial().extend({ groupId });
export type RegionGroupEdit = z.infer<typeof regionGroupEditSchema>;
export const regionGroupIdSchema = z.object({ groupId });
export const regionGroupListSchema = z.object({ category: groupCategory.optional() }).default({});

/** One node of the cascader: value is the name shown, code the stored value. */
export interface RegionOption {
  value: string;
  code: string;
  level: number;
  /** No children to load (a county, or the data holds none). */
  leaf: boolean;
}

export interface RegionView {
  code: string;
  name: string;
  value: string;
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
  regions: { code: string; name: string }[];
}
