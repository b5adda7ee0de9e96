import { optionalBody } from '@awards/shared/admin-fields';
import {
  TEMPLATE_PATHS,
  templateIdSchema,
  templateIdsSchema,
  templatePageQuerySchema,
  templateSaveSchema,
  templateSendSchema,
} from '@awards/shared/templates';
import { currentUser } from '../../platform/auth/guard';
import type { App } from '../../platform/deps';
import { ok } from '../../platform/envelope';
import type { TemplatesServices } from './module';

const tags = ['templates'];

/** Message templates (spec 001 §7 "/rest/templateService/*"), MSGTEM_* codes. */
export function templateRoutes(app: App, { templates }: TemplatesServices): void {
  app.post(
    TEMPLATE_PATHS.page,
    {
      config: { auth: 'MSGTEM_VIEW' },
      schema: {
        tags,
        summary: 'Templates, filtered on name/code/type',
        body: optionalBody(templatePageQuerySchema),
      },
    },
    async (request) => ok(await templates.page(request.body)),
  );

  app.post(
    TEMPLATE_PATHS.save,
    {
      // One call adds (no templateId) and edits (templateId), as addNotice does: the
      // service asks for MSGTEM_ADD or MSGTEM_EDIT according to the act.
      config: { auth: 'login' },
      schema: { tags, summary: 'Add or edit a template', body: templateSaveSchema },
    },
    async (request) => ok(await templates.save(currentUser(request), request.body)),
  );

  app.post(
    TEMPLATE_PATHS.delete,
    {
      config: { auth: 'MSGTEM_DEL' },
      schema: { tags, summary: 'Delete a template', body: templateIdSchema },
    },
    async (request) => ok(await templates.remove([request.body.templateId])),
  );

  app.post(
    TEMPLATE_PATHS.deleteBatch,
    {
      config: { auth: 'MSGTEM_BATCHDEL' },
      schema: { tags, summary: 'Delete templates, all or none', body: templateIdsSchema },
    },
    async (request) => ok(await templates.remove(request.body.templateIds)),
  );

  app.post(
    TEMPLATE_PATHS.send,
    {
      config: { auth: 'MSGTEM_SEND' },
      schema: { tags, summary: 'Render a template and deliver it on its channel', body: templateSendSchema },
    },
    async (request) => ok(await templates.send(currentUser(request), request.body)),
  );
}
