import type { UserType } from '@awards/shared/auth';
import { USER_TYPE_LABELS } from '@awards/shared/users';

/**
 * The spreadsheet columns of the users area. Export and import share header texts,
 * so an exported file can be edited and imported again (new login names only);
 * a header may carry '*' (required) or a hint in brackets: '性别（男/女）'.
 */
export const IMPORT_COLUMNS = [
  { key: 'loginName', header: '登录名', required: true, width: 18 },
  { key: 'realname', header: '姓名', required: true, width: 12 },
  { key: 'phone', header: '手机号', width: 14 },
  { key: 'email', header: '邮箱', width: 26 },
  { key: 'sex', header: '性别', hint: '男/女', width: 10 },
  { key: 'workNo', header: '工号', width: 12 },
  { key: 'orgCode', header: '所属机构编码', width: 16 },
  { key: 'userType', header: '用户类型', hint: '工作人员/申报用户/评审专家', width: 26 },
  { key: 'birthday', header: '出生日期', hint: 'YYYY-MM-DD', width: 18 },
  { key: 'remarks', header: '备注', width: 30 },
] as const;

export type ImportKey = (typeof IMPORT_COLUMNS)[number]['key'];

export const EXPORT_COLUMNS = [
  { key: 'userNo', header: '用户编号', width: 12 },
  { key: 'loginName', header: '登录名', width: 18 },
  { key: 'realname', header: '姓名', width: 12 },
  { key: 'sex', header: '性别', width: 6 },
  { key: 'phone', header: '手机号', width: 14 },
  { key: 'email', header: '邮箱', width: 26 },
  { key: 'workNo', header: '工号', width: 12 },
  { key: 'orgCode', header: '所属机构编码', width: 16 },
  { key: 'orgName', header: '所属机构', width: 28 },
  { key: 'userType', header: '用户类型', width: 10 },
  { key: 'status', header: '状态', width: 8 },
  { key: 'createTime', header: '创建时间', width: 20 },
] as const;

export const SEX_LABELS: Record<number, string> = { 1: '男', 2: '女' };
export const STATUS_LABELS: Record<number, string> = { 1: '正常', 2: '冻结' };

/** '性别（男/女）*' and ' 性别 ' both name the sex column. */
export const normaliseHeader = (text: string): string =>
  text
    .replace(/[（(][^）)]*[）)]/g, '')
    .replace(/[*\s]/g, '')
    .trim();

/** Reads '男'/'女' or '1'/'2'; anything else is passed on for the schema to refuse. */
export function parseSex(text: string): number | string | null {
  if (text === '') return null;
  const byLabel = Object.entries(SEX_LABELS).find(([, label]) => label === text);
  return byLabel ? Number(byLabel[0]) : text;
}

/** Reads a label ('申报用户') or a code ('declarer'); blank means the default, staff. */
export function parseUserType(text: string): string | undefined {
  if (text === '') return undefined;
  const byLabel = Object.entries(USER_TYPE_LABELS).find(([, label]) => label === text);
  return byLabel ? (byLabel[0] as UserType) : text;
}
