import { z } from 'zod';
import {
  filterInt,
  filterOneOf,
  filterText,
  idField,
  idListField,
  idSetField,
  oneOf,
  optionalIdField,
  optionalInt,
  optionalPattern,
  optionalText,
  requiredText,
} from './admin-fields';
import { USER_STATUS, USER_TYPES, type UserType } from './auth';
import { pageRequestSchema } from './paging';
import { PASSWORD_MESSAGES } from './password';
import { isoDate, text } from './primitives';
import { MESSAGES, PATTERNS } from './validators';

/** The users area's messages; the specification gives only the shared validators' (spec 000 §5). */
export const USER_MESSAGES = {
  userIdRequired: '请选择用户',
  loginNameRequired: '请输入登录名',
  loginNameRule: '登录名为3至32位字母、数字或 _ . @ - 符号',
  loginNameTaken: '该登录名已被使用',
  realnameRequired: '请输入姓名',
  realnameTooLong: '姓名不能超过50个字符',
  phoneTaken: '该手机号已被使用',
  emailTaken: '该邮箱已被使用',
  workNoTaken: '该工号已被使用',
  userNoRule: '用户编号为1至32位字母或数字',
  userNoTaken: '该用户编号已被使用',
  sex: '请选择正确的性别',
  userType: '请选择正确的用户类型',
  status: '状态只能是正常(1)或冻结(2)',
  orgId: '请选择正确的所属机构',
  orgMissing: '所属机构不存在或已删除',
  birthday: '出生日期格式应为YYYY-MM-DD',
  roleIds: '请选择正确的角色',
  roleMissing: '所选角色不存在',
  postIds: '请选择正确的岗位',
  postMissing: '所选岗位不存在',
  passwordRequired: '请输入密码',
  notFound: '用户不存在或无权访问',
  deleteSelf: '不能删除当前登录的用户',
  freezeSelf: '不能冻结当前登录的用户',
  restoreOrgDeleted: '用户所属机构已删除，请先恢复该机构',
  menuId: '请选择菜单',
  deleted: '删除成功',
} as const;

export const LOGIN_NAME_PATTERN = /^[A-Za-z0-9_.@-]{3,32}$/;
export const USER_NO_PATTERN = /^[A-Za-z0-9]{1,32}$/;

/** The Excel import and export limits. */
export const USER_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const USER_IMPORT_MAX_ROWS = 5000;
export const USER_EXPORT_MAX_ROWS = 50_000;

export const USER_TYPE_LABELS: Record<UserType, string> = {
  staff: '工作人员',
  declarer: '申报用户',
  expert: '评审专家',
};

const userId = idField(USER_MESSAGES.userIdRequired);

export const loginNameField = text({ error: USER_MESSAGES.loginNameRequired })
  .trim()
  .min(1, { error: USER_MESSAGES.loginNameRequired, abort: true })
  .regex(LOGIN_NAME_PATTERN, { error: USER_MESSAGES.loginNameRule });

/** A password an administrator sets (new user, reset, import): the shared rule of spec 000 §5. */
export const adminPasswordField = text({ error: USER_MESSAGES.passwordRequired })
  .min(1, { error: USER_MESSAGES.passwordRequired, abort: true })
  .max(128, { error: PASSWORD_MESSAGES.newRule })
  .regex(PATTERNS.password, { error: PASSWORD_MESSAGES.newRule });

/** The editable fields of a user, without the identity (login name, real name) and the password. */
const profileFields = {
  nickname: optionalText(50),
  avatar: optionalText(500),
  birthday: z.preprocess((v) => (v === '' ? null : v), isoDate(USER_MESSAGES.birthday).nullable()).optional(),
  sex: optionalInt(1, 2, USER_MESSAGES.sex),
  email: optionalPattern(PATTERNS.email, MESSAGES.email),
  phone: optionalPattern(PATTERNS.mobile, MESSAGES.mobile, 11),
  telephone: optionalPattern(PATTERNS.landline, MESSAGES.landline, 20),
  workNo: optionalText(32),
  post: optionalText(50),
  orgId: optionalIdField(USER_MESSAGES.orgId),
  userType: z.enum(USER_TYPES, { error: USER_MESSAGES.userType }).optional(),
  userIdentity: optionalInt(0, 99, '用户身份不正确'),
  enableLogin: z.boolean({ error: '是否允许登录只能是true或false' }).optional(),
  /** 1 normal, 2 frozen: the form saves it with the rest (freezing also needs USER_FREEZE). */
  status: oneOf([USER_STATUS.normal, USER_STATUS.frozen], USER_MESSAGES.status).optional(),
  remarks: optionalText(500),
  /** When present, replaces the user's roles. */
  roleIds: idSetField(USER_MESSAGES.roleIds, 50).optional(),
  /** When present, replaces the user's posts. */
  postIds: idSetField(USER_MESSAGES.postIds, 50).optional(),
};

export const userAddSchema = z.object({
  loginName: loginNameField,
  realname: requiredText(50, USER_MESSAGES.realnameRequired, USER_MESSAGES.realnameTooLong),
  /** From the "generate user id" call; generated when absent. */
  userNo: optionalPattern(USER_NO_PATTERN, USER_MESSAGES.userNoRule, 32),
  password: adminPasswordField,
  ...profileFields,
});
export type UserAdd = z.infer<typeof userAddSchema>;

/** An edit: absent fields are left as they are, null or '' clears an optional one. */
export const userUpdateSchema = z.object({
  userId,
  loginName: loginNameField.optional(),
  realname: requiredText(50, USER_MESSAGES.realnameRequired, USER_MESSAGES.realnameTooLong).optional(),
  ...profileFields,
});
export type UserUpdate = z.infer<typeof userUpdateSchema>;

/** The filters of the users page and of the Excel export. */
export const userFilterSchema = z.object({
  /** Part of the real name. */
  realname: filterText,
  /** Part of the login name, any case. */
  loginName: filterText,
  /** The first digits of the mobile number. */
  phone: filterText,
  /** This organisation and every one below it. */
  orgId: filterInt(USER_MESSAGES.orgId),
  status: filterOneOf([USER_STATUS.normal, USER_STATUS.frozen], USER_MESSAGES.status),
  userType: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(USER_TYPES, { error: USER_MESSAGES.userType }).optional(),
  ),
});
export type UserFilter = z.infer<typeof userFilterSchema>;

export const userPageQuerySchema = pageRequestSchema.extend(userFilterSchema.shape);
export type UserPageQuery = z.infer<typeof userPageQuerySchema>;

export const recyclePageQuerySchema = pageRequestSchema.extend({
  realname: filterText,
  loginName: filterText,
});
export type RecyclePageQuery = z.infer<typeof recyclePageQuerySchema>;

export const userIdSchema = z.object({ userId });
export const userIdsSchema = z.object({ userIds: idListField(USER_MESSAGES.userIdRequired) });

export const userFreezeSchema = z.object({
  userIds: idListField(USER_MESSAGES.userIdRequired),
  /** 2 freezes, 1 unfreezes. */
  status: oneOf([USER_STATUS.normal, USER_STATUS.frozen], USER_MESSAGES.status),
});

export const userResetPasswordSchema = z.object({ userId, password: adminPasswordField });

export const userBindRolesSchema = z.object({ userId, roleIds: idSetField(USER_MESSAGES.roleIds, 50) });

export const userMenuButtonsSchema = z.object({ menuId: idField(USER_MESSAGES.menuId) });

/** The add/edit form's live checks: the value, and the user being edited (excluded). */
export const checkLoginNameSchema = z.object({
  loginName: loginNameField,
  userId: optionalIdField(USER_MESSAGES.userIdRequired),
});
export const checkPhoneSchema = z.object({
  phone: text({ error: MESSAGES.mobile }).trim().regex(PATTERNS.mobile, { error: MESSAGES.mobile }),
  userId: optionalIdField(USER_MESSAGES.userIdRequired),
});
export const checkEmailSchema = z.object({
  email: text({ error: MESSAGES.email }).trim().max(100, { error: MESSAGES.email }).regex(PATTERNS.email, {
    error: MESSAGES.email,
  }),
  userId: optionalIdField(USER_MESSAGES.userIdRequired),
});

export interface RoleRef {
  roleId: number;
  roleCode: string;
  roleName: string;
}

export interface PostRef {
  postId: number;
  postCode: string;
  postName: string;
}

/** A user as lists show it (spec 000 §3 / 001 §3 "User info"); never any secret. */
export interface UserView {
  userId: number;
  id: number;
  userNo: string;
  loginName: string;
  username: string;
  realname: string;
  nickname: string | null;
  avatar: string | null;
  birthday: string | null;
  sex: number | null;
  email: string | null;
  phone: string | null;
  telephone: string | null;
  workNo: string | null;
  post: string | null;
  orgId: number | null;
  orgCode: string | null;
  orgName: string | null;
  departIds: string;
  userType: UserType;
  userIdentity: number | null;
  status: number;
  enableLogin: boolean;
  delFlag: number;
  remarks: string | null;
  activitiSync: number;
  thirdId: string | null;
  thirdType: string | null;
  createBy: string | null;
  createTime: string;
  updateBy: string | null;
  updateTime: string | null;
  lastLoginTime: string | null;
  deletedAt: string | null;
}

export interface UserDetail extends UserView {
  roles: RoleRef[];
  roleIds: number[];
  posts: PostRef[];
  postIds: number[];
}

/** What an import answers: the rows created, and each refused row with its reasons. */
export interface UserImportReport {
  totalRows: number;
  createdCount: number;
  failedCount: number;
  failures: { row: number; loginName: string | null; errors: string[] }[];
}

export interface CheckResult {
  valid: true;
  message: string;
}
