import { z } from 'zod';
import {
  codeField,
  filterText,
  idField,
  idListField,
  idSetField,
  oneOf,
  optionalBody,
  optionalIdField,
  optionalInt,
  optionalPattern,
  optionalText,
  requiredText,
  sortNumberField,
} from './admin-fields';
import { USER_TYPES } from './auth';
import { defineMessages, type MessageRef } from './i18n';
import { pageRequestSchema } from './paging';
import type { PermissionNode } from './roles';
import { USER_MESSAGES, userAddSchema, userUpdateSchema } from './users';
import { MESSAGES, PATTERNS } from './validators';

/**
 * organType: dictionary organ_type (spec 001 §3: company, department, declaring unit, position),
 * and the recommending unit (推荐单位) a declaration names (docs/site.md "Recommending units").
 */
export const ORGAN_TYPES = ['company', 'department', 'unit', 'position', 'recommender'] as const;
export type OrganType = (typeof ORGAN_TYPES)[number];
export const ORGAN_TYPE_LABELS: Record<OrganType, MessageRef> = defineMessages('organType', {
  company: ['公司', '公司', 'Company'],
  department: ['部门', '部門', 'Department'],
  unit: ['申报单位', '申報單位', 'Declaring unit'],
  position: ['岗位', '崗位', 'Position'],
  recommender: ['推荐单位', '推薦單位', 'Recommending unit'],
});

export const ORGAN_MESSAGES = {
  ...defineMessages('organisations', {
    organIdRequired: ['请选择机构', '請選擇機構', 'Please choose an organisation'],
    parentRequired: ['请选择上级机构', '請選擇上級機構', 'Please choose the parent organisation'],
    parentMissing: [
      '上级机构不存在或已删除',
      '上級機構不存在或已刪除',
      'The parent does not exist or is deleted',
    ],
    organCodeRequired: ['请输入机构编码', '請輸入機構編碼', 'Please enter the code'],
    organCodeRule: [
      '机构编码为1至50位字母、数字、下划线或横线',
      '機構編碼為1至50位字母、數字、下劃線或橫線',
      'A code is 1 to 50 letters, digits, _ or -',
    ],
    organCodeTaken: ['该机构编码已存在', '該機構編碼已存在', 'The code is already taken'],
    organNameRequired: ['请输入机构名称', '請輸入機構名稱', 'Please enter the name'],
    organNameTooLong: [
      '机构名称不能超过100个字符',
      '機構名稱不能超過100個字符',
      'The name is at most 100 characters',
    ],
    organType: ['请选择正确的机构类型', '請選擇正確的機構類型', 'Please choose a valid organisation type'],
    useable: ['是否可用只能是0或1', '是否可用只能是0或1', 'In use is either 0 or 1'],
    grade: [
      '机构级别必须是0至99之间的整数',
      '機構級別必須是0至99之間的整數',
      'The grade is a whole number from 0 to 99',
    ],
    regionCode: ['行政区划代码为6位数字', '行政區劃代碼為6位數字', 'A region code is 6 digits'],
    notFound: [
      '机构不存在或无权访问',
      '機構不存在或無權訪問',
      'The organisation does not exist or is out of your reach',
    ],
    moveUnderSelf: [
      '不能将机构移动到其自身或下级机构之下',
      '不能將機構移動到其自身或下級機構之下',
      'An organisation cannot go under itself or below it',
    ],
    hasChildren: [
      '该机构下有 {count} 个下级机构，不能删除',
      '該機構下有 {count} 個下級機構，不能刪除',
      '{count} organisations lie below it: it cannot be deleted',
    ],
    hasUsers: [
      '该机构下有 {count} 个用户，不能删除',
      '該機構下有 {count} 個用戶，不能刪除',
      '{count} users belong to it: it cannot be deleted',
    ],
    rootDelete: ['根机构不能删除', '根機構不能刪除', 'The root organisation cannot be deleted'],
    parentDeleted: [
      '上级机构已删除，请先恢复上级机构',
      '上級機構已刪除，請先恢復上級機構',
      'The parent is deleted: restore it first',
    ],
    purgeChildren: [
      '该机构在回收站中还有下级机构，请先彻底删除下级机构',
      '該機構在回收站中還有下級機構，請先徹底刪除下級機構',
      'Organisations below it are still in the bin: delete them for good first',
    ],
    purgeReferenced: [
      '该机构仍被用户或其他数据引用，不能彻底删除',
      '該機構仍被用戶或其他數據引用，不能徹底刪除',
      'Users or other records still refer to it: it cannot be deleted for good',
    ],
    sortIds: [
      '请提供同一上级下的机构顺序',
      '請提供同一上級下的機構順序',
      'Please give the order of organisations under one parent',
    ],
    sortForeign: [
      '排序的机构必须都属于所选上级机构',
      '排序的機構必須都屬於所選上級機構',
      'Only siblings can be sorted together',
    ],
    userIds: ['请选择用户', '請選擇用戶', 'Please choose users'],
    keywordRequired: ['请输入机构名称或编码', '請輸入機構名稱或編碼', 'Please enter a name or code'],
    keywordTooLong: ['查询条件过长', '查詢條件過長', 'The search text is too long'],
    includeChildren: [
      '是否包含下级只能是true或false',
      '是否包含下級只能是true或false',
      'Include those below is either true or false',
    ],
    parentOutOfScope: [
      '无权在该机构下新增或移入机构',
      '無權在該機構下新增或移入機構',
      'You may not add or move organisations there',
    ],
    menuIds: ['请选择正确的菜单', '請選擇正確的菜單', 'Please choose valid menus'],
    menuMissing: ['所选菜单不存在', '所選菜單不存在', 'The chosen menu does not exist'],
    buttonIds: ['请选择正确的按钮', '請選擇正確的按鈕', 'Please choose valid buttons'],
    buttonMissing: ['所选按钮不存在', '所選按鈕不存在', 'The chosen button does not exist'],
    menuId: ['请选择菜单', '請選擇菜單', 'Please choose a menu'],
    ruleIds: ['请选择正确的数据规则', '請選擇正確的數據規則', 'Please choose valid data rules'],
    ruleForeign: [
      '所选数据规则不属于该菜单',
      '所選數據規則不屬於該菜單',
      'The chosen data rules do not belong to this menu',
    ],
    notUnit: [
      '只有申报单位类型的机构可以添加或修改申报用户',
      '只有申報單位類型的機構可以添加或修改申報用戶',
      'Only a declaring unit can have declarers added or edited',
    ],
    notDeclarer: [
      '该用户不是本机构的申报用户',
      '該用戶不是本機構的申報用戶',
      'This user is not a declarer of this organisation',
    ],
  }),
  /** The validators' own message (a ref of the 'validators' group). */
  mails: MESSAGES.email,
};

export const ORGAN_CODE_PATTERN = /^[A-Za-z0-9_-]{1,50}$/;

const organId = idField(ORGAN_MESSAGES.organIdRequired);
const organCode = codeField(
  ORGAN_CODE_PATTERN,
  ORGAN_MESSAGES.organCodeRequired,
  ORGAN_MESSAGES.organCodeRule,
);
const organName = requiredText(100, ORGAN_MESSAGES.organNameRequired, ORGAN_MESSAGES.organNameTooLong);

/** mails: one address or several separated by commas or semicolons. */
const MAILS_PATTERN = new RegExp(
  `^${PATTERNS.email.source.slice(1, -1)}(\\s*[,;，；]\\s*${PATTERNS.email.source.slice(1, -1)})*$`,
);

const optionalOrganFields = {
  organShortName: optionalText(50),
  organEnName: optionalText(200),
  organGrade: optionalInt(0, 99, ORGAN_MESSAGES.grade),
  organType: z.enum(ORGAN_TYPES, { error: ORGAN_MESSAGES.organType }).optional(),
  organSortNumber: sortNumberField,
  useable: oneOf([0, 1], ORGAN_MESSAGES.useable).optional(),
  master: optionalText(50),
  deputyPersons: optionalText(200),
  primaryPersons: optionalText(200),
  phone: optionalPattern(
    new RegExp(`${PATTERNS.mobile.source}|${PATTERNS.landline.source}`),
    MESSAGES.contact,
    20,
  ),
  fax: optionalPattern(PATTERNS.landline, MESSAGES.fax, 20),
  mails: optionalPattern(MAILS_PATTERN, MESSAGES.email, 500),
  organAddress: optionalText(200),
  organZipCode: optionalPattern(PATTERNS.postCode, MESSAGES.postCode, 6),
  regionCode: optionalPattern(/^\d{6}$/, ORGAN_MESSAGES.regionCode, 6),
  remarks: optionalText(500),
};

/** A new organisation; parentOrganId absent makes a new top-level organisation. */
export const organAddSchema = z.object({
  organCode,
  organName,
  parentOrganId: optionalIdField(ORGAN_MESSAGES.parentRequired),
  ...optionalOrganFields,
});
export type OrganAdd = z.infer<typeof organAddSchema>;

/** "Add sub-organisation": the same form, with the parent required. */
export const organAddSubSchema = organAddSchema.extend({
  parentOrganId: idField(ORGAN_MESSAGES.parentRequired),
});

/** An edit; a different parentOrganId moves the organisation with everything below it. */
export const organUpdateSchema = z.object({
  organId,
  organCode: organCode.optional(),
  organName: organName.optional(),
  parentOrganId: optionalIdField(ORGAN_MESSAGES.parentRequired),
  ...optionalOrganFields,
});
export type OrganUpdate = z.infer<typeof organUpdateSchema>;

export const organIdSchema = z.object({ organId });
export const organIdsSchema = z.object({ organIds: idListField(ORGAN_MESSAGES.organIdRequired) });

export const organTreeQuerySchema = optionalBody(
  z.object({
    organType: z.enum(ORGAN_TYPES, { error: ORGAN_MESSAGES.organType }).optional(),
    useable: oneOf([0, 1], ORGAN_MESSAGES.useable).optional(),
  }),
);

export const organSearchSchema = z.object({
  keyword: requiredText(50, ORGAN_MESSAGES.keywordRequired, ORGAN_MESSAGES.keywordTooLong),
});

/** Drag sort: the siblings under one parent in their new order. */
export const organSortSchema = z.object({
  parentOrganId: optionalIdField(ORGAN_MESSAGES.parentRequired),
  organIds: idListField(ORGAN_MESSAGES.sortIds, 1000),
});

export const organRecycleQuerySchema = pageRequestSchema.extend({ organName: filterText });

export const organUsersQuerySchema = pageRequestSchema.extend({
  organId,
  /** Also users of the organisations below (default true). */
  includeChildren: z.boolean({ error: ORGAN_MESSAGES.includeChildren }).default(true),
  realname: filterText,
  loginName: filterText,
  /** One kind of user only (the declarers of a unit). */
  userType: z.enum(USER_TYPES, { error: USER_MESSAGES.userType }).optional(),
});
export type OrganUsersQuery = z.infer<typeof organUsersQuerySchema>;

export const organUserRelationSchema = z.object({ organId, userIds: idListField(ORGAN_MESSAGES.userIds) });

export const checkOrganCodeSchema = z.object({
  organCode,
  organId: optionalIdField(ORGAN_MESSAGES.organIdRequired),
});

/** An organisation with every field of spec 001 §3. */
export interface OrganView {
  organId: number;
  organCode: string;
  organName: string;
  organShortName: string | null;
  organEnName: string | null;
  organGrade: number | null;
  organType: OrganType;
  organTypeName: string;
  parentOrganId: number | null;
  parentOrganIds: string;
  organSortNumber: number;
  useable: number;
  master: string | null;
  deputyPersons: string | null;
  primaryPersons: string | null;
  phone: string | null;
  fax: string | null;
  mails: string | null;
  organAddress: string | null;
  organZipCode: string | null;
  regionCode: string | null;
  remarks: string | null;
  delFlag: number;
  deletedAt: string | null;
  createBy: string | null;
  createTime: string;
  updateBy: string | null;
  updateTime: string | null;
}

export interface OrganNode extends OrganView {
  /** Tree widgets read key/title/value (001 §3 "Tree node"). */
  key: number;
  title: string;
  value: number;
  leaf: boolean;
  children: OrganNode[];
}

export interface OrganParentName {
  organId: number;
  parentOrganId: number | null;
  parentOrganName: string | null;
  /** Names from the top of the tree down to this organisation, '/'-joined. */
  fullName: string;
}

export interface OrganAdmin {
  userId: number;
  loginName: string;
  realname: string;
  orgId: number | null;
}

/** A node of `/rest/organ/treeOptions`: the organisation tree's fields a picker needs. */
export interface OrganOption {
  organId: number;
  organCode: string;
  organName: string;
  organType: OrganType;
  key: number;
  title: string;
  value: number;
  leaf: boolean;
  children: OrganOption[];
}

/** The menus and buttons an organisation may use; both empty means "not limited". */
export interface OrganPermission {
  organId: number;
  menuIds: number[];
  buttonIds: number[];
}

/** Replaces the organisation's grant; a button's menu and a menu's ancestors are added. */
export const organBindMenusSchema = z.object({
  organId,
  menuIds: idSetField(ORGAN_MESSAGES.menuIds, 5000),
  buttonIds: idSetField(ORGAN_MESSAGES.buttonIds, 5000),
});

/** The data rules of one menu that apply to the organisation's users. */
export const organDataRulesQuerySchema = z.object({ organId, menuId: idField(ORGAN_MESSAGES.menuId) });
export const organBindDataRulesSchema = organDataRulesQuerySchema.extend({
  ruleIds: idSetField(ORGAN_MESSAGES.ruleIds, 500),
});

/**
 * A declarer (client user) of a declaring unit: the users form without the
 * organisation and the type, which the call fixes.
 */
export const organDeclareUserAddSchema = userAddSchema
  .omit({ orgId: true, userType: true })
  .extend({ organId });
export type OrganDeclareUserAdd = z.infer<typeof organDeclareUserAddSchema>;

export const organDeclareUserUpdateSchema = userUpdateSchema
  .omit({ orgId: true, userType: true })
  .extend({ organId });
export type OrganDeclareUserUpdate = z.infer<typeof organDeclareUserUpdateSchema>;

/** The expert users of an organisation (and below), paged. */
export const organExpertUsersQuerySchema = organUsersQuerySchema.omit({ userType: true });

/** `/rest/organ/menus`: the tree to choose from, with the organisation's grant. */
export interface OrganMenus extends OrganPermission {
  tree: PermissionNode[];
}
