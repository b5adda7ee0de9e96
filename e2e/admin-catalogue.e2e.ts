import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, screenshot } from './support/browser';
import { showPortalPage } from './support/pages';
import { baseURL } from './support/server';
import { api, apiLogin, newPage, signedInPage, signIn } from './support/session';
import { toast } from './support/toast';

// The administration catalogue (menus, apps, dictionaries, regions, icons, themes, layouts).
// The server is shared with the other files: every change here is undone before the test ends.
const password = inject('adminPassword');
let browser: Browser;
let token: string;

beforeAll(async () => {
  browser = await launchBrowser();
  token = await apiLogin(baseURL, 'admin', password);
});
afterAll(() => browser?.close());

interface Tree {
  menuId: number;
  menuName: string;
  children?: Tree[];
}

async function menuIdOf(name: string): Promise<number> {
  const { body } = await api(baseURL, '/rest/menu/tree', token, { menuName: name });
  const found = (body.dataSet as Tree[]).find((menu) => menu.menuName === name);
  if (!found) throw new Error(`no top menu named ${name}`);
  return found.menuId;
}

/** A list page has loaded its rows (and is not still fetching). */
async function rowsShown(page: Page) {
  await page.locator('.ant-table-row').first().waitFor();
  await expect.poll(() => page.locator('.ant-spin-spinning, .ant-spin-blur').count()).toBe(0);
}

describe('menus', () => {
  it('renames a menu and the side menu shows it at once, without a reload', async () => {
    const menuId = await menuIdOf('系统管理');
    const page = await signedInPage(browser, baseURL, 'admin', password);
    try {
      await page.goto(`${baseURL}/_system/menus`);
      await rowsShown(page);
      // Marks this document: a reload would lose it.
      await page.evaluate(() => Object.assign(window, { e2eMarker: 'kept' }));
      const side = page.getByTestId('side-menu');

      for (const [from, to] of [
        ['系统管理', '系统管理（测试）'],
        ['系统管理（测试）', '系统管理'],
      ] as const) {
        const row = page.locator('tr', { has: page.getByTestId(`menu-name-${menuId}`) });
        await row.getByTestId('action-edit').click();
        const name = page.locator('#menuForm_menuName');
        await expect.poll(() => name.inputValue()).toBe(from);
        await name.fill(to);
        await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
        await toast(page, '编辑成功!');
        await side.getByText(to, { exact: true }).waitFor();
        expect(await side.getByText(from, { exact: true }).count()).toBe(0);
      }
      expect(await page.evaluate(() => (window as unknown as { e2eMarker?: string }).e2eMarker)).toBe('kept');
    } catch (error) {
      await screenshot(page, 'failed-menus');
      throw error;
    } finally {
      await api(baseURL, '/rest/menu/edit', token, { menuId, menuName: '系统管理' });
      await page.context().close();
    }
  });
});

describe('dictionaries', () => {
  const CODE = 'e2e_honour';
  const NAME = 'E2E荣誉奖';

  async function removeLeftover() {
    const { body } = await api(baseURL, '/rest/dict/itemListByPage', token, {
      categoryCode: 'grade',
      code: CODE,
    });
    for (const item of (body.dataSet as { result: { dictId: number; code: string }[] }).result) {
      if (item.code === CODE) await api(baseURL, '/rest/dict/itemDelete', token, { dictId: item.dictId });
    }
  }

  it('adds an item that the dictionary’s select offers at once, then deletes it', async () => {
    const page = await signedInPage(browser, baseURL, 'admin', password);
    try {
      await page.goto(`${baseURL}/_system/dictionaries`);
      await page.getByTestId('dict-grade').click();
      await page.getByTestId('item-panel').getByText('字典项：奖励等级（grade）').waitFor();
      await rowsShown(page);

      await page.getByTestId('item-add').click();
      await page.locator('#entryForm_code').fill(CODE);
      await page.locator('#entryForm_value').fill(NAME);
      await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
      await toast(page, '添加成功!');
      await page.getByTestId(`item-${CODE}`).waitFor();

      // The select every form shows for this dictionary offers it, without signing in again.
      await page.getByTestId('item-preview').click();
      await page.locator('.ant-select-item-option').getByText(NAME, { exact: true }).waitFor();
      await page.keyboard.press('Escape');

      const row = page.locator('tr', { has: page.getByTestId(`item-${CODE}`) });
      await row.getByTestId('action-delete').click();
      await page.locator('.ant-popconfirm').getByRole('button', { name: '确定' }).click();
      await toast(page, '删除成功!');
      await expect.poll(() => page.getByTestId(`item-${CODE}`).count()).toBe(0);
      await page.getByTestId('item-preview').click();
      await page.locator('.ant-select-item-option').first().waitFor();
      expect(await page.locator('.ant-select-item-option').getByText(NAME, { exact: true }).count()).toBe(0);
    } catch (error) {
      await screenshot(page, 'failed-dictionaries');
      throw error;
    } finally {
      await removeLeftover();
      await page.context().close();
    }
  });
});

describe('every catalogue page at 1440 px', () => {
  // [feature, path, what shows once loaded, whether its edit form is worth a picture]
  const PAGES = [
    ['menus', '/_system/menus', 'menu-table', true],
    ['apps', '/_system/apps', 'app-list-page', true],
    ['dictionaries', '/_system/dictionaries', 'item-panel', false],
    ['regions', '/_system/regions', 'region-page', false],
    ['icons', '/_system/icons', 'icon-list-page', true],
    ['themes', '/_system/themes', 'theme-list-page', true],
    ['layouts', '/_system/layouts', 'layout-list-page', true],
  ] as const;

  it('opens each page with its rows, and the edit forms, in Chinese', async () => {
    const page = await newPage(browser);
    await signIn(page, baseURL, 'admin', password);
    for (const [feature, path, testId, form] of PAGES) {
      await showPortalPage(page, baseURL, path);
      await page.getByTestId(testId).waitFor();
      await rowsShown(page);
      // The placeholder of an unregistered page would say so; this is the real page.
      expect(await page.getByTestId('placeholder-page').count()).toBe(0);
      await screenshot(page, `${feature}-list-zh_CN-1440`);
      if (!form) continue;
      await page.getByTestId('action-edit').first().click();
      await page.getByRole('dialog').waitFor();
      // Opened by address (?form=edit:<id>), so a link can open it too.
      expect(page.url()).toMatch(/[?&]form=edit%3A\d+|[?&]form=edit:\d+/);
      await screenshot(page, `${feature}-form-zh_CN-1440`);
      await page.getByRole('dialog').getByRole('button', { name: '取消' }).click();
      await expect.poll(() => page.url()).not.toMatch(/form=/);
    }
    await page.context().close();
  });

  it('speaks English too', async () => {
    const page = await newPage(browser);
    await signIn(page, baseURL, 'admin', password);
    // The stored choice of the language selector (spec 000 §1), read at start-up.
    await page.evaluate(() =>
      localStorage.setItem('dandelion__lang', JSON.stringify({ value: 'en_GB', expire: null })),
    );
    await page.goto(`${baseURL}/_system/menus`);
    await page.getByTestId('menu-table').getByText('Path', { exact: true }).first().waitFor();
    await rowsShown(page);
    await page.getByTestId('menu-table').getByText('Top menu', { exact: true }).first().waitFor();
    await screenshot(page, 'menus-list-en_GB-1440');
    await page.goto(`${baseURL}/_system/themes`);
    await page.getByTestId('theme-list-page').getByText('System default', { exact: true }).first().waitFor();
    await screenshot(page, 'themes-list-en_GB-1440');
    await page.context().close();
  });
});

describe('subjects (the discipline tree)', () => {
  it('adds a sub-subject that the experts’ discipline select offers at once, then deletes it', async () => {
    const page = await signedInPage(browser, baseURL, 'admin', password);
    try {
      await page.goto(`${baseURL}/_system/subjects`);
      await page.getByTestId('subject-page').waitFor();
      await rowsShown(page);
      expect(await page.getByTestId('placeholder-page').count()).toBe(0);
      await screenshot(page, 'subjects-list-zh_CN-1440');

      const computer = page.locator('tr', { has: page.getByTestId('subject-computer') });
      await computer.getByTestId('action-addChild').click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      await dialog.getByTestId('subject-code').fill('e2e_ai');
      await dialog.getByTestId('subject-name').fill('人工智能（测试）');
      await screenshot(page, 'subjects-form-zh_CN-1440');
      await dialog.getByRole('button', { name: /确\s?定/ }).click();
      await toast(page, '保存成功');
      await page.getByTestId('subject-e2e_ai').waitFor();
      await screenshot(page, 'subjects-tree-zh_CN-1440');

      // The discipline dictionary every form reads carries it.
      const { body } = await api(baseURL, '/rest/dict/getDictItems', token, { categoryCode: 'discipline' });
      expect((body.dataSet as { dictList: { code: string }[] }).dictList.map((d) => d.code)).toContain(
        'e2e_ai',
      );

      const added = page.locator('tr', { has: page.getByTestId('subject-e2e_ai') });
      await added.getByTestId('action-delete').click();
      await page
        .getByRole('button', { name: /确\s?定/ })
        .last()
        .click();
      await toast(page, '删除成功');
      await expect.poll(() => page.getByTestId('subject-e2e_ai').count()).toBe(0);

      await page.evaluate(() =>
        localStorage.setItem('dandelion__lang', JSON.stringify({ value: 'en_GB', expire: null })),
      );
      await page.goto(`${baseURL}/_system/subjects`);
      await page.getByTestId('subject-page').getByText('Computer science and technology').waitFor();
      await screenshot(page, 'subjects-list-en_GB-1440');
    } catch (error) {
      await screenshot(page, 'failed-subjects');
      throw error;
    } finally {
      await page.context().close();
    }
  });
});

// Several round trips and a reload: allow for a loaded machine.
describe('enhance scripts (the worker in Chromium)', { timeout: 180_000 }, () => {
  it('tries, saves and runs a script on the banks table in a worker; cuts a loop; gives fetch nothing', async () => {
    const page = await signedInPage(browser, baseURL, 'admin', password);
    try {
      await page.goto(`${baseURL}/_system/banks`);
      await rowsShown(page);
      const table = page.getByTestId('data-table').first();
      await table.getByTestId('enhance-open').click();
      const drawer = page.getByTestId('enhance-drawer');
      const code = drawer.locator('.cm-content');
      await code.waitFor();

      // Tried on the page, unsaved: the table behind the drawer shows the hints at once.
      await code.fill("return rows.map((r, i) => (i === 0 ? { rowClass: 'highlight', badge: 'E2E' } : {}));");
      await drawer.getByTestId('enhance-try').click();
      await expect.poll(() => drawer.getByTestId('enhance-try-result').textContent()).toMatch(/有提示/);
      await expect.poll(() => table.locator('tr[data-enhance="highlight"]').count()).toBe(1);

      // A loop is cut at 100 ms: the worker is terminated, the table shows plain and says so.
      await code.fill('for (;;) {}');
      await drawer.getByTestId('enhance-try').click();
      await expect.poll(() => table.getByTestId('enhance-notice').textContent()).toMatch(/100 毫秒/);
      expect(await table.locator('tr[data-enhance]').count()).toBe(0);

      // No network for a script, however it asks (the sealed scope; the worker's own CSP).
      await code.fill(
        "const f = self.fetch || globalThis.fetch; const x = typeof XMLHttpRequest; return [{ badge: String(f) + ' ' + x }];",
      );
      await drawer.getByTestId('enhance-try').click();
      await expect.poll(() => table.getByTestId('enhance-badge').textContent()).toBe('undefined undefined');

      // Saved: after a reload every visitor's table runs it, in a real Worker.
      await code.fill("return rows.map((r, i) => (i === 0 ? { rowClass: 'highlight', badge: 'E2E' } : {}));");
      await drawer.getByTestId('enhance-save').click();
      await toast(page, /已保存为第 \d+ 版/);
      await page.reload();
      await rowsShown(page);
      await expect.poll(() => page.locator('tr[data-enhance="highlight"]').count()).toBe(1);
      expect(await page.getByTestId('enhance-badge').textContent()).toBe('E2E');
      await screenshot(page, 'enhance-banks-zh_CN-1440');
      await page.getByTestId('enhance-open').first().click();
      await page.getByTestId('enhance-version-1').waitFor();
      await screenshot(page, 'enhance-editor-zh_CN-1440');
    } catch (error) {
      await screenshot(page, 'failed-enhance');
      throw error;
    } finally {
      // Undone: an empty version leaves the table as it was for the other files.
      await api(baseURL, '/rest/enhance/save', token, { tableId: 'system.banks', script: '' });
      await page.context().close();
    }
  });
});
