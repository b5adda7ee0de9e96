import { optionalBody } from '@awards/shared/admin-fields';
import { APP_MESSAGES } from '@awards/shared/apps';
import { text } from '@awards/shared/primitives';
import { z } from 'zod';
import { currentUser } from '../../platform/auth/guard';
import type { App } from '../../platform/deps';
import { ok } from '../../platform/envelope';
import type { HomeServices } from './module';

const initSchema = optionalBody(
  z.object({
    portalCode: text({ error: APP_MESSAGES.portalCodeRequired })
      .trim()
      .min(1, { error: APP_MESSAGES.portalCodeRequired })
      .max(64)
      .optional(),
  }),
);

/** The init call and the permission call the navigation guard makes after sign-in. */
export function homeRoutes(app: App, { home }: HomeServices): void {
  app.post(
    '/rest/home/index',
    {
      config: { auth: 'login' },
      schema: { tags: ['session'], summary: 'Init: user, menus, permissions, apps', body: initSchema },
    },
    async (request) => ok(await home.init(currentUser(request).userId, request.body.portalCode)),
  );

  app.get(
    '/sys/permission/getUserPermissionByToken',
    {
      config: { auth: 'login' },
      schema: { tags: ['session'], summary: 'Menus and button codes of the user' },
    },
    async (request) => {
      const { menu, permissions, apps, roles } = await home.init(currentUser(request).userId, undefined);
      return ok({ menu, auth: permissions, permissions, roles, apps });
    },
  );
}
