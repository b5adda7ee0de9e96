import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, screenshot } from './support/browser';
import { showPortalPage } from './support/pages';
import { pick } from './support/select';
import { baseURL } from './support/server';
import { api, apiLogin, newPage, signedInPage, signIn } from './support/session';
import { toast } from './support/toast';

// Users, roles, organisations and posts (issue "System administration"). The server is shared
// with the other files: everything here is created under unique names, and removed at the end.
const password = inject('adminPassword');
const STAMP = Date.now().toString(36).slice(-6).toUpperCase();
const ORGAN = { code: `E2E-${STAMP}`, name: `端到端测试组${STAMP}` };
const POST = { code: `E2E_POST_${STAMP}`, name: `测试岗位${STAMP}` };
const ROLE = { code: `E2E_VIEWER_${STAMP}`, name: `只读用户${STAMP}` };
const USER = { login: `e2e.${STAMP.toLowerCase()}`, name: `测试员${STAMP}`, password: 'E2eUser2026' };

let browser: Browser;
let token: string;

beforeAll(async () => {
  browser = await launchBrowser();
  token = await apiLogin(baseURL, 'admin', password);
});

afterAll(async () => {
  await removeTestData().catch((error: unknown) => console.warn('[admin-users] clean-up failed', error));
  await browser?.close();
});

/** A call as the administrator; its dataSet. */
async function call<T>(path: string, body: unknown = {}): Promise<T> {
  const { status, body: envelope } = await api(baseURL, path, token, body);
  if (status !== 200) throw new Error(`${path} answered ${status}: ${JSON.stringify(envelope)}`);
  return envelope.dataSet as T;
}

/** Undoes what the test made: the user (for good), then the post, role and organisation. */
async function removeTestData() {
  type Page<T> = { result: T[] };
  const users = await call<Page<{ userId: number }>>('/rest/user/page', { loginName: USER.login });
  const bin = await call<Page<{ userId: number; loginName: string }>>('/rest/user/recycleList', {
    loginName: USER.login,
  });
  const userIds = [...users.result, ...bin.result].map((u) => u.userId);
  if (userIds.length) {
    await call('/rest/user/delete', { userIds: users.result.map((u) => u.userId) });
    await call('/rest/user/recycleDelete', { userIds });
  }
  const posts = await call<Page<{ postId: number }>>('/rest/post/page', { postCode: POST.code });
  for (const { postId } of posts.result) await call('/rest/post/delete', { postId });
  const roles = await call<Page<{ roleId: number }>>('/rest/role/page', { roleCode: ROLE.code });
  for (const { roleId } of roles.result) await call('/rest/role/delete', { roleId });
  const organs = await call<{ organId: number; organCode: string }[]>('/rest/organ/search', {
    keyword: ORGAN.code,
  });
  for (const { organId } of organs.filter((o) => o.organCode === ORGAN.code)) {
    await call('/rest/organ/delete', { organId });
    await call('/rest/organ/recycleDelete', { organIds: [organId] });
  }
}

/** A list page has loaded its rows (and is not still fetching): table rows, or cards on a phone. */
async function rowsShown(page: Page) {
  await page.locator('.ant-table-row, [data-testid="data-card"]').first().waitFor();
  await expect.poll(() => page.locator('.ant-spin-spinning').count()).toBe(0);
}

const dialogOk = (page: Page) =>
  page.getByRole('dialog').last().getByRole('button', { name: '确定' }).click();
/** A saved form closes its modal: waiting for that, not only a toast (an earlier one may linger). */
const modalClosed = (page: Page) => expect.poll(() => page.locator('.ant-modal:visible').count()).toBe(0);
const popconfirmOk = (page: Page) =>
  page.locator('.ant-popconfirm:visible').getByRole('button', { name: '确定' }).click();
const row = (page: Page, text: string) => page.locator('tr.ant-table-row', { hasText: text });

async function createOrganisation(page: Page) {
  await showPortalPage(page, baseURL, '/_system/organisations');
  await page.getByTestId('organ-tree').waitFor();
  // The first top-level organisation opens by itself; the new one goes under it.
  await page.getByTestId('organ-add-child').click();
  await page.locator('#organForm_organName').fill(ORGAN.name);
  await page.locator('#organForm_organCode').fill(ORGAN.code);
  await page.getByTestId('organ-save').click();
  await toast(page, '添加成功!');
  // The new organisation is the one selected, in the tree and on the right.
  await page.getByTestId(`organ-node-${ORGAN.code}`).waitFor();
  await expect.poll(() => page.locator('#organForm_organName').inputValue()).toBe(ORGAN.name);
}

async function createPost(page: Page) {
  await showPortalPage(page, baseURL, '/_system/posts');
  await rowsShown(page);
  await page.getByTestId('post-add').click();
  // The dialog's full-screen switch (spec 000 §3, 允许全屏) takes a real click, and back.
  const frame = page.locator('.ant-modal').filter({ has: page.locator('#postForm_postCode') });
  await page.getByRole('button', { name: '全屏', exact: true }).click();
  await expect
    .poll(() => frame.evaluate((el) => el.getBoundingClientRect().width))
    .toBe(page.viewportSize()?.width);
  await page.getByRole('button', { name: '退出全屏' }).click();
  await expect
    .poll(() => frame.evaluate((el) => el.getBoundingClientRect().width))
    .toBeLessThan(page.viewportSize()?.width ?? 0);
  await page.locator('#postForm_postCode').fill(POST.code);
  await page.locator('#postForm_postName').fill(POST.name);
  await dialogOk(page);
  await toast(page, '添加成功!');
  await modalClosed(page);
  await page.getByTestId(`post-name-${POST.code}`).waitFor();
}

/** A role whose only grant is the users page's view button (its menus come with it). */
async function createRole(page: Page) {
  await showPortalPage(page, baseURL, '/_system/roles');
  await rowsShown(page);
  await page.getByTestId('role-add').click();
  await page.locator('#roleForm_roleCode').fill(ROLE.code);
  await page.locator('#roleForm_roleName').fill(ROLE.name);
  await dialogOk(page);
  await toast(page, '添加成功!');
  await modalClosed(page);
  await row(page, ROLE.code).getByTestId('action-permissions').click();
  const view = page.locator('.ant-tree-treenode', { hasText: 'USER_VIEW' });
  await view.locator('.ant-tree-checkbox').click();
  await page.getByTestId('permission-save').click();
  await toast(page, '保存成功!');
}

async function createUser(page: Page) {
  await showPortalPage(page, baseURL, '/_system/users');
  await rowsShown(page);
  await page.getByTestId('user-add').click();
  await expect.poll(() => page.getByTestId('user-no').inputValue()).toMatch(/^U\d{6}$/);
  await page.locator('#userForm_loginName').fill(USER.login);
  await page.locator('#userForm_realname').fill(USER.name);
  await page.locator('#userForm_password').fill(USER.password);
  await pick(page, 'userForm_orgId', ORGAN.name);
  await pick(page, 'userForm_roleIds', ROLE.name);
  await dialogOk(page);
  await toast(page, '添加成功!');
  await modalClosed(page);
}

/** The post's "not holding it" tab: the new user, added to it. */
async function giveUserThePost(page: Page) {
  await showPortalPage(page, baseURL, '/_system/posts');
  await rowsShown(page);
  await row(page, POST.code).getByTestId('action-users').click();
  await page.getByRole('tab', { name: '未关联用户' }).click();
  const panel = page.getByRole('tabpanel', { name: '未关联用户' });
  await panel.getByPlaceholder('按姓名或登录名查找').fill(USER.login);
  await panel.getByPlaceholder('按姓名或登录名查找').press('Enter');
  await row(page, USER.login).locator('.ant-checkbox-input').check();
  await page.getByTestId('post-users-add').click();
  await toast(page, '添加成功!');
  await page.keyboard.press('Escape');
  await expect.poll(() => row(page, POST.code).locator('td').nth(6).textContent()).toBe('1');
}

/** Each list page opened afresh (the pictures leave toasts out), with the test's records in it. */
async function listScreenshots(page: Page) {
  for (const list of ['users', 'roles', 'posts']) {
    await showPortalPage(page, baseURL, `/_system/${list}`);
    await rowsShown(page);
    await screenshot(page, `${list}-list-zh_CN-1440`);
  }
  await showPortalPage(page, baseURL, '/_system/organisations');
  await expect.poll(() => page.locator('#organForm_organName').inputValue()).not.toBe('');
  await screenshot(page, 'organisations-list-zh_CN-1440');
}

/** The users page filtered to the test user, as the administrator sees it. */
async function findUser(page: Page) {
  await page.locator('#loginName').fill(USER.login);
  await page.getByTestId('search-query').click();
  // The list's own row, not one in a drawer over it.
  await page.getByTestId('user-list-page').locator('tr.ant-table-row', { hasText: USER.login }).waitFor();
}

describe('administration of users, roles, organisations and posts', () => {
  // One story across four pages and two browsers: longer than the 60 s a single check gets
  // (it ran past 150 s at a load average of 25).
  it('builds a user with a narrow role, who sees only that; freezing ends their session; the bin restores them', async () => {
    const admin = await newPage(browser);
    await signIn(admin, baseURL, 'admin', password);
    await createOrganisation(admin);
    await createPost(admin);
    await createRole(admin);
    await createUser(admin);
    await giveUserThePost(admin);

    await listScreenshots(admin);

    // The new user, in their own browser context: the users page only, and no buttons on it.
    const user = await newPage(browser);
    await signIn(user, baseURL, USER.login, USER.password, /\/_system\/users/);
    await row(user, USER.login).waitFor();
    const side = user.getByTestId('side-menu');
    await side.getByText('系统管理').waitFor();
    for (const hidden of ['组织机构', '角色管理', '岗位管理', '菜单管理', '仪表盘'])
      expect(await side.getByText(hidden, { exact: true }).count()).toBe(0);
    for (const button of ['user-add', 'user-export', 'user-import', 'user-recycle'])
      expect(await user.getByTestId(button).count()).toBe(0);
    for (const action of ['action-edit', 'action-freeze', 'action-more', 'action-delete'])
      expect(await user.getByTestId(action).count()).toBe(0);

    // Frozen by the administrator: the user's next call is refused and they land on the login page.
    await showPortalPage(admin, baseURL, '/_system/users');
    await rowsShown(admin);
    await findUser(admin);
    await row(admin, USER.login).getByTestId('action-freeze').click();
    await popconfirmOk(admin);
    await toast(admin, '冻结成功!');
    await row(admin, USER.login).getByText('冻结', { exact: true }).waitFor();
    await user.getByTestId('search-query').click();
    await user.waitForURL(/\/_login\/login/);
    await user.context().close();

    // Deleted, then restored from the recycle bin.
    await row(admin, USER.login).getByTestId('action-more').click();
    await admin.getByTestId('action-delete').click();
    await dialogOk(admin);
    await toast(admin, '删除成功!');
    await expect.poll(() => row(admin, USER.login).count()).toBe(0);
    await admin.getByTestId('user-recycle').click();
    await admin.getByPlaceholder('按姓名查找').fill(USER.name);
    await admin.getByPlaceholder('按姓名查找').press('Enter');
    await row(admin, USER.login).getByTestId('action-restore').click();
    await toast(admin, '恢复成功!');
    // The success toasts can sit over the drawer's close button on a slow machine: the click
    // goes to the button itself rather than to whatever is drawn on top of it.
    await admin.locator('.ant-drawer-close').dispatchEvent('click');
    await admin.locator('.ant-drawer').waitFor({ state: 'detached' });
    await findUser(admin);
    await admin.context().close();
  }, 240_000);

  it('the users page on a phone', async () => {
    const page = await signedInPage(browser, baseURL, 'admin', password, 375, 812);
    await page.goto(`${baseURL}/_system/users`);
    await rowsShown(page);
    await screenshot(page, 'users-list-zh_CN-375');
    await page.context().close();
  });
});
