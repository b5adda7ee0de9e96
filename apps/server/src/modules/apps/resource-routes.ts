import {
  RESOURCE_PATHS,
  resourceIdSchema,
  serviceResourceAddSchema,
  serviceResourceQuerySchema,
  serviceResourceUpdateSchema,
} from '@awards/shared/resources';
import { currentUser } from '../../platform/auth/guard';
import type { App } from '../../platform/deps';
import { ok } from '../../platform/envelope';
import type { AppsServices } from './module';

const tags = ['apps', 'resources'];
const path = RESOURCE_PATHS.service;

/**
 * `/api/service` (spec 000 §7 resource paths): a service is an app of the app-management
 * area, through the `/rest/app` calls' services and APP_* codes (docs/integration.md). The
 * spec's client saves with POST when `id` is 0, else PUT with the app's id as `id`.
 */
export function appResourceRoutes(app: App, { apps }: AppsServices): void {
  app.get(
    path,
    {
      config: { auth: 'APP_VIEW' },
      schema: { tags, summary: 'Apps, paged (as /rest/app/page)', querystring: serviceResourceQuerySchema },
    },
    async (request) => ok(await apps.page(request.query)),
  );

  app.get(
    `${path}/:id(^\\d+$)`,
    {
      config: { auth: 'APP_VIEW' },
      schema: { tags, summary: 'One app (as /rest/app/getById)', params: resourceIdSchema },
    },
    async (request) => ok(await apps.getById(request.params.id)),
  );

  app.post(
    path,
    {
      config: { auth: 'APP_ADD' },
      schema: {
        tags,
        summary: 'Create an app: id 0 or absent (as /rest/app/create)',
        body: serviceResourceAddSchema,
      },
    },
    async (request) => {
      const { id: _new, ...form } = request.body;
      return ok(await apps.create(currentUser(request), form));
    },
  );

  app.put(
    path,
    {
      config: { auth: 'APP_EDIT' },
      schema: {
        tags,
        summary: 'Update app id (as /rest/app/update; the code is fixed)',
        body: serviceResourceUpdateSchema,
      },
    },
    async (request) => {
      const { id, ...form } = request.body;
      return ok(await apps.update(currentUser(request), { ...form, appId: id }));
    },
  );

  app.delete(
    path,
    {
      config: { auth: 'APP_DEL' },
      schema: {
        tags,
        summary: 'Delete an app that owns no menus or dictionaries',
        querystring: resourceIdSchema,
      },
    },
    async (request) => {
      await apps.delete([request.query.id]);
      return ok(null);
    },
  );
}
