import { z } from 'zod';
import { defineMessages } from './i18n';
import { id4, text } from './primitives';

/** Keeps the drawer's lists short (docs/account-decisions.md, "Preferences"). */
export const RECENT_LIMIT = 20;
export const FREQUENT_LIMIT = 10;
export const FAVOURITE_LIMIT = 100;

export const PREFERENCE_MESSAGES = defineMessages('preferences', {
  menuRequired: ['请指定菜单', '請指定菜單', 'Please name a menu'],
  menuNotFound: [
    '菜单不存在或无权访问',
    '菜單不存在或無權訪問',
    'The menu does not exist or is out of your reach',
  ],
  pathRequired: ['请指定页面路径', '請指定頁面路徑', 'Please give the page path'],
  pathTooLong: ['路径过长', '路徑過長', 'The path is too long'],
  pathSlash: ['路径必须以 / 开头', '路徑必須以 / 開頭', 'The path must start with /'],
  favouriteLimit: [
    `最多收藏${FAVOURITE_LIMIT}个菜单`,
    `最多收藏${FAVOURITE_LIMIT}個菜單`,
    `At most ${FAVOURITE_LIMIT} menus can be favourites`,
  ],
});

/** A menu named by its id or by its route name (exactly one). */
export const menuRefSchema = z
  .object({
    menuId: id4(PREFERENCE_MESSAGES.menuNotFound).optional(),
    name: text().trim().min(1).max(100).optional(),
  })
  .refine((m) => (m.menuId === undefined) !== (m.name === undefined), {
    error: PREFERENCE_MESSAGES.menuRequired,
    path: ['menuId'],
  });
export type MenuRef = z.infer<typeof menuRefSchema>;

export const menuVisitSchema = z.object({
  path: text({ error: PREFERENCE_MESSAGES.pathRequired })
    .trim()
    .min(1, { error: PREFERENCE_MESSAGES.pathRequired })
    .max(300, { error: PREFERENCE_MESSAGES.pathTooLong })
    .regex(/^\//, { error: PREFERENCE_MESSAGES.pathSlash }),
});

/** A menu as the drawer lists it. */
export interface PreferredMenu {
  menuId: number;
  name: string;
  path: string;
  title: string;
  icon: string | null;
  appCode: string;
  visitCount: number;
  lastVisitTime: string | null;
  starred: boolean;
}

/** The answer of `/rest/preference/menus`: everything the drawer needs in one call. */
export interface MenuPreferences {
  favourites: PreferredMenu[];
  recent: PreferredMenu[];
  frequent: PreferredMenu[];
}
