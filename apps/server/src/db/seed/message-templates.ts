import { OBJECTION_SMS_TEMPLATE } from '@awards/shared/objections';
import { REMINDER_SMS_TEMPLATE } from '@awards/shared/review';
import type { DbOrTx } from '../client';
import { messageTemplates } from '../schema';

/**
 * The message templates the code sends by (the review reminders' SMS): added when
 * missing, never changed afterwards (the wording is the administrators' to edit).
 */
export async function syncMessageTemplates(db: DbOrTx): Promise<void> {
  await db
    .insert(messageTemplates)
    .values([
      {
        templateCode: REMINDER_SMS_TEMPLATE,
        templateName: '评审提醒短信',
        templateNameI18n: { zh_TW: '評審提醒簡訊', en_GB: 'Review reminder SMS' },
        templateContent:
          '【奖励申报系统】${name}专家您好，您在${edition}中尚有${count}份评审未提交，评审截止${deadline}，请尽快登录系统完成评审。',
        templateType: '1',
        remark: '专家评审页“提醒专家”及评审到期定时提醒发送',
        createBy: 'system',
      },
      {
        templateCode: OBJECTION_SMS_TEMPLATE,
        templateName: '异议处理通知短信',
        templateNameI18n: { zh_TW: '異議處理通知簡訊', en_GB: 'Objection notice SMS' },
        templateContent: '【奖励申报系统】${text}请登录申报网站查看。',
        templateType: '1',
        remark: '异议受理、说明要求与核查结论告知异议人及有关单位',
        createBy: 'system',
      },
    ])
    .onConflictDoNothing({ target: messageTemplates.templateCode });
}
