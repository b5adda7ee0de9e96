import { menuRefSchema, menuVisitSchema } from '@awards/shared/preferences';
import { z } from 'zod';
import { currentUser } from '../../platform/auth/guard';
import type { App } from '../../platform/deps';
import { ok } from '../../platform/envelope';
import type { PreferencesServices } from './module';

const config = { auth: 'login' } as const;
const tags = ['preferences'];

/** The products-and-services drawer: favourites, recent and frequent menus of the signed-in user. */
export function preferenceRoutes(app: App, { preferences }: PreferencesServices): void {
  app.post(
    '/rest/preference/menus',
    {
      config,
      schema: {
        tags,
        summary: 'Favourite, recent (20) and frequent (10) menus',
        body: z.object({}).nullish(),
      },
    },
    async (request) => ok(await preferences.summary(currentUser(request).userId)),
  );

  app.post(
    '/rest/preference/star',
    { config, schema: { tags, summary: 'Star a menu (by menuId or route name)', body: menuRefSchema } },
    async (request) => ok(await preferences.star(currentUser(request).userId, request.body)),
  );

  app.post(
    '/rest/preference/unstar',
    { config, schema: { tags, summary: 'Unstar a menu (by menuId or route name)', body: menuRefSchema } },
    async (request) => ok(await preferences.unstar(currentUser(request).userId, request.body)),
  );

  app.post(
    '/rest/preference/visit',
    { config, schema: { tags, summary: 'Record a visit to a menu page by its path', body: menuVisitSchema } },
    async (request) => ok(await preferences.recordVisit(currentUser(request).userId, request.body.path)),
  );
}
