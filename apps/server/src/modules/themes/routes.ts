import { localeOf } from '@awards/shared/i18n';
import {
  propertyTreeQuerySchema,
  themeCreateSchema,
  themeIdSchema,
  themePageQuerySchema,
  themeUpdateSchema,
  userThemeSchema,
} from '@awards/shared/themes';
import { currentUser } from '../../platform/auth/guard';
import type { App } from '../../platform/deps';
import { ok } from '../../platform/envelope';
import type { ThemesServices } from './module';

const tags = ['themes'];

/** Themes (spec 001 §7 "themes"): administration, the settings drawer's list and the user's choice. */
export function themeRoutes(app: App, { themes }: ThemesServices): void {
  app.post(
    '/rest/theme/query',
    {
      config: { auth: 'THEME_VIEW' },
      schema: { tags, summary: 'Themes, paged', body: themePageQuerySchema },
    },
    async (request) => ok(await themes.page(request.body)),
  );

  app.post(
    '/rest/theme/getById',
    { config: { auth: 'THEME_VIEW' }, schema: { tags, summary: 'One theme', body: themeIdSchema } },
    async (request) => ok(await themes.getById(request.body.themeId)),
  );

  app.post(
    '/rest/theme/create',
    { config: { auth: 'THEME_ADD' }, schema: { tags, summary: 'Create a theme', body: themeCreateSchema } },
    async (request) => ok(await themes.create(currentUser(request), request.body)),
  );

  app.post(
    '/rest/theme/update',
    { config: { auth: 'THEME_EDIT' }, schema: { tags, summary: 'Update a theme', body: themeUpdateSchema } },
    async (request) => ok(await themes.update(currentUser(request), request.body)),
  );

  app.post(
    '/rest/theme/delete',
    {
      config: { auth: 'THEME_DEL' },
      schema: { tags, summary: 'Delete a theme other than the system default', body: themeIdSchema },
    },
    async (request) => {
      await themes.delete(request.body.themeId);
      return ok(null);
    },
  );

  app.post(
    '/rest/theme/setGlobalDefault',
    {
      config: { auth: 'THEME_ENABLE' },
      schema: { tags, summary: 'Make a theme the system default', body: themeIdSchema },
    },
    async (request) => ok(await themes.setGlobalDefault(currentUser(request), request.body.themeId)),
  );

  app.post(
    '/rest/theme/homeList',
    {
      config: { auth: 'login' },
      schema: { tags, summary: 'Every theme with ifSelected, userSelected and its applied layout' },
    },
    async (request) => ok(await themes.homeList(currentUser(request).userId)),
  );

  app.post(
    '/rest/theme/addThemeForUser',
    {
      config: { auth: 'login' },
      schema: { tags, summary: "The user's own theme; null goes back to the default", body: userThemeSchema },
    },
    async (request) => {
      await themes.chooseForUser(currentUser(request).userId, request.body.themeId);
      return ok(null);
    },
  );

  app.post(
    '/rest/theme/propertyTree',
    {
      config: { auth: 'login' },
      schema: {
        tags,
        summary: "The theme-property tree with a layout's values",
        body: propertyTreeQuerySchema,
      },
    },
    async (request) =>
      ok(await themes.propertyTree(request.body.layoutId, localeOf(request.headers['accept-language']))),
  );
}
