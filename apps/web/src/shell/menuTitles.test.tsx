import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLocale } from '../i18n';
import { type MenuTitle, menuTitleIn } from '../i18n/useMenuTitle';
import { menu } from '../test/menuFixtures';
import { renderRoute } from '../test/renderWithProviders';
import { searchEntries } from './header/menuSearch';
import { PageBreadcrumb } from './PageBreadcrumb';
import { menuPages } from './products/menuIndex';
import { SideMenu } from './SideMenu';

afterEach(() => changeLocale('zh_CN'));

/** Titles as the init call carries them: the seed's translations, an administrator's menu with English only. */
const MENU = [
  menu('/_system', '系统管理', {
    meta: { titleI18n: { zh_TW: '系統管理', en_GB: 'System' } },
    children: [
      menu('/_system/menus', '菜单管理', {
        component: 'menus/MenuListPage',
        meta: { titleI18n: { zh_TW: '選單管理', en_GB: 'Menus' } },
      }),
      menu('/_system/help', '帮助中心', { component: 'x/HelpPage', meta: { titleI18n: { en_GB: 'Help' } } }),
    ],
  }),
];

function renderShell() {
  return renderRoute(
    <>
      <nav data-testid="side">
        <SideMenu menu={MENU} collapsed={false} theme="light" />
      </nav>
      <PageBreadcrumb menu={MENU} />
    </>,
    { path: '/_system/menus' },
  );
}

describe('menu titles in the shell', () => {
  it('show in English, an untranslated version falling back to the zh_CN title', async () => {
    await changeLocale('en_GB');
    renderShell();
    const side = screen.getByTestId('side');
    expect(within(side).getByText('System')).toBeTruthy();
    expect(within(side).getByText('Menus')).toBeTruthy();
    expect(within(side).getByText('Help')).toBeTruthy();
    expect(within(screen.getByTestId('breadcrumb')).getByText('Menus')).toBeTruthy();
  });

  it('follow a change of language', async () => {
    await changeLocale('zh_TW');
    renderShell();
    const side = screen.getByTestId('side');
    expect(within(side).getByText('選單管理')).toBeTruthy();
    // No zh_TW version: the zh_CN title.
    expect(within(side).getByText('帮助中心')).toBeTruthy();
    await act(() => changeLocale('zh_CN'));
    expect(within(side).getByText('菜单管理')).toBeTruthy();
    expect(within(screen.getByTestId('breadcrumb')).getByText('系统管理')).toBeTruthy();
  });

  it('title the menu search and the products drawer', () => {
    const english: MenuTitle = (node) => menuTitleIn('en_GB', node);
    expect(searchEntries(MENU, english).map((e) => e.label)).toEqual(['System / Menus', 'System / Help']);
    expect(menuPages(MENU, english).map((p) => [p.trail, p.title])).toEqual([
      [['System'], 'Menus'],
      [['System'], 'Help'],
    ]);
  });
});
