import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, screenshot } from './support/browser';
import { baseURL } from './support/server';
import { api, apiLogin, newPage as freshPage } from './support/session';

const adminPassword = inject('adminPassword');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const newPage = (width = 1440, height = 900): Promise<Page> => freshPage(browser, width, height);

async function signIn(page: Page, username: string, password: string) {
  await page.goto(`${baseURL}/`);
  await page.waitForURL(/\/_login\/login/);
  await page.locator('#username').fill(username);
  await page.locator('#password').fill(password);
  await page.getByTestId('login-submit').click();
}

describe('signing in through the login page', () => {
  it('shows the project title and filing links, then the home menu after sign-in', async () => {
    const page = await newPage();
    // A deep link without a session goes to the login page, remembering where it was going.
    await page.goto(`${baseURL}/_monitor/logs`);
    await page.waitForURL(/\/_login\/login\?redirect=%2F_monitor%2Flogs/);
    await expect.poll(() => page.getByText('行业协会奖励申报系统').first().isVisible()).toBe(true);
    await expect.poll(() => page.getByText('京ICP备').first().isVisible()).toBe(true);
    // The form is a lazy chunk: picture it, not the spinner before it.
    await page.locator('#username').waitFor();
    await screenshot(page, 'login-zh_CN-1440');

    await page.locator('#username').fill('admin');
    await page.locator('#password').fill(adminPassword);
    await page.getByTestId('login-submit').click();
    await page.waitForURL(/\/_monitor\/logs/);
    await page.goto(`${baseURL}/`);
    await page.waitForURL(/\/_dashboard\/Monitor/);
    const menu = page.getByTestId('side-menu');
    await menu.waitFor();
    for (const title of ['系统管理', '消息管理', '系统监控', '申报管理']) {
      await expect.poll(() => menu.getByText(title, { exact: true }).first().isVisible()).toBe(true);
    }
    await page.getByTestId('home-greeting').waitFor();
    await screenshot(page, 'home-zh_CN-1440');
    await page.context().close();
  });

  it('refuses a wrong password with the generic message, and keeps the user on the login page', async () => {
    const page = await newPage();
    await signIn(page, 'admin', 'wrong-password-1');
    await expect.poll(() => page.getByText('用户名或密码错误').first().isVisible()).toBe(true);
    expect(page.url()).toMatch(/\/_login\/login/);
    await page.context().close();
  });

  it('lands a BUSI_AUDIT user on the examination page', async () => {
    const page = await newPage();
    await signIn(page, 'auditor', adminPassword);
    await page.waitForURL(/\/declare\/examination/);
    await page.context().close();
  });

  it('signs in by phone with the code the SMS channel delivered (issue 19)', async () => {
    const phone = '13911030003'; // the demo user viewer's
    const page = await newPage();
    await page.goto(`${baseURL}/`);
    await page.waitForURL(/\/_login\/login/);
    await page.getByTestId('login-tab-phone').click();
    await page.locator('#phone').fill(phone);
    await page.getByTestId('phone-send-code').click();
    await page.getByTestId('phone-code-sent').waitFor();
    // The button counts down the server's 60 s before another code.
    await expect
      .poll(async () => (await page.getByTestId('phone-send-code').textContent())?.replace(/\s/g, ''))
      .toMatch(/^\d{2}秒后重发$/);
    await screenshot(page, 'login-phone-zh_CN-1440');

    // The development SMS provider delivers into the SMS log: read the code there, as an administrator.
    const admin = await apiLogin(baseURL, 'admin', adminPassword);
    const log = await api(baseURL, '/rest/smsService/getSmsByPage', admin, { recipient: phone, pageSize: 1 });
    const [sms] = (log.body.dataSet as { result: { content: string; bizType: string }[] }).result;
    expect(sms?.bizType).toBe('sign-in-code');
    const code = sms?.content.match(/\d{6}/)?.[0];
    expect(code).toMatch(/^\d{6}$/);

    await page.locator('#sms-code').fill(code!);
    await page.getByTestId('phone-login-submit').click();
    await page.waitForURL(/\/_dashboard\/Monitor/);
    await page.getByTestId('home-greeting').waitFor();
    await page.context().close();
  });

  it('sends an unknown path to /404 once signed in, and signs out', async () => {
    const page = await newPage();
    await signIn(page, 'admin', adminPassword);
    await page.waitForURL(/\/_dashboard\/Monitor/);
    await page.goto(`${baseURL}/no/such/page`);
    await page.waitForURL(/\/404$/);
    await page.context().close();
  });
});

describe('what a signed-out visit downloads (issue 18)', () => {
  it('runs only the scripts of index.html, compressed, and prefetches the shell once the form is up', async () => {
    const html = await (await fetch(`${baseURL}/`, { headers: { 'Accept-Encoding': 'br' } })).text();
    const firstScripts = new Set(
      [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]),
    );
    const shellFiles = html.match(/name="awards-shell-files" content="([^"]*)"/)?.[1]?.split(' ') ?? [];
    expect(firstScripts.size).toBeGreaterThan(0);
    // The shell is one chunk of its own (apps/web/vite.plugins.ts, shellGroup).
    expect(shellFiles.some((file) => /\/shell-[^/]+\.js$/.test(file))).toBe(true);

    for (const address of ['/', '/_monitor/logs']) {
      const page = await newPage();
      const scripts: { path: string; encoding: string | undefined }[] = [];
      const prefetched = new Set<string>();
      page.on('response', (response) => {
        const path = new URL(response.url()).pathname;
        const type = response.request().resourceType();
        if (type === 'script') scripts.push({ path, encoding: response.headers()['content-encoding'] });
        else if (type === 'other' && path.startsWith('/assets/')) prefetched.add(path);
      });
      await page.goto(`${baseURL}${address}`);
      await page.waitForURL(/\/_login\/login/);
      await page.locator('#username').waitFor();
      // Nothing of the signed-in shell runs: every script is one that index.html names.
      expect(scripts.map((s) => s.path).filter((path) => !firstScripts.has(path))).toEqual([]);
      expect(scripts.filter((s) => s.path.includes('/index-')).map((s) => s.encoding)).toEqual(['br']);
      // Then, the browser idle, the shell's files arrive in the cache without running.
      await expect.poll(() => shellFiles.every((file) => prefetched.has(file))).toBe(true);
      await page.context().close();
    }
  });
});
