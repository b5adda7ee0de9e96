import { z } from 'zod';
import { defineMessages, type MessageRef } from './i18n';
import { pageRequestSchema } from './paging';
import { id4, int4, optionalNumber, text } from './primitives';

/** Applications (spec 001 §3 "App"): every menu belongs to one. */

export const APP_MESSAGES = defineMessages('apps', {
  codeTaken: ['应用编码已存在', '應用編碼已存在', 'The app code is already taken'],
  hasMenus: [
    '该应用下还有菜单，不能删除',
    '該應用下還有菜單，不能刪除',
    'The app still owns menus and cannot be deleted',
  ],
  hasDictionaries: [
    '该应用下还有字典，不能删除',
    '該應用下還有字典，不能刪除',
    'The app still owns dictionaries and cannot be deleted',
  ],
  notFound: ['应用不存在', '應用不存在', 'The app does not exist'],
  hasMenusOf: [
    '该应用下还有菜单，不能删除：{name}',
    '該應用下還有菜單，不能刪除：{name}',
    'The app still owns menus and cannot be deleted: {name}',
  ],
  hasDictionariesOf: [
    '该应用下还有字典，不能删除：{name}',
    '該應用下還有字典，不能刪除：{name}',
    'The app still owns dictionaries and cannot be deleted: {name}',
  ],
  /** The portal's init call names no app (portalCode). */
  portalCodeRequired: ['应用编码不能为空', '應用編碼不能為空', 'Please give the app code'],
  // The fields of the form and the queries.
  appInvalid: ['应用不正确', '應用不正確', 'The app is not valid'],
  appRequired: ['应用不能为空', '應用不能為空', 'Please choose an app'],
  status: ['应用状态只能是 0 或 1', '應用狀態只能是 0 或 1', 'The app status is 0 or 1'],
  nameRequired: ['请输入应用名称', '請輸入應用名稱', 'Please enter the app name'],
  nameTooLong: [
    '应用名称不能超过50个字符',
    '應用名稱不能超過50個字符',
    'The app name is at most 50 characters',
  ],
  nameInvalid: ['应用名称格式不正确', '應用名稱格式不正確', 'The app name is not valid'],
  shortNameInvalid: ['应用简称格式不正确', '應用簡稱格式不正確', 'The short name is not valid'],
  shortNameTooLong: [
    '应用简称不能超过20个字符',
    '應用簡稱不能超過20個字符',
    'The short name is at most 20 characters',
  ],
  iconInvalid: ['应用图标格式不正确', '應用圖標格式不正確', 'The app icon is not valid'],
  iconTooLong: [
    '应用图标不能超过64个字符',
    '應用圖標不能超過64個字符',
    'The app icon is at most 64 characters',
  ],
  deployIpInvalid: ['部署地址格式不正确', '部署地址格式不正確', 'The host is not valid'],
  deployIpRule: [
    '部署地址必须是IP地址或主机名',
    '部署地址必須是IP地址或主機名',
    'The host is an IP address or a host name',
  ],
  portNotNumber: ['端口必须是数字', '端口必須是數字', 'The port is a number'],
  portRange: ['端口范围为1-65535', '端口範圍為1-65535', 'The port is between 1 and 65535'],
  visitUrlInvalid: ['访问地址格式不正确', '訪問地址格式不正確', 'The address is not valid'],
  visitUrlTooLong: [
    '访问地址不能超过500个字符',
    '訪問地址不能超過500個字符',
    'The address is at most 500 characters',
  ],
  visitUrlRule: [
    '访问地址必须以 http(s):// 或 / 开头',
    '訪問地址必須以 http(s):// 或 / 開頭',
    'The address starts with http://, https:// or /',
  ],
  sortNotNumber: ['排序必须是数字', '排序必須是數字', 'The order is a number'],
  codeRequired: ['请输入应用编码', '請輸入應用編碼', 'Please enter the app code'],
  codeRule: [
    '应用编码以小写字母开头，2-32位小写字母、数字、下划线或横杠',
    '應用編碼以小寫字母開頭，2-32位小寫字母、數字、下劃線或橫槓',
    'An app code starts with a lower-case letter: 2 to 32 of a–z, 0–9, _ and -',
  ],
  codeInvalid: ['应用编码格式不正确', '應用編碼格式不正確', 'The app code is not valid'],
  codeTooLong: [
    '应用编码不能超过32个字符',
    '應用編碼不能超過32個字符',
    'The app code is at most 32 characters',
  ],
  deleteNone: ['请选择要删除的应用', '請選擇要刪除的應用', 'Please choose the apps to delete'],
  deleteTooMany: [
    '一次最多删除100个应用',
    '一次最多刪除100個應用',
    'At most 100 apps can be deleted at once',
  ],
});

const M = APP_MESSAGES;

const appId = id4(M.appInvalid, M.appRequired);

const optionalText = (invalid: MessageRef, tooLong: MessageRef, max: number) =>
  text({ error: invalid })
    .trim()
    .max(max, { error: tooLong })
    .transform((v) => (v === '' ? null : v))
    .nullish();

/** 1 enabled, 0 disabled: dictionary app_status */
const appStatus = z.union([z.literal(0), z.literal(1)], { error: M.status });

const appFields = z.object({
  appName: text({ error: M.nameRequired })
    .trim()
    .min(1, { error: M.nameRequired })
    .max(50, { error: M.nameTooLong }),
  appShortName: optionalText(M.shortNameInvalid, M.shortNameTooLong, 20),
  appIcon: optionalText(M.iconInvalid, M.iconTooLong, 64),
  appStatus: appStatus.optional(),
  deployIp: text({ error: M.deployIpInvalid })
    .trim()
    .max(253)
    .refine(
      (v) =>
        v === '' ||
        /^(\d{1,3}(\.\d{1,3}){3}|[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9-]+)*)$/.test(v),
      { error: M.deployIpRule },
    )
    .transform((v) => (v === '' ? null : v))
    .nullish(),
  deployPort: int4({ error: M.portNotNumber })
    .min(1, { error: M.portRange })
    .max(65535, { error: M.portRange })
    .nullish(),
  visitUrl: text({ error: M.visitUrlInvalid })
    .trim()
    .max(500, { error: M.visitUrlTooLong })
    .refine((v) => v === '' || /^(https?:\/\/\S+|\/\S*)$/.test(v), { error: M.visitUrlRule })
    .transform((v) => (v === '' ? null : v))
    .nullish(),
  sortNumber: optionalNumber(int4({ error: M.sortNotNumber }).min(0).max(99_999)),
});

export const appCreateSchema = appFields.extend({
  /** The code the portal's init call names (portalCode); fixed once created. */
  appCode: text({ error: M.codeRequired })
    .trim()
    .regex(/^[a-z][a-z0-9_-]{1,31}$/, { error: M.codeRule }),
});
export type AppCreate = z.infer<typeof appCreateSchema>;

export const appUpdateSchema = appFields.partial().extend({ appId });
export type AppUpdate = z.infer<typeof appUpdateSchema>;

export const appIdSchema = z.object({ appId });
export const appBatchDeleteSchema = z.object({
  appIds: z
    .array(appId, { error: M.deleteNone })
    .min(1, { error: M.deleteNone })
    .max(100, { error: M.deleteTooMany }),
});

export const appPageQuerySchema = pageRequestSchema.extend({
  appName: optionalText(M.nameInvalid, M.nameTooLong, 50),
  appCode: optionalText(M.codeInvalid, M.codeTooLong, 32),
  appStatus: appStatus.optional(),
});
export type AppPageQuery = z.infer<typeof appPageQuerySchema>;

export interface AppView {
  appId: number;
  appCode: string;
  appName: string;
  appShortName: string | null;
  appIcon: string | null;
  appStatus: number;
  deployIp: string | null;
  deployPort: number | null;
  visitUrl: string | null;
  sortNumber: number;
  createBy: string | null;
  createTime: string;
  updateBy: string | null;
  updateTime: string | null;
}

/** An entry of the select list (menu and dictionary forms). */
export interface AppOption {
  appId: number;
  appCode: string;
  appName: string;
  appStatus: number;
}
