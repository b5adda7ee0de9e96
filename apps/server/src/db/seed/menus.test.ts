import { MENU_ICON_NAMES } from '@awards/shared/menu-icons';
import {
  ALL_PERMISSION_CODES,
  EXAMINATION_PATH,
  HOME_PATH,
  PAGE_PERMISSIONS,
  PERM,
} from '@awards/shared/permissions';
import { describe, expect, it } from 'vitest';
import { MENU_TREE, ROUTE_VIEW, walkMenus } from './menus';

const FEATURES = new Set(
  (
    'users roles organisations posts menus apps dictionaries regions icons banks subjects business-modules data-groups enhance-scripts themes layouts notices messages ' +
    'templates sms logs sql-monitor jobs server-monitor online dashboard account awards editions experts ' +
    'registration review-groups declarations examination review meeting results publicity objections statistics project'
  ).split(' '),
);

const all = [...walkMenus()];

describe('menu tree', () => {
  it('attaches every permission code to exactly one button', () => {
    const codes = all.flatMap(({ menu }) => (menu.buttons ?? []).map((b) => b.buttonPerms));
    expect([...codes].sort()).toEqual([...ALL_PERMISSION_CODES].sort());
  });

  it("names for each page with buttons the code its list needs, one of the menu's own buttons", () => {
    // PAGE_PERMISSIONS hides a menu whose page the user could not list (issue 14 item 8).
    for (const { menu } of all) {
      const codes = (menu.buttons ?? []).map((b) => b.buttonPerms as string);
      const needed = PAGE_PERMISSIONS[menu.component];
      if (codes.length === 0) expect(needed, menu.name).toBeUndefined();
      else expect(codes, menu.name).toContain(needed);
    }
    const components = new Set(all.map(({ menu }) => menu.component));
    for (const page of Object.keys(PAGE_PERMISSIONS)) expect(components.has(page), page).toBe(true);
  });

  it('names only icons the portal can draw', () => {
    const known = new Set<string>(MENU_ICON_NAMES);
    for (const { menu } of all) if (menu.menuIcon) expect(known.has(menu.menuIcon), menu.name).toBe(true);
  });

  it('has unique route names and paths', () => {
    const names = all.map(({ menu }) => menu.name);
    const urls = all.map(({ menu }) => menu.menuUrl);
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('nests paths under their parent and names components by feature folder', () => {
    for (const { menu, parent } of all) {
      if (parent) expect(menu.menuUrl.startsWith(`${parent.menuUrl}/`), menu.name).toBe(true);
      if (menu.children?.length) {
        expect(menu.component, menu.name).toBe(ROUTE_VIEW);
      } else {
        const [feature, page] = menu.component.split('/');
        expect(FEATURES.has(feature ?? ''), menu.component).toBe(true);
        expect(page, menu.component).toMatch(/^[A-Z][A-Za-z]+Page$/);
      }
    }
  });

  it('numbers siblings and buttons without gaps', () => {
    const groups = [MENU_TREE, ...all.map(({ menu }) => menu.children ?? [])];
    for (const group of groups) expect(group.map((m) => m.menuSort)).toEqual(group.map((_, i) => i + 1));
    for (const { menu } of all) {
      expect((menu.buttons ?? []).map((b) => b.sortNum)).toEqual((menu.buttons ?? []).map((_, i) => i + 1));
    }
  });

  it('has the home page, the account centre and the examination page', () => {
    const byName = new Map(all.map(({ menu }) => [menu.name, menu]));
    expect(byName.get('dashboard-monitor')?.menuUrl).toBe(HOME_PATH);
    expect(byName.get('account-center')?.menuUrl).toBe('/_account/center/Index');
    const examination = byName.get('declare-examination');
    expect(examination?.menuUrl).toBe(EXAMINATION_PATH);
    expect(examination?.buttons?.map((b) => b.buttonPerms)).toContain(PERM.DECLARE_EXAMINE);
  });

  it("titles every menu in the three languages, within the form's 50 characters", () => {
    for (const { menu } of all) {
      const { zh_TW, en_GB } = menu.menuNameI18n;
      expect(zh_TW.trim(), menu.name).not.toBe('');
      expect(en_GB.trim(), menu.name).not.toBe('');
      expect(en_GB, menu.name).not.toMatch(/[\u3400-\u9fff]/);
      for (const title of [menu.menuName, zh_TW, en_GB])
        expect(title.length, menu.name).toBeLessThanOrEqual(50);
    }
  });
});
