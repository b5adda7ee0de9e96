import { z } from 'zod';
import { choice, codeField, filterText, idField, optionalText, requiredText } from './admin-fields';
import { defineMessages } from './i18n';
import { pageRequestSchema } from './paging';
import { text } from './primitives';
import { type Translation, translationSchema } from './translations';

/**
 * Data groups (数据分组, spec 001 §7; docs/admin-catalogue-decisions.md "Data groups and
 * business modules"): a named set of regions, or of organisations, that a data rule's value
 * names as `#{group:<code>}`. A member stands with everything under it (a province with its
 * cities and counties, an organisation with its sub-organisations). A rule naming a group
 * that is empty or gone matches nothing: it fails closed.
 */
export const DATA_GROUP_PATHS = {
  page: '/rest/dataGroup/page',
  detail: '/rest/dataGroup/detail',
  add: '/rest/dataGroup/add',
  edit: '/rest/dataGroup/edit',
  delete: '/rest/dataGroup/delete',
} as const;

export const DATA_GROUP_KINDS = ['region', 'organisation'] as const;
export type DataGroupKind = (typeof DATA_GROUP_KINDS)[number];

/** A group's code: what a rule writes in `#{group:<code>}`. */
export const DATA_GROUP_CODE_PATTERN = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;

/** How a rule's value names a group (the whole part of the value). */
export const DATA_GROUP_VARIABLE = /^#\{group:([A-Za-z][A-Za-z0-9_-]{0,63})\}$/;
export const groupVariable = (code: string) => `#{group:${code}}`;

/** The most members a group holds (a rule's IN list stays a reasonable size). */
export const DATA_GROUP_MAX_MEMBERS = 500;

export const DATA_GROUP_KIND_NAMES = defineMessages('dataGroups.kind', {
  region: ['行政区划', '行政區劃', 'Regions'],
  organisation: ['组织机构', '組織機構', 'Organisations'],
});

export const DATA_GROUP_MESSAGES = defineMessages('dataGroups', {
  groupIdRequired: ['请选择数据分组', '請選擇數據分組', 'Please choose a data group'],
  codeRequired: ['请输入分组编码', '請輸入分組編碼', 'Please enter the group code'],
  codeRule: [
    '分组编码为1至64位字母、数字、下划线或连字符，以字母开头',
    '分組編碼為1至64位字母、數字、下劃線或連字符，以字母開頭',
    'A group code is 1 to 64 letters, digits, _ or -, starting with a letter',
  ],
  codeTaken: ['该分组编码已存在', '該分組編碼已存在', 'This group code is already used'],
  nameRequired: ['请输入分组名称', '請輸入分組名稱', 'Please enter the group name'],
  nameTooLong: ['分组名称最多50个字', '分組名稱最多 50 個字', 'A group name is at most 50 characters'],
  kind: ['请选择分组类型', '請選擇分組類型', 'Please choose what the group holds'],
  kindInvalid: [
    '分组类型只能是行政区划或组织机构',
    '分組類型只能是行政區劃或組織機構',
    'A group holds regions or organisations',
  ],
  membersRequired: ['请至少选择一个成员', '請至少選擇一個成員', 'Choose at least one member'],
  tooManyMembers: [
    '一个分组最多{max}个成员',
    '一個分組最多 {max} 個成員',
    'A group holds at most {max} members',
  ],
  regionCode: ['行政区划代码不正确', '行政區劃代碼不正確', 'A region code is not valid'],
  regionUnknown: ['行政区划{code}不存在', '行政區劃 {code} 不存在', 'There is no region {code}'],
  organId: ['请选择组织机构', '請選擇組織機構', 'Please choose an organisation'],
  organUnknown: [
    '组织机构{id}不存在或已删除',
    '組織機構 {id} 不存在或已刪除',
    'The organisation {id} does not exist or was deleted',
  ],
  notFound: ['数据分组不存在', '數據分組不存在', 'The data group does not exist'],
  usedByRules: [
    '数据权限规则“{rules}”引用了该分组（{variable}），请先修改这些规则',
    '數據權限規則「{rules}」引用了該分組（{variable}），請先修改這些規則',
    'The data rules {rules} name this group ({variable}): change them first',
  ],
});

const M = DATA_GROUP_MESSAGES;
const groupId = idField(M.groupIdRequired);

const regionCode = text({ error: M.regionCode })
  .trim()
  .regex(/^\d{6}$/, { error: M.regionCode });

const dataGroupFields = {
  groupCode: codeField(DATA_GROUP_CODE_PATTERN, M.codeRequired, M.codeRule),
  groupName: requiredText(50, M.nameRequired, M.nameTooLong),
  groupNameI18n: translationSchema(50, M.nameTooLong).optional(),
  kind: choice(DATA_GROUP_KINDS, M.kindInvalid, M.kind),
  /** The members of a region group: region codes (ignored for an organisation group). */
  regionCodes: z
    .array(regionCode, { error: M.regionCode })
    .max(DATA_GROUP_MAX_MEMBERS, { error: M.tooManyMembers({ max: DATA_GROUP_MAX_MEMBERS }) })
    .default([]),
  /** The members of an organisation group: organisation ids (ignored for a region group). */
  organIds: z
    .array(idField(M.organId), { error: M.organId })
    .max(DATA_GROUP_MAX_MEMBERS, { error: M.tooManyMembers({ max: DATA_GROUP_MAX_MEMBERS }) })
    .default([]),
  remark: optionalText(200),
};

const membersGiven = (
  v: { kind: DataGroupKind; regionCodes: string[]; organIds: number[] },
  ctx: z.RefinementCtx,
) => {
  const members = v.kind === 'region' ? v.regionCodes : v.organIds;
  if (members.length === 0) {
    ctx.addIssue({
      code: 'custom',
      path: [v.kind === 'region' ? 'regionCodes' : 'organIds'],
      message: M.membersRequired,
    });
  }
};

/** addDataGroup: a new group. */
export const dataGroupSaveSchema = z
  .strictObject({ groupId: groupId.optional(), ...dataGroupFields })
  .superRefine(membersGiven);
export type DataGroupSave = z.infer<typeof dataGroupSaveSchema>;

/** editDataGroup: that group, its members replaced. */
export const dataGroupEditSchema = z.strictObject({ groupId, ...dataGroupFields }).superRefine(membersGiven);

export const dataGroupIdSchema = z.strictObject({ groupId });

export const dataGroupPageQuerySchema = pageRequestSchema.extend({
  /** A word of the name or the code. */
  keyword: filterText,
  kind: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.enum(DATA_GROUP_KINDS, { error: M.kindInvalid }).optional(),
  ),
});
export type DataGroupPageQuery = z.infer<typeof dataGroupPageQuerySchema>;

/** A member as the page shows it: a region's code and name, or an organisation's id and name. */
export interface DataGroupMember {
  key: string;
  name: string;
  nameI18n: Translation;
}

export interface DataGroupView {
  groupId: number;
  groupCode: string;
  groupName: string;
  groupNameI18n: Translation;
  kind: DataGroupKind;
  remark: string | null;
  members: DataGroupMember[];
  /** What a data rule writes to name this group. */
  variable: string;
  createBy: string | null;
  createTime: string;
  updateBy: string | null;
  updateTime: string | null;
}
