import { buttonAddSchema, buttonEditSchema, buttonIdSchema, menuIdSchema } from '@awards/shared/menus';
import { currentUser } from '../../platform/auth/guard';
import type { App } from '../../platform/deps';
import { ok } from '../../platform/envelope';
import type { MenusServices } from './module';

const tags = ['menus'];

/** A menu's buttons: changing them is editing the menu (MENU_EDIT). */
export function menuButtonRoutes(app: App, { menuButtons }: MenusServices): void {
  app.post(
    '/rest/menu/getButtons',
    { config: { auth: 'MENU_VIEW' }, schema: { tags, summary: 'The buttons of a menu', body: menuIdSchema } },
    async (request) => ok(await menuButtons.list(request.body.menuId)),
  );

  app.post(
    '/rest/menu/addButton',
    {
      config: { auth: 'MENU_EDIT' },
      schema: { tags, summary: 'Add a button with a new permission code', body: buttonAddSchema },
    },
    async (request) => ok(await menuButtons.add(currentUser(request), request.body)),
  );

  app.post(
    '/rest/menu/editButton',
    { config: { auth: 'MENU_EDIT' }, schema: { tags, summary: 'Edit a button', body: buttonEditSchema } },
    async (request) => ok(await menuButtons.edit(currentUser(request), request.body)),
  );

  app.post(
    '/rest/menu/deleteButton',
    { config: { auth: 'MENU_EDIT' }, schema: { tags, summary: 'Delete a button', body: buttonIdSchema } },
    async (request) => {
      await menuButtons.delete(request.body.buttonId);
      return ok(null);
    },
  );
}
