import { z } from 'zod';
import {
  choice,
  codeField,
  filterText,
  idField,
  idListField,
  optionalText,
  requiredText,
} from './admin-fields';
import { COMMON_MESSAGES } from './common-messages';
import { defineMessages } from './i18n';
import { pageRequestSchema } from './paging';
import { text } from './primitives';
import { type Translation, translationSchema } from './translations';
import { MSG_TYPES, type MsgType, receiverFields } from './user-messages';

/** Message templates (spec 001 §7 "/rest/templateService/*", MSGTEM_* codes). */
export const TEMPLATE_PATHS = {
  page: '/rest/templateService/getTemplateByPage',
  save: '/rest/templateService/addTemplate',
  delete: '/rest/templateService/deleteTemplateById',
  deleteBatch: '/rest/templateService/deleteTemplateByIds',
  send: '/rest/templateService/sendMsg',
} as const;

/** templateType, dictionary template_type: the channel the template is delivered on. */
export const TEMPLATE_TYPES = MSG_TYPES;

export const TEMPLATE_CODE_PATTERN = /^[A-Za-z][A-Za-z0-9_]{1,63}$/;

/** `${name}` placeholders: letters, digits, underscore and dot. */
export const PLACEHOLDER_PATTERN = /\$\{\s*([A-Za-z_][A-Za-z0-9_.]*)\s*\}/g;

export const TEMPLATE_MESSAGES = defineMessages('templates', {
  templateIdRequired: ['请选择模板', '請選擇模板', 'Please choose a template'],
  codeRequired: ['请输入模板编码', '請輸入模板編碼', 'Please enter the template code'],
  codeRule: [
    '模板编码为2至64位字母、数字或下划线，以字母开头',
    '模板編碼為2至64位字母、數字或下劃線，以字母開頭',
    'A template code is 2 to 64 letters, digits or _, starting with a letter',
  ],
  codeTaken: ['该模板编码已存在', '該模板編碼已存在', 'The template code is already taken'],
  nameRequired: ['请输入模板名称', '請輸入模板名稱', 'Please enter the template name'],
  contentRequired: ['请输入模板内容', '請輸入模板內容', 'Please enter the template content'],
  typeMissing: ['请选择模板类型', '請選擇模板類型', 'Please choose the template type'],
  type: [
    '模板类型只能是1短信、2邮件、3微信或4系统消息',
    '模板類型只能是1短信、2郵件、3微信或4系統消息',
    'The type is SMS, e-mail, WeChat or system',
  ],
  notFound: ['模板不存在', '模板不存在', 'The template does not exist'],
  missingParam: ['缺少模板参数：{name}', '缺少模板參數：{name}', 'Missing template parameter: {name}'],
  params: [
    '模板参数必须是键值对',
    '模板參數必須是鍵值對',
    'The template parameters must be names with values',
  ],
  receiversRequired: ['请选择接收人', '請選擇接收人', 'Choose the receivers'],
});

const templateId = idField(TEMPLATE_MESSAGES.templateIdRequired);
const templateCode = codeField(
  TEMPLATE_CODE_PATTERN,
  TEMPLATE_MESSAGES.codeRequired,
  TEMPLATE_MESSAGES.codeRule,
);

/** addTemplate: adds when there is no templateId, edits otherwise. */
export const templateSaveSchema = z.object({
  templateId: z.preprocess((v) => (v === '' || v === null ? undefined : v), templateId.optional()),
  templateCode,
  templateName: requiredText(100, TEMPLATE_MESSAGES.nameRequired),
  /** The name in zh_TW and en_GB (translations.ts); a missing version shows templateName. */
  templateNameI18n: translationSchema(100, COMMON_MESSAGES.tooLong({ max: 100 })).optional(),
  /** The subject line of an e-mail and the title of a system message; may hold placeholders. */
  templateTitle: optionalText(200),
  templateContent: requiredText(20_000, TEMPLATE_MESSAGES.contentRequired),
  templateType: choice(TEMPLATE_TYPES, TEMPLATE_MESSAGES.type, TEMPLATE_MESSAGES.typeMissing),
  remark: optionalText(500),
});
export type TemplateSave = z.infer<typeof templateSaveSchema>;

export const templatePageQuerySchema = pageRequestSchema.extend({
  templateName: filterText,
  templateCode: filterText,
  templateType: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.enum(TEMPLATE_TYPES, { error: TEMPLATE_MESSAGES.type }).optional(),
  ),
});
export type TemplatePageQuery = z.infer<typeof templatePageQuerySchema>;

export const templateIdSchema = z.object({ templateId });
export const templateIdsSchema = z.object({ templateIds: idListField(TEMPLATE_MESSAGES.templateIdRequired) });

/** sendMsg: render the template with params and deliver it on its channel to the receivers. */
export const templateSendSchema = z
  .object({
    templateCode,
    params: z
      .record(text(), z.union([text(), z.number(), z.boolean()], { error: TEMPLATE_MESSAGES.params }), {
        error: TEMPLATE_MESSAGES.params,
      })
      .default({}),
    ...receiverFields,
  })
  .refine((v) => Boolean(v.userIds?.length || v.organIds?.length || v.roleIds?.length), {
    path: ['userIds'],
    error: TEMPLATE_MESSAGES.receiversRequired,
  });
export type TemplateSend = z.infer<typeof templateSendSchema>;

export interface TemplateView {
  templateId: number;
  templateCode: string;
  templateName: string;
  /** templateName in zh_TW and en_GB; a missing version shows templateName. */
  templateNameI18n: Translation;
  templateTitle: string | null;
  templateContent: string;
  templateType: MsgType;
  templateType_dictText: string;
  /** The placeholder names the title and content use. */
  params: string[];
  remark: string | null;
  createBy: string | null;
  createTime: string;
  updateBy: string | null;
  updateTime: string | null;
}

/**
 * Renders `${name}` placeholders from params. A placeholder without a parameter is
 * an error naming it, never an empty string: returns the missing names instead.
 */
export function renderTemplate(
  text: string,
  params: Record<string, string | number | boolean>,
): { ok: true; text: string } | { ok: false; missing: string[] } {
  const missing = new Set<string>();
  const rendered = text.replace(PLACEHOLDER_PATTERN, (_whole, name: string) => {
    const value = Object.hasOwn(params, name) ? params[name] : undefined;
    if (value === undefined || value === null) {
      missing.add(name);
      return '';
    }
    return String(value);
  });
  return missing.size > 0 ? { ok: false, missing: [...missing] } : { ok: true, text: rendered };
}

/** The distinct placeholder names of a text, in order of first use. */
export function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER_PATTERN)].map((m) => m[1] as string))];
}
