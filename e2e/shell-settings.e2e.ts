import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, screenshot } from './support/browser';
import { baseURL } from './support/server';
import { newPage, signIn } from './support/session';
import { still } from './support/settle';

// The settings drawer and multi-tab mode of spec 000 §2/§4; each test has its own browser storage.
const password = inject('adminPassword');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function openSettings(page: Page) {
  await page.getByTestId('user-menu').click();
  await page.getByText('系统设置', { exact: true }).last().click();
  await page.locator('.ant-drawer-title').getByText('系统设置').waitFor();
  // The theme list has loaded (and the server's theme applied) before a switch is read.
  await expect.poll(() => page.locator('.ant-drawer .ant-spin-spinning').count()).toBe(0);
  // The drawer has finished sliding in before anything is measured or clicked.
  await still(page);
}

/** Right-clicks a tab and picks an entry of its menu, once the menu has finished opening. */
async function contextMenu(page: Page, tab: string, entry: string) {
  await page.getByTestId('multi-tabs').getByText(tab).click({ button: 'right' });
  const item = page
    .locator('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu-item')
    .filter({ hasText: entry });
  await item.waitFor();
  await still(page);
  await item.click();
}

const checked = (page: Page, name: string) =>
  page.getByTestId(`setting-${name}`).evaluate((el) => el.classList.contains('ant-switch-checked'));
const disabled = (page: Page, name: string) =>
  page.getByTestId(`setting-${name}`).evaluate((el) => el.classList.contains('ant-switch-disabled'));

describe('the settings drawer', () => {
  it('is 400 px wide, offers the system default theme, and its switches survive a reload', async () => {
    const page = await newPage(browser);
    await signIn(page, baseURL, 'admin', password);
    await openSettings(page);
    const drawer = page.locator('.ant-drawer-content-wrapper');
    expect(await drawer.evaluate((el) => Math.round(el.getBoundingClientRect().width))).toBe(400);
    // Whether or not the server lists themes yet, the system default is always there.
    await page.getByTestId('theme-system-default').waitFor();
    await screenshot(page, 'settings-drawer-zh_CN-1440');

    // The system default theme sets the starting flags; each switch is turned the other way.
    const fixedHeader = await checked(page, 'fixedHeader');
    await page.getByTestId('setting-fixedHeader').click();
    if (await checked(page, 'fixedFooter')) await page.getByTestId('setting-fixedFooter').click();
    await page.getByTestId('setting-hideFooter').click();
    await page.getByTestId('setting-colourWeak').click();
    // A hidden footer cannot be fixed.
    expect(await disabled(page, 'fixedFooter')).toBe(true);
    await expect
      .poll(() => page.evaluate(() => document.documentElement.classList.contains('colorWeak')))
      .toBe(true);

    await page.reload();
    await page.getByTestId('global-header').waitFor();
    expect(await page.getByTestId('global-footer').count()).toBe(0);
    const position = await page.getByTestId('global-header').evaluate((el) => getComputedStyle(el).position);
    expect(position === 'fixed').toBe(!fixedHeader);
    expect(await page.evaluate(() => document.documentElement.classList.contains('colorWeak'))).toBe(true);
    await openSettings(page);
    expect(await checked(page, 'fixedHeader')).toBe(!fixedHeader);
    expect(await checked(page, 'hideFooter')).toBe(true);
    expect(await checked(page, 'colourWeak')).toBe(true);
    const stored = await page.evaluate(() => localStorage.getItem('dandelion__DEFAULT_HIDE_FOOTER'));
    expect(JSON.parse(stored ?? '{}').value).toBe(true);
    await page.context().close();
  });

  it('changes the primary colour at run time, and switches to the top menu', async () => {
    const page = await newPage(browser);
    await signIn(page, baseURL, 'admin', password);
    await openSettings(page);
    await page.getByTestId('setting-primaryColor').click();
    await page.locator('.ant-color-picker-presets-color').nth(6).click();
    const selected = page.getByTestId('side-menu').locator('.ant-menu-item-selected').first();
    await expect
      .poll(() => selected.evaluate((el) => getComputedStyle(el).backgroundColor))
      .toBe('rgb(114, 46, 209)');
    await page.keyboard.press('Escape');

    await page.getByTestId('setting-layoutMode').getByText('顶部菜单').click();
    await page.getByTestId('top-menu').waitFor();
    expect(await page.getByTestId('sider').count()).toBe(0);
    await page.getByTestId('header-bg-2').click();
    await expect
      .poll(() => page.getByTestId('global-header').evaluate((el) => getComputedStyle(el).backgroundColor))
      .toBe('rgb(0, 21, 41)');
    await page.context().close();
  });
});

describe('theme properties', () => {
  it('applies a theme’s menu, header, logo and table properties (spec 000 §3)', async () => {
    const page = await newPage(browser);
    await signIn(page, baseURL, 'admin', password);
    // A theme previewed from the theme administration is held in this browser and shown at start.
    const config = {
      menuFontColor: '#ffd666',
      menuBackgroundColor: '#102a43',
      selectedMenuBackgroundColor: '#fa541c',
      headerFontColor: '#ad2102',
      logoShowTitle: false,
      tableStriped: true,
    };
    await page.evaluate((layoutConfig) => {
      const theme = {
        themeId: 999,
        themeName: 'e2e',
        primaryColor: '#1677ff',
        menuColor: null,
        headerBg: null,
        sideMenuBg: null,
        fixedHeader: null,
        fixedFooter: null,
        hideFooter: null,
        multipage: null,
        colorWeak: null,
        ifSelected: false,
        userSelected: false,
        layout: { menuMode: 'side', config: layoutConfig },
      };
      localStorage.setItem('dandelion__PREVIEW_THEME', JSON.stringify({ value: theme, expire: null }));
    }, config);
    await page.goto(`${baseURL}/_system/users`);
    await page.getByTestId('side-menu').waitFor();
    const style = (testId: string, property: 'color' | 'backgroundColor') =>
      page.getByTestId(testId).evaluate((el, p) => getComputedStyle(el)[p], property);
    await expect.poll(() => style('sider', 'backgroundColor')).toBe('rgb(16, 42, 67)');
    await expect.poll(() => style('global-header', 'color')).toBe('rgb(173, 33, 2)');
    const selected = page.getByTestId('side-menu').locator('.ant-menu-item-selected').first();
    await expect
      .poll(() => selected.evaluate((el) => getComputedStyle(el).backgroundColor))
      .toBe('rgb(250, 84, 28)');
    const plain = page.getByTestId('side-menu').locator('.ant-menu-submenu-title').first();
    expect(await plain.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(255, 214, 102)');
    expect(await page.getByTestId('sider').locator('[class*=logoText]').isVisible()).toBe(false);
    const evenRow = page.locator('.ant-table-tbody > tr.ant-table-row').nth(1).locator('td').first();
    await evenRow.waitFor();
    expect(await evenRow.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
    await screenshot(page, 'theme-properties-zh_CN-1440');
    await page.context().close();
  });
});

describe('multi-tab mode', () => {
  it('opens a tab per page, keeps each page while another shows, and offers the right-click menu', async () => {
    const page = await newPage(browser);
    await signIn(page, baseURL, 'admin', password);
    await openSettings(page);
    await page.getByText('支持右键菜单').waitFor();
    await page.getByTestId('setting-multiPage').click();
    await page.locator('.ant-drawer-close').dispatchEvent('click');

    const menu = page.getByTestId('side-menu');
    await menu.getByText('系统管理', { exact: true }).click();
    await menu.getByText('用户管理', { exact: true }).click();
    await page.waitForURL(/\/_system\/users$/);
    // The element holding the users page: kept mounted (hidden) while another tab shows.
    const usersEntry = '[data-page-entry="/_system/users"]';
    await page.locator(`${usersEntry}.page-transition`).waitFor();
    await page.evaluate((sel) => {
      (window as unknown as { kept: Element | null }).kept = document.querySelector(sel);
    }, usersEntry);
    await menu.getByText('角色管理', { exact: true }).click();
    await page.waitForURL(/\/_system\/roles$/);
    const tabs = page.getByTestId('multi-tabs');
    await expect
      .poll(() => tabs.getByTestId('page-tab').allTextContents())
      .toEqual(['首页', '用户管理', '角色管理']);

    await tabs.getByText('用户管理').click();
    await page.waitForURL(/\/_system\/users$/);
    // The same node is back and shown: the page was kept, not mounted again.
    const same = () =>
      page.evaluate((sel) => {
        const now = document.querySelector<HTMLElement>(sel);
        return (window as unknown as { kept: Element | null }).kept === now && !now?.hidden;
      }, usersEntry);
    await expect.poll(same).toBe(true);
    // The picture waits for the page's fade-in and the menu's highlight to finish (settle.ts).
    await screenshot(page, 'multi-tabs-zh_CN-1440');

    await contextMenu(page, '用户管理', '关闭其他');
    await expect.poll(() => tabs.getByTestId('page-tab').allTextContents()).toEqual(['首页', '用户管理']);
    // Refresh mounts the page afresh.
    await contextMenu(page, '用户管理', '刷新');
    await expect.poll(same).toBe(false);
    await page.context().close();
  });
});
