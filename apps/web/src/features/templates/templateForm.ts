import { placeholdersOf, type TemplateSave, type TemplateView } from '@awards/shared/templates';
import type { Translation } from '@awards/shared/translations';
import type { MsgType } from '@awards/shared/user-messages';

/** The template form's values. */
export interface TemplateFormValues {
  templateType: MsgType;
  templateCode: string;
  templateName: string;
  /** The name's zh_TW and en_GB versions; an empty one shows templateName. */
  templateNameI18n?: Translation;
  templateTitle?: string | null;
  templateContent: string;
  remark?: string | null;
}

export const NEW_TEMPLATE: Partial<TemplateFormValues> = { templateType: '4' };

export function templateValues(template: TemplateView): TemplateFormValues {
  return {
    templateType: template.templateType,
    templateCode: template.templateCode,
    templateName: template.templateName,
    templateNameI18n: template.templateNameI18n,
    templateTitle: template.templateTitle,
    templateContent: template.templateContent,
    remark: template.remark,
  };
}

export function toTemplateSave(values: TemplateFormValues, templateId?: number): TemplateSave {
  return {
    templateId,
    templateType: values.templateType,
    templateCode: values.templateCode.trim(),
    templateName: values.templateName.trim(),
    ...(values.templateNameI18n ? { templateNameI18n: values.templateNameI18n } : {}),
    templateTitle: values.templateTitle?.trim() || null,
    templateContent: values.templateContent,
    remark: values.remark?.trim() || null,
  } as TemplateSave;
}

/** The `${name}` placeholders of the title and the content together, in order of first use. */
export function placeholdersOfTemplate(title: string | null | undefined, content: string | null | undefined) {
  return [...new Set([...placeholdersOf(title ?? ''), ...placeholdersOf(content ?? '')])];
}
