import { z } from 'zod';
import { isTimeZone } from './clock';
import type { ProjectInfo } from './home';
import { defineMessages, type MessageRef } from './i18n';
import { text } from './primitives';
import { translationSchema } from './translations';

/**
 * The project settings an administrator edits (the 项目设置 page): the texts of the sign-in
 * page and the footer in three languages, the filing links, and the display zone of every
 * instant (clock.ts). What everyone reads is ProjectInfo (home.ts).
 */

export const PROJECT_MESSAGES = defineMessages('project', {
  titleRequired: ['请输入系统名称', '請輸入系統名稱', 'Please enter the system name'],
  titleTooLong: [
    '系统名称不能超过100个字符',
    '系統名稱不能超過100個字符',
    'The system name is at most 100 characters',
  ],
  descriptionInvalid: ['系统描述格式不正确', '系統描述格式不正確', 'The description is not valid'],
  descriptionTooLong: [
    '系统描述不能超过200个字符',
    '系統描述不能超過200個字符',
    'The description is at most 200 characters',
  ],
  copyrightInvalid: ['版权信息格式不正确', '版權信息格式不正確', 'The copyright line is not valid'],
  contactInvalid: ['联系方式格式不正确', '聯繫方式格式不正確', 'The contact details are not valid'],
  contactTooLong: [
    '联系方式不能超过500个字符',
    '聯繫方式不能超過500個字符',
    'The contact details are at most 500 characters',
  ],
  copyrightTooLong: [
    '版权信息不能超过100个字符',
    '版權信息不能超過100個字符',
    'The copyright line is at most 100 characters',
  ],
  filingInvalid: ['备案信息格式不正确', '備案信息格式不正確', 'The filing record is not valid'],
  filingTextRequired: ['请输入备案号', '請輸入備案號', 'Please enter the filing number'],
  filingTextTooLong: [
    '备案号不能超过100个字符',
    '備案號不能超過100個字符',
    'The filing number is at most 100 characters',
  ],
  filingUrlRule: [
    '备案链接须以http://或https://开头',
    '備案鏈接須以http://或https://開頭',
    'The filing link starts with http:// or https://',
  ],
  filingUrlTooLong: [
    '备案链接不能超过500个字符',
    '備案鏈接不能超過500個字符',
    'The filing link is at most 500 characters',
  ],
  timeZoneRequired: ['请选择时区', '請選擇時區', 'Please choose the time zone'],
  timeZoneUnknown: [
    '时区不正确，请选择IANA时区（如Asia/Shanghai）',
    '時區不正確，請選擇IANA時區（如Asia/Shanghai）',
    'The time zone is not one the system knows: choose an IANA zone such as Asia/Shanghai',
  ],
});

const M = PROJECT_MESSAGES;

/** The lengths the settings' texts are bounded by, their versions in other languages alike. */
export const PROJECT_LIMITS = {
  title: 100,
  description: 200,
  copyright: 100,
  contact: 500,
  filingText: 100,
  filingUrl: 500,
};

/**
 * The zones the settings page offers, the usual one first; any other zone the runtime
 * knows is accepted too (a zone already saved shows even when it is not listed).
 */
export const COMMON_TIME_ZONES = [
  'Asia/Shanghai',
  'Asia/Hong_Kong',
  'Asia/Macau',
  'Asia/Taipei',
  'Asia/Singapore',
  'Asia/Tokyo',
  'Asia/Seoul',
  'Asia/Kolkata',
  'Asia/Dubai',
  'Europe/London',
  'Europe/Paris',
  'Europe/Berlin',
  'Europe/Moscow',
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
  'America/Sao_Paulo',
  'Australia/Sydney',
  'Pacific/Auckland',
  'UTC',
] as const;

/** The zone's canonical name as the runtime spells it ('asia/shanghai' is saved as Asia/Shanghai). */
export function canonicalTimeZone(zone: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone: zone }).resolvedOptions().timeZone;
}

const bounded = (invalid: MessageRef, tooLong: MessageRef, max: number) =>
  text({ error: invalid }).trim().max(max, { error: tooLong });

const filingLink = z
  .strictObject(
    {
      text: text({ error: M.filingTextRequired })
        .trim()
        .min(1, { error: M.filingTextRequired })
        .max(PROJECT_LIMITS.filingText, { error: M.filingTextTooLong }),
      url: text({ error: M.filingUrlRule })
        .trim()
        .max(PROJECT_LIMITS.filingUrl, { error: M.filingUrlTooLong })
        .regex(/^https?:\/\/\S+$/, { error: M.filingUrlRule }),
    },
    { error: M.filingInvalid },
  )
  .nullable();

/**
 * `POST /rest/project/update` (PROJECT_EDIT): the whole settings form, nothing else (an
 * unknown field is refused). The filing links are null when the project shows none.
 */
export const projectUpdateSchema = z.strictObject({
  title: text({ error: M.titleRequired })
    .trim()
    .min(1, { error: M.titleRequired })
    .max(PROJECT_LIMITS.title, { error: M.titleTooLong }),
  titleI18n: translationSchema(PROJECT_LIMITS.title, M.titleTooLong).default({}),
  description: bounded(M.descriptionInvalid, M.descriptionTooLong, PROJECT_LIMITS.description),
  descriptionI18n: translationSchema(PROJECT_LIMITS.description, M.descriptionTooLong).default({}),
  copyright: bounded(M.copyrightInvalid, M.copyrightTooLong, PROJECT_LIMITS.copyright),
  copyrightI18n: translationSchema(PROJECT_LIMITS.copyright, M.copyrightTooLong).default({}),
  /** Left out by an older form: kept as saved (the service merges). */
  contact: bounded(M.contactInvalid, M.contactTooLong, PROJECT_LIMITS.contact).optional(),
  contactI18n: translationSchema(PROJECT_LIMITS.contact, M.contactTooLong).optional(),
  filingPublicSecurity: filingLink,
  filingIcp: filingLink,
  timeZone: text({ error: M.timeZoneRequired })
    .trim()
    .min(1, { error: M.timeZoneRequired })
    .max(64, { error: M.timeZoneUnknown })
    .refine(isTimeZone, { error: M.timeZoneUnknown })
    .transform(canonicalTimeZone),
});
export type ProjectUpdate = z.infer<typeof projectUpdateSchema>;

/** `POST /rest/project/detail` (PROJECT_VIEW): the settings, and who saved them last. */
export interface ProjectSettingsView extends ProjectInfo {
  updateBy: string | null;
  updateTime: string | null;
}
