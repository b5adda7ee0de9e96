import { iconAddSchema, iconEditSchema, iconIdSchema, iconPageQuerySchema } from '@awards/shared/icons';
import { currentUser } from '../../platform/auth/guard';
import type { App } from '../../platform/deps';
import { ok } from '../../platform/envelope';
import type { IconsServices } from './module';

const tags = ['icons'];

/** Custom SVG icons: the list any user's portal draws, and their administration. */
export function iconRoutes(app: App, { icons }: IconsServices): void {
  app.post(
    '/rest/icon/list',
    { config: { auth: 'login' }, schema: { tags, summary: 'Every custom icon: { icons }' } },
    async () => ok({ icons: await icons.all() }),
  );

  app.post(
    '/rest/icon/page',
    {
      config: { auth: 'ICON_VIEW' },
      schema: { tags, summary: 'Custom icons, paged', body: iconPageQuerySchema },
    },
    async (request) => ok(await icons.page(request.body)),
  );

  app.post(
    '/rest/icon/add',
    {
      config: { auth: 'ICON_ADD' },
      schema: { tags, summary: 'Add an icon (SVG path data only)', body: iconAddSchema },
    },
    async (request) => ok(await icons.add(currentUser(request), request.body)),
  );

  app.post(
    '/rest/icon/edit',
    { config: { auth: 'ICON_EDIT' }, schema: { tags, summary: 'Edit an icon', body: iconEditSchema } },
    async (request) => ok(await icons.edit(currentUser(request), request.body)),
  );

  app.post(
    '/rest/icon/delete',
    {
      config: { auth: 'ICON_DEL' },
      schema: { tags, summary: 'Delete an icon no menu shows', body: iconIdSchema },
    },
    async (request) => {
      await icons.delete(request.body.iconId);
      return ok(null);
    },
  );
}
