import { defineModule } from '../../platform/module';
import type { Platform } from '../../platform/platform';
import type { MessagesApi } from '../messages/public';
import type { TemplatesApi } from './public';
import { templateRoutes } from './routes';
import { TemplateService } from './service';

/** Message templates and sending by template. */
export const templatesModule = defineModule({
  name: 'templates',
  build: ({ db }: Platform, { messages }: { messages: MessagesApi }) => {
    const templates = new TemplateService(db, messages.messageCentre);
    const api: TemplatesApi = { send: (actor, input) => templates.send(actor, input) };
    return { services: { templates }, api };
  },
  routes: templateRoutes,
});

export type TemplatesServices = { templates: TemplateService };
