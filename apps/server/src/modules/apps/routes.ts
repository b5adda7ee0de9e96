import {
  appBatchDeleteSchema,
  appCreateSchema,
  appIdSchema,
  appPageQuerySchema,
  appUpdateSchema,
} from '@awards/shared/apps';
import { currentUser } from '../../platform/auth/guard';
import type { App } from '../../platform/deps';
import { ok } from '../../platform/envelope';
import type { AppsServices } from './module';

const tags = ['apps'];

/** Applications (spec 001 §7 "Apps"). */
export function appRoutes(app: App, { apps, credentials }: AppsServices): void {
  app.post(
    '/rest/app/page',
    { config: { auth: 'APP_VIEW' }, schema: { tags, summary: 'Apps, paged', body: appPageQuerySchema } },
    async (request) => ok(await apps.page(request.body)),
  );

  app.post(
    '/rest/app/selectList',
    {
      // The staff portal's pickers (menus, themes); not a client user's (docs/security.md).
      config: { auth: 'staff' },
      schema: { tags, summary: 'Every app as { appId, appCode, appName, appStatus }' },
    },
    async () => ok(await apps.selectList()),
  );

  app.post(
    '/rest/app/getById',
    { config: { auth: 'APP_VIEW' }, schema: { tags, summary: 'One app', body: appIdSchema } },
    async (request) => ok(await apps.getById(request.body.appId)),
  );

  app.post(
    '/rest/app/create',
    { config: { auth: 'APP_ADD' }, schema: { tags, summary: 'Create an app', body: appCreateSchema } },
    async (request) => ok(await apps.create(currentUser(request), request.body)),
  );

  app.post(
    '/rest/app/update',
    {
      config: { auth: 'APP_EDIT' },
      schema: { tags, summary: 'Update an app (its code is fixed)', body: appUpdateSchema },
    },
    async (request) => ok(await apps.update(currentUser(request), request.body)),
  );

  app.post(
    '/rest/app/delete',
    {
      config: { auth: 'APP_DEL' },
      schema: { tags, summary: 'Delete an app that owns no menus or dictionaries', body: appIdSchema },
    },
    async (request) => {
      await apps.delete([request.body.appId]);
      return ok(null);
    },
  );

  app.post(
    '/rest/app/deleteBatch',
    {
      config: { auth: 'APP_BATCHDEL' },
      schema: { tags, summary: 'Delete several apps, all or none', body: appBatchDeleteSchema },
    },
    async (request) => {
      await apps.delete(request.body.appIds);
      return ok(null);
    },
  );

  app.post(
    '/rest/app/issueSecret',
    {
      config: { auth: 'APP_EDIT' },
      schema: {
        tags,
        summary: "Issue (or replace) the app's integration secret for /auth/webUpload; shown this once",
        body: appIdSchema,
      },
    },
    async (request) => ok(await credentials.issue(currentUser(request), request.body.appId)),
  );
}
