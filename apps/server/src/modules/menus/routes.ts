import {
  menuAddSchema,
  menuAddSubSchema,
  menuBatchDeleteSchema,
  menuDeleteSchema,
  menuEditSchema,
  menuIdSchema,
  menuPageQuerySchema,
  menuSortSchema,
  menuTreeQuerySchema,
} from '@awards/shared/menus';
import { currentUser } from '../../platform/auth/guard';
import type { App } from '../../platform/deps';
import { ok } from '../../platform/envelope';
import type { MenusServices } from './module';

const tags = ['menus'];

/** The menu tree (spec 001 §7 "Menus"). Buttons and data rules: button-routes.ts, rule-routes.ts. */
export function menuRoutes(app: App, { menus, menuEdits }: MenusServices): void {
  app.post(
    '/rest/menu/tree',
    {
      config: { auth: 'MENU_VIEW' },
      schema: { tags, summary: 'Every menu with its buttons, as a tree', body: menuTreeQuerySchema },
    },
    async (request) => ok(await menus.tree(request.body)),
  );

  app.post(
    '/rest/menu/list',
    { config: { auth: 'MENU_VIEW' }, schema: { tags, summary: 'Menus, paged', body: menuPageQuerySchema } },
    async (request) => ok(await menus.page(request.body)),
  );

  app.post(
    '/rest/menu/getById',
    {
      config: { auth: 'MENU_VIEW' },
      schema: { tags, summary: 'One menu with its buttons', body: menuIdSchema },
    },
    async (request) => ok(await menus.getById(request.body.menuId)),
  );

  app.post(
    '/rest/menu/add',
    { config: { auth: 'MENU_ADD' }, schema: { tags, summary: 'Add a menu', body: menuAddSchema } },
    async (request) => ok(await menuEdits.add(currentUser(request), request.body)),
  );

  app.post(
    '/rest/menu/addSub',
    {
      config: { auth: 'MENU_ADDSUB' },
      schema: { tags, summary: 'Add a menu under a parent', body: menuAddSubSchema },
    },
    async (request) => ok(await menuEdits.add(currentUser(request), request.body)),
  );

  app.post(
    '/rest/menu/edit',
    { config: { auth: 'MENU_EDIT' }, schema: { tags, summary: 'Edit a menu', body: menuEditSchema } },
    async (request) => ok(await menuEdits.edit(currentUser(request), request.body)),
  );

  app.post(
    '/rest/menu/delete',
    {
      config: { auth: 'MENU_DEL' },
      schema: {
        tags,
        summary: 'Delete a menu; one with children needs cascade: true (422 otherwise)',
        body: menuDeleteSchema,
      },
    },
    async (request) => {
      await menuEdits.delete([request.body.menuId], request.body.cascade ?? false);
      return ok(null);
    },
  );

  app.post(
    '/rest/menu/deleteBatch',
    {
      config: { auth: 'MENU_BATCHDEL' },
      schema: { tags, summary: 'Delete several menus, all or none', body: menuBatchDeleteSchema },
    },
    async (request) => {
      await menuEdits.delete(request.body.menuIds, request.body.cascade ?? false);
      return ok(null);
    },
  );

  app.post(
    '/rest/menu/sort',
    {
      config: { auth: 'MENU_SORT' },
      schema: { tags, summary: 'Reorder the children of one parent', body: menuSortSchema },
    },
    async (request) => {
      await menuEdits.sort(currentUser(request), request.body);
      return ok(null);
    },
  );
}
