import {
  layoutCreateSchema,
  layoutIdSchema,
  layoutPageQuerySchema,
  layoutUpdateSchema,
} from '@awards/shared/themes';
import { currentUser } from '../../platform/auth/guard';
import type { App } from '../../platform/deps';
import { ok } from '../../platform/envelope';
import type { ThemesServices } from './module';

const tags = ['themes'];

/** Layouts (spec 001 §2 "layouts", LAYOUT_*). */
export function layoutRoutes(app: App, { layouts }: ThemesServices): void {
  app.post(
    '/rest/layout/query',
    {
      config: { auth: 'LAYOUT_VIEW' },
      schema: { tags, summary: 'Layouts, paged', body: layoutPageQuerySchema },
    },
    async (request) => ok(await layouts.page(request.body)),
  );

  app.post(
    '/rest/layout/selectList',
    { config: { auth: 'login' }, schema: { tags, summary: "Every layout's id, name and menu mode" } },
    async () => ok(await layouts.selectList()),
  );

  app.post(
    '/rest/layout/getById',
    { config: { auth: 'LAYOUT_VIEW' }, schema: { tags, summary: 'One layout', body: layoutIdSchema } },
    async (request) => ok(await layouts.getById(request.body.layoutId)),
  );

  app.post(
    '/rest/layout/create',
    {
      config: { auth: 'LAYOUT_ADD' },
      schema: { tags, summary: 'Create a layout', body: layoutCreateSchema },
    },
    async (request) => ok(await layouts.create(currentUser(request), request.body)),
  );

  app.post(
    '/rest/layout/update',
    {
      config: { auth: 'LAYOUT_EDIT' },
      schema: { tags, summary: 'Update a layout', body: layoutUpdateSchema },
    },
    async (request) => ok(await layouts.update(currentUser(request), request.body)),
  );

  app.post(
    '/rest/layout/delete',
    {
      config: { auth: 'LAYOUT_DEL' },
      schema: { tags, summary: 'Delete a layout no theme uses', body: layoutIdSchema },
    },
    async (request) => {
      await layouts.delete(request.body.layoutId);
      return ok(null);
    },
  );
}
