import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, screenshot } from './support/browser';
import { baseURL } from './support/server';
import { api, apiLogin, encryptTransport, newPage, signIn, storedToken } from './support/session';

// Password change (spec 000 §5) and a session that lapses (§4, §8). The password test
// changes 'sysadmin' and puts the password back, so other files can still sign in as it.
const password = inject('adminPassword');
const NEW_PASSWORD = 'Sysadmin#2026b';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Sets sysadmin's password back through the API, whatever the test got to. */
async function restoreSysadmin() {
  const token = await apiLogin(baseURL, 'sysadmin', NEW_PASSWORD).catch(() => null);
  if (!token) return;
  const body = {
    oldPassword: encryptTransport(NEW_PASSWORD),
    newPassword: encryptTransport(password),
    confirmPassword: encryptTransport(password),
  };
  expect((await api(baseURL, '/rest/setting/updatepassword', token, body)).status).toBe(200);
}

describe('changing the password', () => {
  afterAll(restoreSysadmin);

  it('checks the rules, then logs out after success and needs the new password', async () => {
    const page = await newPage(browser);
    await signIn(page, baseURL, 'sysadmin', password);
    await page.getByTestId('user-menu').click();
    await page.getByText('修改密码', { exact: true }).click();
    const dialog = page.locator('.ant-modal').filter({ hasText: '修改密码' });
    await dialog.getByRole('button', { name: '确定' }).click();
    for (const message of ['请输入旧密码！', '请输入新密码！', '请确认新密码！'])
      await dialog.getByText(message).waitFor();

    await page.locator('#oldPassword').fill(password);
    await page.locator('#newPassword').fill('abcdefgh');
    await page.locator('#confirmPassword').fill('abcdefgx');
    await dialog.getByText('密码由至少8位数字、大小写字母组成!').waitFor();
    await dialog.getByText('两次输入的密码不一样！').waitFor();
    await screenshot(page, 'change-password-zh_CN-1440');

    await page.locator('#newPassword').fill(NEW_PASSWORD);
    await page.locator('#confirmPassword').fill(NEW_PASSWORD);
    await dialog.getByRole('button', { name: '确定' }).click();
    await page.getByText('密码修改成功').waitFor();
    await page.getByText('自动退出此账号需重新登录!').waitFor();
    await page.waitForURL(/\/_login\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('dandelion__DEFAULT_THEME'))).toBeNull();

    // The old password no longer opens the account; the new one does.
    await page.locator('#username').fill('sysadmin');
    await page.locator('#password').fill(password);
    await page.getByTestId('login-submit').click();
    await page.getByTestId('login-alert').waitFor();
    await page.locator('#password').fill(NEW_PASSWORD);
    await page.getByTestId('login-submit').click();
    await page.waitForURL(/\/_dashboard\/Monitor/);
    await page.context().close();
  });
});

describe('a session that lapses', () => {
  it('goes back to the login page on the next load, keeping where the user was', async () => {
    const page = await newPage(browser);
    await signIn(page, baseURL, 'admin', password);
    await page.getByTestId('side-menu').getByText('系统管理', { exact: true }).click();
    await page.getByTestId('side-menu').getByText('角色管理', { exact: true }).click();
    await page.waitForURL(/\/_system\/roles$/);
    // Signed out elsewhere: the server forgets the token this page holds.
    expect((await api(baseURL, '/logout', await storedToken(page))).status).toBe(200);
    await page.reload();
    await page.waitForURL(/\/_login\/login\?redirect=%2F_system%2Froles$/);
    await page.getByText('系统提示').first().waitFor();
    expect(await storedToken(page)).toBe('');
    // Signing in again returns to that page.
    await page.locator('#username').fill('admin');
    await page.locator('#password').fill(password);
    await page.getByTestId('login-submit').click();
    await page.waitForURL(/\/_system\/roles$/);
    await page.context().close();
  });

  it('on a call answered 401, tells the user, forgets the token and reloads to the login page', async () => {
    const page = await newPage(browser);
    await signIn(page, baseURL, 'admin', password);
    // Revoked elsewhere; the page still has its menus, so nothing is asked until a page loads data.
    expect((await api(baseURL, '/logout', await storedToken(page))).status).toBe(200);
    // The personal centre loads the profile: the first call with the lapsed token.
    await page.getByTestId('user-menu').click();
    await page.getByText('个人中心', { exact: true }).click();
    await page.getByText('未登录或登录已过期，请重新登录').first().waitFor();
    await page.waitForURL(/\/_login\/login\?redirect=%2F_account%2Fcenter%2FIndex$/);
    await page.context().close();
  });
});
