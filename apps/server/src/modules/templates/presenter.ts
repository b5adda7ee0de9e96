import { renderLabel } from '@awards/shared/i18n';
import { placeholdersOf, type TemplateView } from '@awards/shared/templates';
import { MSG_TYPE_TEXT, type MsgType } from '@awards/shared/user-messages';
import type { messageTemplates } from '../../db/schema';
import { iso } from '../../platform/time';

export type TemplateRow = typeof messageTemplates.$inferSelect;

export function presentTemplate(row: TemplateRow): TemplateView {
  return {
    templateId: row.id,
    templateCode: row.templateCode,
    templateName: row.templateName,
    templateNameI18n: row.templateNameI18n,
    templateTitle: row.templateTitle,
    templateContent: row.templateContent,
    templateType: row.templateType as MsgType,
    templateType_dictText: renderLabel(MSG_TYPE_TEXT, row.templateType),
    params: placeholdersOf(`${row.templateTitle ?? ''}\n${row.templateContent}`),
    remark: row.remark,
    createBy: row.createBy,
    createTime: row.createTime.toISOString(),
    updateBy: row.updateBy,
    updateTime: iso(row.updateTime),
  };
}
