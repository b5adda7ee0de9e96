import { z } from 'zod';
import { pageRequestSchema } from './paging';
import { id4, int4, optionalNumber, text } from './primitives';

/** Applications (spec 001 §3 "App"): every menu belongs to one. */

const id = (label: string) => id4(`${label}不正确`, `${label}不能为空`);

const optionalText = (label: string, max: number) =>
  text({ error: `${label}格式不正确` })
    .trim()
    .max(max, { error: `${label}不能超过${max}个字符` })
    .transform((v) => (v === '' ? null : v))
    .nullish();

export const APP_MESSAGES = {
  codeTaken: '应用编码已存在',
  hasMenus: '该应用下还有菜单，不能删除',
  hasDictionaries: '该应用下还有字典，不能删除',
  notFound: '应用不存在',
} as const;

/** 1 enabled, 0 disabled: dictionary app_status */
const appStatus = z.union([z.literal(0), z.literal(1)], { error: '应用状态只能是 0 或 1' });

const appFields = z.object({
  appName: text({ error: '请输入应用名称' })
    .trim()
    .min(1, { error: '请输入应用名称' })
    .max(50, { error: '应用名称不能超过50个字符' }),
  appShortName: optionalText('应用简称', 20),
  appIcon: optionalText('应用图标', 64),
  appStatus: appStatus.optional(),
  deployIp: text({ error: '部署地址格式不正确' })
    .trim()
    .max(253)
    .refine(
      (v) =>
        v === '' ||
        /^(\d{1,3}(\.\d{1,3}){3}|[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9-]+)*)$/.test(v),
      {
        error: '部署地址必须是IP地址或主机名',
      },
    )
    .transform((v) => (v === '' ? null : v))
    .nullish(),
  deployPort: int4({ error: '端口必须是数字' })
    .min(1, { error: '端口范围为1-65535' })
    .max(65535, { error: '端口范围为1-65535' })
    .nullish(),
  visitUrl: text({ error: '访问地址格式不正确' })
    .trim()
    .max(500, { error: '访问地址不能超过500个字符' })
    .refine((v) => v === '' || /^(https?:\/\/\S+|\/\S*)$/.test(v), {
      error: '访问地址必须以 http(s):// 或 / 开头',
    })
    .transform((v) => (v === '' ? null : v))
    .nullish(),
  sortNumber: optionalNumber(int4({ error: '排序必须是数字' }).min(0).max(99_999)),
});

export const appCreateSchema = appFields.extend({
  /** The code the portal's init call names (portalCode); fixed once created. */
  appCode: text({ error: '请输入应用编码' })
    .trim()
    .regex(/^[a-z][a-z0-9_-]{1,31}$/, {
      error: '应用编码以小写字母开头，2-32位小写字母、数字、下划线或横杠',
    }),
});
export type AppCreate = z.infer<typeof appCreateSchema>;

export const appUpdateSchema = appFields.partial().extend({ appId: id('应用') });
export type AppUpdate = z.infer<typeof appUpdateSchema>;

export const appIdSchema = z.object({ appId: id('应用') });
export const appBatchDeleteSchema = z.object({
  appIds: z
    .array(id('应用'), { error: '请选择要删除的应用' })
    .min(1, { error: '请选择要删除的应用' })
    .max(100, { error: '一次最多删除100个应用' }),
});

export const appPageQuerySchema = pageRequestSchema.extend({
  appName: optionalText('应用名称', 50),
  appCode: optionalText('应用编码', 32),
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
