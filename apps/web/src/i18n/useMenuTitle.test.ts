import { afterEach, describe, expect, it } from 'vitest';
import { menu } from '../test/menuFixtures';
import { changeLocale } from './index';
import { menuTitleIn, menuTitleNow, serverTitle } from './useMenuTitle';

afterEach(() => changeLocale('zh_CN'));

const translated = menu('/_system/menus', '菜单管理', {
  meta: { titleI18n: { zh_TW: '選單管理', en_GB: 'Menus' } },
});
// A menu an administrator added with an English title only.
const englishOnly = menu('/help', '帮助', { meta: { titleI18n: { en_GB: 'Help' } } });

describe('menu titles', () => {
  it("are the server's translations of the title, or its zh_CN title when there is none", () => {
    expect(menuTitleIn('zh_CN', translated)).toBe('菜单管理');
    expect(menuTitleIn('zh_TW', translated)).toBe('選單管理');
    expect(menuTitleIn('en_GB', translated)).toBe('Menus');
    expect(menuTitleIn('zh_TW', englishOnly)).toBe('帮助');
    expect(menuTitleIn('en_GB', englishOnly)).toBe('Help');
    expect(menuTitleIn('en_GB', menu('/x', '无译名'))).toBe('无译名');
    expect(serverTitle(translated)).toBe('菜单管理');
  });

  it('follow the interface language outside components', async () => {
    expect(menuTitleNow(translated)).toBe('菜单管理');
    await changeLocale('en_GB');
    expect(menuTitleNow(translated)).toBe('Menus');
    await changeLocale('zh_TW');
    expect(menuTitleNow(translated)).toBe('選單管理');
  });
});
