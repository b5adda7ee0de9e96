import { z } from 'zod';
import { id4, text } from './primitives';

export const PREFERENCE_MESSAGES = {
  menuRequired: '请指定菜单',
  menuNotFound: '菜单不存在或无权访问',
  pathRequired: '请指定页面路径',
} as const;

/** Keeps the drawer's lists short (docs/account-decisions.md, "Preferences"). */
export const RECENT_LIMIT = 20;
export const FREQUENT_LIMIT = 10;
export const FAVOURITE_LIMIT = 100;

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
    .max(300, { error: '路径过长' })
    .regex(/^\//, { error: '路径必须以 / 开头' }),
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
