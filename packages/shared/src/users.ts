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
import { EXPORT_MAX_ROWS } from './exports';
import { defineMessages, type MessageRef } from './i18n';
import { pageRequestSchema } from './paging';
import { PASSWORD_MESSAGES } from './password';
import { isoDate, text } from './primitives';
import type { Translation } from './translations';
import { MESSAGES, PATTERNS } from './validators';

/** The users area's messages; the specification gives only the shared validators' (spec 000 §5). */
export const USER_MESSAGES = defineMessages('users', {
  userIdRequired: ['请选择用户', '請選擇用戶', 'Please choose a user'],
  loginNameRequired: ['请输入登录名', '請輸入登錄名', 'Please enter the login name'],
  loginNameRule: [
    '登录名为3至32位字母、数字或 _ . @ - 符号',
    '登錄名為3至32位字母、數字或 _ . @ - 符號',
    'A login name is 3 to 32 letters, digits or _ . @ -',
  ],
  loginNameTaken: ['该登录名已被使用', '該登錄名已被使用', 'The login name is already taken'],
  realnameRequired: ['请输入姓名', '請輸入姓名', 'Please enter the name'],
  realnameTooLong: ['姓名不能超过50个字符', '姓名不能超過50個字符', 'The name is at most 50 characters'],
  phoneTaken: ['该手机号已被使用', '該手機號已被使用', 'The mobile number is already taken'],
  emailTaken: ['该邮箱已被使用', '該郵箱已被使用', 'The e-mail address is already taken'],
  workNoTaken: ['该工号已被使用', '該工號已被使用', 'The staff number is already taken'],
  userNoRule: [
    '用户编号为1至32位字母或数字',
    '用戶編號為1至32位字母或數字',
    'A user number is 1 to 32 letters or digits',
  ],
  userNoTaken: ['该用户编号已被使用', '該用戶編號已被使用', 'The user number is already taken'],
  sex: ['请选择正确的性别', '請選擇正確的性別', 'Please choose a valid sex'],
  userType: ['请选择正确的用户类型', '請選擇正確的用戶類型', 'Please choose a valid user type'],
  userIdentity: ['用户身份不正确', '用戶身份不正確', 'The user identity is not valid'],
  enableLogin: [
    '是否允许登录只能是true或false',
    '是否允許登錄只能是true或false',
    'Login allowed is either true or false',
  ],
  status: [
    '状态只能是正常(1)或冻结(2)',
    '狀態只能是正常(1)或凍結(2)',
    'The status is either normal (1) or frozen (2)',
  ],
  orgId: ['请选择正确的所属机构', '請選擇正確的所屬機構', 'Please choose a valid organisation'],
  orgMissing: [
    '所属机构不存在或已删除',
    '所屬機構不存在或已刪除',
    'The organisation does not exist or is deleted',
  ],
  orgOutOfScope: [
    '无权管理该机构的用户',
    '無權管理該機構的用戶',
    'You may not manage users of that organisation',
  ],
  birthday: [
    '出生日期格式应为YYYY-MM-DD',
    '出生日期格式應為YYYY-MM-DD',
    'The date of birth is written YYYY-MM-DD',
  ],
  roleIds: ['请选择正确的角色', '請選擇正確的角色', 'Please choose valid roles'],
  roleMissing: ['所选角色不存在', '所選角色不存在', 'A chosen role does not exist'],
  postIds: ['请选择正确的岗位', '請選擇正確的崗位', 'Please choose valid posts'],
  postMissing: ['所选岗位不存在', '所選崗位不存在', 'A chosen post does not exist'],
  passwordRequired: ['请输入密码', '請輸入密碼', 'Please enter the password'],
  notFound: [
    '用户不存在或无权访问',
    '用戶不存在或無權訪問',
    'The user does not exist or is out of your reach',
  ],
  /** The signed-in user's own row is gone (deleted since the session began). */
  gone: ['用户不存在', '用戶不存在', 'The user does not exist'],
  deleteSelf: ['不能删除当前登录的用户', '不能刪除當前登錄的用戶', 'You cannot delete yourself'],
  freezeSelf: ['不能冻结当前登录的用户', '不能凍結當前登錄的用戶', 'You cannot freeze yourself'],
  lastAdmin: [
    '至少需要保留一个可用的系统管理员账号',
    '至少需要保留一個可用的系統管理員賬號',
    'At least one active system administrator must remain',
  ],
  restoreOrgDeleted: [
    '用户所属机构已删除，请先恢复该机构',
    '用戶所屬機構已刪除，請先恢復該機構',
    "The user's organisation is deleted: restore it first",
  ],
  purgeReferenced: [
    '该用户仍被其他业务数据引用，不能彻底删除',
    '該用戶仍被其他業務數據引用，不能徹底刪除',
    'Other records still refer to the user: it cannot be deleted for good',
  ],
  exportTooMany: [
    '符合条件的用户有 {total} 条，超过单次导出上限 {max} 条，请缩小查询范围',
    '符合條件的用戶有 {total} 條，超過單次導出上限 {max} 條，請縮小查詢範圍',
    '{total} users match, more than the {max} one export allows: narrow the search',
  ],
  menuId: ['请选择菜单', '請選擇菜單', 'Please choose a menu'],
  deleted: ['删除成功', '刪除成功', 'Deleted'],
});

export const LOGIN_NAME_PATTERN = /^[A-Za-z0-9_.@-]{3,32}$/;
export const USER_NO_PATTERN = /^[A-Za-z0-9]{1,32}$/;

/** The Excel import and export limits. */
export const USER_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const USER_IMPORT_MAX_ROWS = 5000;
/** The export's row cap (issue 14 §5: exports stream, so the one cap of every list). */
export const USER_EXPORT_MAX_ROWS = EXPORT_MAX_ROWS;

/**
 * The Excel import's refusals: of the upload and the file (a 400 on the field `file`), and
 * of single rows (listed in the report, rendered in the importer's language).
 */
export const USER_IMPORT_MESSAGES = defineMessages('userImport', {
  fileRequired: [
    '请选择要导入的.xlsx文件',
    '請選擇要導入的.xlsx文件',
    'Please choose the .xlsx file to import',
  ],
  xlsxOnly: ['仅支持.xlsx格式的Excel文件', '僅支持.xlsx格式的Excel文件', 'Only .xlsx Excel files'],
  fileTooLarge: ['文件不能超过{mb}MB', '文件不能超過{mb}MB', 'The file is at most {mb} MB'],
  badUpload: [
    '上传内容不正确，请只选择一个.xlsx文件',
    '上傳內容不正確，請只選擇一個.xlsx文件',
    'The upload is not valid: choose a single .xlsx file',
  ],
  notXlsx: [
    '文件不是有效的.xlsx格式Excel文件',
    '文件不是有效的.xlsx格式Excel文件',
    'The file is not a valid .xlsx file',
  ],
  tooManyEntries: [
    '文件结构异常（超过{max}个部件），请使用导入模板',
    '文件結構異常（超過{max}個部件），請使用導入模板',
    'The file has an odd structure (more than {max} parts): use the template',
  ],
  tooLarge: [
    '文件解压后超过{mb}MB，请分批导入',
    '文件解壓後超過{mb}MB，請分批導入',
    'The file unpacks to more than {mb} MB: import it in parts',
  ],
  tooComplex: [
    '文件内容过大，请分批导入',
    '文件內容過大，請分批導入',
    'The file holds too much: import it in parts',
  ],
  tooManyRows: [
    `单次最多导入${USER_IMPORT_MAX_ROWS}条，请分批导入`,
    `單次最多導入${USER_IMPORT_MAX_ROWS}條，請分批導入`,
    `At most ${USER_IMPORT_MAX_ROWS} rows at a time: import in parts`,
  ],
  unreadable: [
    '无法读取该Excel文件，请使用导入模板',
    '無法讀取該Excel文件，請使用導入模板',
    'The file cannot be read: use the template',
  ],
  noSheet: ['导入文件中没有工作表', '導入文件中沒有工作表', 'The file holds no worksheet'],
  missingColumns: [
    '导入模板不正确：缺少“{columns}”列',
    '導入模板不正確：缺少“{columns}”列',
    'The template is not right: the columns “{columns}” are missing',
  ],
  noRows: ['导入文件中没有数据', '導入文件中沒有數據', 'The file holds no rows'],
  orgCodeRequired: ['请填写所属机构编码', '請填寫所屬機構編碼', 'Please fill in the organisation code'],
  orgCodeUnknown: [
    '所属机构编码不存在：{code}',
    '所屬機構編碼不存在：{code}',
    'No organisation has the code {code}',
  ],
  orgOutOfScope: [
    '无权向该机构导入用户：{code}',
    '無權向該機構導入用戶：{code}',
    'You may not import users into {code}',
  ],
  loginNameRepeated: ['登录名与第{row}行重复', '登錄名與第{row}行重複', 'The login name repeats row {row}'],
  phoneRepeated: ['手机号与第{row}行重复', '手機號與第{row}行重複', 'The mobile number repeats row {row}'],
  emailRepeated: ['邮箱与第{row}行重复', '郵箱與第{row}行重複', 'The e-mail address repeats row {row}'],
  workNoRepeated: ['工号与第{row}行重复', '工號與第{row}行重複', 'The staff number repeats row {row}'],
});

export const USER_TYPE_LABELS: Record<UserType, MessageRef> = defineMessages('userType', {
  staff: ['工作人员', '工作人員', 'Staff'],
  declarer: ['申报用户', '申報用戶', 'Declarer'],
  expert: ['评审专家', '評審專家', 'Expert'],
  recommender: ['推荐单位用户', '推薦單位用戶', 'Recommending unit'],
  person: ['个人用户', '個人用戶', 'Individual'],
});

/** sex: 1 male, 2 female (dictionary sex). */
export const SEX_NAMES: Readonly<Record<number, MessageRef>> = defineMessages('sex', {
  1: ['男', '男', 'Male'],
  2: ['女', '女', 'Female'],
});

/** status: 1 active, 2 frozen (dictionary user_status). */
export const USER_STATUS_NAMES: Readonly<Record<number, MessageRef>> = defineMessages('userStatus', {
  1: ['正常', '正常', 'Active'],
  2: ['冻结', '凍結', 'Frozen'],
});

/**
 * The words of the users' spreadsheets (export, import template), in the language of whoever
 * asks; an import reads the column names and labels of any of the three languages.
 */
export const USER_FILE_MESSAGES = defineMessages('userFile', {
  exportSheet: ['用户列表', '用戶列表', 'Users'],
  exportFile: ['用户列表.xlsx', '用戶列表.xlsx', 'users.xlsx'],
  templateSheet: ['用户导入', '用戶導入', 'User import'],
  reportFile: ['用户导入结果.xlsx', '用戶導入結果.xlsx', 'user-import-result.xlsx'],
  reportSheet: ['导入结果', '導入結果', 'Import result'],
  reportRow: ['行号', '行號', 'Row'],
  reportResult: ['结果', '結果', 'Result'],
  reportReasons: ['原因', '原因', 'Reasons'],
  rowImported: ['已导入', '已導入', 'Imported'],
  rowRefused: ['未导入', '未導入', 'Refused'],
  templateFile: ['用户导入模板.xlsx', '用戶導入模板.xlsx', 'user-import-template.xlsx'],
  helpSheet: ['填写说明', '填寫說明', 'How to fill in'],
  helpColumn: ['说明', '說明', 'Notes'],
  help1: [
    '带 * 的列必须填写；第一行为表头，请勿修改表头文字。',
    '帶 * 的列必須填寫；第一行為表頭，請勿修改表頭文字。',
    'Columns marked * are required; the first row is the header: do not change its words.',
  ],
  help2: [
    '登录名：3至32位字母、数字或 _ . @ - 符号，不区分大小写且不能与已有用户重复。',
    '登錄名：3至32位字母、數字或 _ . @ - 符號，不區分大小寫且不能與已有用戶重複。',
    'Login name: 3 to 32 letters, digits or _ . @ -, not case-sensitive, and not taken by another user.',
  ],
  help3: [
    '手机号、邮箱、工号不能与已有用户重复；手机号为11位、以1开头。',
    '手機號、郵箱、工號不能與已有用戶重複；手機號為11位、以1開頭。',
    'Mobile number, e-mail and staff number must not be taken by another user; a mobile number is 11 digits starting with 1.',
  ],
  help4: [
    '所属机构编码：填写机构管理中的机构编码；只能导入到您有权管理的机构。',
    '所屬機構編碼：填寫機構管理中的機構編碼；只能導入到您有權管理的機構。',
    'Organisation code: the code shown in the organisations page; only organisations you manage are accepted.',
  ],
  help5: [
    '所有导入的用户使用导入时填写的同一个初始密码，请提醒用户登录后修改。',
    '所有導入的用戶使用導入時填寫的同一個初始密碼，請提醒用戶登錄後修改。',
    'Every imported user gets the one initial password given with the import: remind them to change it.',
  ],
  help6: [
    '单次最多导入 {max} 条，文件不超过 5MB。校验未通过的行不会导入，其余行一次性导入。',
    '單次最多導入 {max} 條，文件不超過 5MB。校驗未通過的行不會導入，其餘行一次性導入。',
    'At most {max} rows and 5 MB at a time. Rows that fail the checks are left out; the others are imported together.',
  ],
  columnHint: ['{column}（{hint}）', '{column}（{hint}）', '{column} ({hint})'],
  listSeparator: ['、', '、', ', '],
  userNo: ['用户编号', '用戶編號', 'User no.'],
  loginName: ['登录名', '登錄名', 'Login name'],
  realname: ['姓名', '姓名', 'Name'],
  sex: ['性别', '性別', 'Sex'],
  phone: ['手机号', '手機號', 'Mobile'],
  email: ['邮箱', '郵箱', 'E-mail'],
  workNo: ['工号', '工號', 'Staff no.'],
  orgCode: ['所属机构编码', '所屬機構編碼', 'Organisation code'],
  orgName: ['所属机构', '所屬機構', 'Organisation'],
  userType: ['用户类型', '用戶類型', 'User type'],
  status: ['状态', '狀態', 'Status'],
  createTime: ['创建时间', '創建時間', 'Created'],
  birthday: ['出生日期', '出生日期', 'Date of birth'],
  remarks: ['备注', '備註', 'Remarks'],
});

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
  userIdentity: optionalInt(0, 99, USER_MESSAGES.userIdentity),
  enableLogin: z.boolean({ error: USER_MESSAGES.enableLogin }).optional(),
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

/**
 * The user-by-ids call of integrations (spec 000 §7, `userIds` → `sysUserList`, `token`):
 * ids as a list or, as the specification's other `userIds` fields hold them, comma-separated.
 */
export const USERS_BY_IDS_PATH = '/rest/user/queryByIds';
export const usersByIdsSchema = z.object({
  userIds: z.preprocess(
    (v) =>
      typeof v === 'string' && /^\s*\d+(\s*,\s*\d+)*\s*$/.test(v) && v.length <= 2000
        ? v.split(',').map((id) => Number(id.trim()))
        : v,
    idListField(USER_MESSAGES.userIdRequired),
  ),
});

/** The users found (in the order asked, unknown and out-of-scope ids left out) and the caller's token. */
export interface UsersByIdsAnswer {
  sysUserList: UserView[];
  token: string;
}

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
  /** roleName in zh_TW and en_GB; a missing version shows roleName. */
  roleNameI18n: Translation;
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
  /**
   * The import's result kept as a file among the importer's exports ("my exports"), so that it
   * can be found after leaving the page; absent when it could not be kept.
   */
  resultExportId?: number;
}

export interface CheckResult {
  valid: true;
  message: string;
}
