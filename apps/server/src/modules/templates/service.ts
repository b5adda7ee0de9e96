import type { Page } from '@awards/shared/paging';
import { PERM } from '@awards/shared/permissions';
import {
  TEMPLATE_MESSAGES,
  type TemplatePageQuery,
  type TemplateSave,
  type TemplateSend,
  type TemplateView,
} from '@awards/shared/templates';
import type { MsgType, SentMessageDetail } from '@awards/shared/user-messages';
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { messageTemplates } from '../../db/schema';
import { assertHolds } from '../../platform/auth/permissions';
import type { SessionUser } from '../../platform/auth/sessions';
import { onUniqueViolation } from '../../platform/db-errors';
import { conflict, notFound } from '../../platform/errors';
import { countRows, pagedQuery } from '../../platform/paging';
import { containsText, containsTextIgnoringCase } from '../../platform/text-match';
import type { MessageCentre } from '../messages/public';
import { presentTemplate } from './presenter';
import { renderOrReject } from './render';

type Actor = Pick<SessionUser, 'userId' | 'loginName'>;

/**
 * Message templates (spec 001 §7 "/rest/templateService/*"): the list, add/edit,
 * delete, and sendMsg, which renders a template and hands the result to the
 * message centre on the template's channel, as a SYSTEM message.
 */
export class TemplateService {
  constructor(
    private readonly db: Db,
    private readonly messageCentre: MessageCentre,
  ) {}

  async page(query: TemplatePageQuery): Promise<Page<TemplateView>> {
    const where = and(
      query.templateName ? containsText(messageTemplates.templateName, query.templateName) : undefined,
      query.templateCode
        ? containsTextIgnoringCase(messageTemplates.templateCode, query.templateCode)
        : undefined,
      query.templateType ? eq(messageTemplates.templateType, query.templateType) : undefined,
    );
    return pagedQuery(
      query,
      async (limit, offset) =>
        (
          await this.db
            .select()
            .from(messageTemplates)
            .where(where)
            .orderBy(desc(messageTemplates.createTime), desc(messageTemplates.id))
            .limit(limit)
            .offset(offset)
        ).map(presentTemplate),
      countRows(this.db, messageTemplates, where),
    );
  }

  /** addTemplate: adds without templateId, edits with it. */
  async save(actor: Actor, input: TemplateSave): Promise<TemplateView> {
    const { templateId, ...fields } = input;
    await assertHolds(this.db, actor.userId, templateId ? PERM.MSGTEM_EDIT : PERM.MSGTEM_ADD);
    const values = { ...fields, templateTitle: fields.templateTitle ?? null, remark: fields.remark ?? null };
    if (templateId) await this.require(templateId);
    const taken = await this.db.$count(
      messageTemplates,
      and(
        eq(messageTemplates.templateCode, input.templateCode),
        templateId ? ne(messageTemplates.id, templateId) : undefined,
      ),
    );
    if (taken > 0) throw conflict(TEMPLATE_MESSAGES.codeTaken);
    // Two saves racing for one code: the unique index decides.
    const [row] = await onUniqueViolation(
      () =>
        templateId
          ? this.db
              .update(messageTemplates)
              .set({ ...values, updateBy: actor.loginName, updateTime: new Date() })
              .where(eq(messageTemplates.id, templateId))
              .returning()
          : this.db
              .insert(messageTemplates)
              .values({ ...values, createBy: actor.loginName })
              .returning(),
      () => conflict(TEMPLATE_MESSAGES.codeTaken),
    );
    return presentTemplate(row!);
  }

  async remove(templateIds: number[]): Promise<{ count: number }> {
    const unique = [...new Set(templateIds)];
    return this.db.transaction(async (tx) => {
      const found = await tx.$count(messageTemplates, inArray(messageTemplates.id, unique));
      if (found !== unique.length) throw notFound(TEMPLATE_MESSAGES.notFound);
      await tx.delete(messageTemplates).where(inArray(messageTemplates.id, unique));
      return { count: unique.length };
    });
  }

  /** sendMsg: render (a missing parameter is a 400 naming it) and deliver on the template's channel. */
  async send(actor: Actor, input: TemplateSend): Promise<SentMessageDetail> {
    const [template] = await this.db
      .select()
      .from(messageTemplates)
      .where(eq(messageTemplates.templateCode, input.templateCode));
    if (!template) throw notFound(TEMPLATE_MESSAGES.notFound);
    const rendered = renderOrReject(
      template.templateTitle ?? template.templateName,
      template.templateContent,
      input.params,
    );
    return this.messageCentre.send(
      actor,
      {
        msgTitle: rendered.title.slice(0, 100),
        msgContent: rendered.content,
        msgType: template.templateType as MsgType,
        userIds: input.userIds,
        organIds: input.organIds,
        roleIds: input.roleIds,
      },
      'SYSTEM',
      template.templateCode,
    );
  }

  private async require(templateId: number) {
    const found = await this.db.$count(messageTemplates, eq(messageTemplates.id, templateId));
    if (found === 0) throw notFound(TEMPLATE_MESSAGES.notFound);
  }
}
