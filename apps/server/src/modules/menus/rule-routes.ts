import { localeOf } from '@awards/shared/i18n';
import {
  dataRuleAddSchema,
  dataRuleByMenuSchema,
  dataRuleByPermsSchema,
  dataRuleEditSchema,
  dataRuleIdSchema,
  menuIdSchema,
} from '@awards/shared/menus';
import { currentUser } from '../../platform/auth/guard';
import type { App } from '../../platform/deps';
import { ok } from '../../platform/envelope';
import type { MenusServices } from './module';

const tags = ['menus'];

/** Data permission rules of a menu's list (spec 001 §7): part of the menu (MENU_VIEW / MENU_EDIT). */
export function menuDataRuleRoutes(app: App, { menuDataRules }: MenusServices): void {
  app.post(
    '/rest/menu/dataRuleColumns',
    {
      config: { auth: 'MENU_VIEW' },
      schema: {
        tags,
        summary: "Columns, conditions and variables a menu's rules may use",
        body: menuIdSchema,
      },
    },
    async (request) =>
      ok(await menuDataRules.columns(request.body.menuId, localeOf(request.headers['accept-language']))),
  );

  app.post(
    '/rest/menu/queryDataRuleByMenu',
    {
      config: { auth: 'MENU_VIEW' },
      schema: { tags, summary: 'The data rules of a menu', body: dataRuleByMenuSchema },
    },
    async (request) => ok(await menuDataRules.byMenu(request.body)),
  );

  app.post(
    '/rest/menu/queryDataRuleByPerms',
    {
      config: { auth: 'MENU_VIEW' },
      schema: {
        tags,
        summary: 'The data rules of the menu owning a permission code',
        body: dataRuleByPermsSchema,
      },
    },
    async (request) => ok(await menuDataRules.byPerms(request.body.buttonPerms)),
  );

  app.post(
    '/rest/menu/addDataRule',
    { config: { auth: 'MENU_EDIT' }, schema: { tags, summary: 'Add a data rule', body: dataRuleAddSchema } },
    async (request) => ok(await menuDataRules.add(currentUser(request), request.body)),
  );

  app.post(
    '/rest/menu/editDataRule',
    {
      config: { auth: 'MENU_EDIT' },
      schema: { tags, summary: 'Edit a data rule', body: dataRuleEditSchema },
    },
    async (request) => ok(await menuDataRules.edit(currentUser(request), request.body)),
  );

  app.post(
    '/rest/menu/deleteDataRule',
    {
      config: { auth: 'MENU_EDIT' },
      schema: { tags, summary: 'Delete a data rule', body: dataRuleIdSchema },
    },
    async (request) => {
      await menuDataRules.delete(request.body.ruleId);
      return ok(null);
    },
  );
}
