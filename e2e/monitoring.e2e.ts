import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, screenshot } from './support/browser';
import { showPortalPage } from './support/pages';
import { clickRowAction } from './support/rows';
import { baseURL } from './support/server';
import { newPage, signedInPage, signIn } from './support/session';
import { toast } from './support/toast';
import { openView, pictureViews } from './support/views';

// Issue 6 in the browser: scheduled jobs (add, see execution time, run now, history),
// force sign-out of another user's session, and a screenshot of every monitor page.
const password = inject('adminPassword');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('scheduled jobs', () => {
  it('adds a job on the log-purge handler, runs it now and shows the run in its history', async () => {
    const page = await signedInPage(browser, baseURL, 'admin', password);
    await page.goto(`${baseURL}/_monitor/jobs`);
    await page.getByTestId('job-list-page').waitFor();

    const name = `E2E 清理日志 ${Date.now()}`;
    await page.getByTestId('task-add').click();
    const form = page.getByTestId('task-form');
    await form.getByLabel('任务名称', { exact: true }).fill(name);
    await form.getByLabel('执行类').click();
    await page.locator('.ant-select-dropdown').getByText('清理过期日志', { exact: true }).click();

    // An invalid expression: the server's message on the field, no firings.
    await page.getByTestId('task-cron').fill('every day at noon');
    await page.getByTestId('cron-preview').click();
    await form.getByText('Cron表达式不正确').waitFor();
    expect(await page.getByTestId('cron-firings').count()).toBe(0);

    await page.getByTestId('task-cron').fill('0 30 2 * * ?');
    await page.getByTestId('cron-preview').click();
    const firings = page.getByTestId('cron-firings');
    await firings.waitFor();
    expect(await firings.locator('li').count()).toBe(5);
    expect(await firings.textContent()).toContain('02:30:00');
    await form.getByLabel('任务参数(JSON)').fill('{"days": 180}');
    await screenshot(page, 'monitor-jobs-form-zh_CN-1440');
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /确\s?定/ })
      .click();
    await toast(page, '添加成功!');

    const row = page.locator('tr', { hasText: name });
    // Starting and pausing change the schedule: each asks first (issue 14 item 6).
    const confirmPop = async (pattern: RegExp) => {
      const pop = page.locator('.ant-popconfirm:visible', { hasText: pattern });
      await pop.getByRole('button', { name: /确\s?定/ }).click();
    };
    await clickRowAction(page, row, 'start');
    await confirmPop(/确定启动任务/);
    await toast(page, '启动成功!');
    await row.getByText('已启动').waitFor();
    await clickRowAction(page, row, 'stop');
    await confirmPop(/确定暂停任务/);
    await toast(page, '暂停成功!');

    await clickRowAction(page, row, 'run');
    await page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /确\s?定/ })
      .click();
    await toast(page, '立即执行成功!');

    await clickRowAction(page, row, 'runs');
    const drawer = page.getByTestId('task-runs-drawer');
    await drawer.getByText('成功', { exact: true }).waitFor();
    await drawer.getByText('手动', { exact: true }).waitFor();
    // The instance that ran it (host:pid).
    expect(await drawer.locator('tbody').textContent()).toMatch(/:\d+/);
    await screenshot(page, 'monitor-jobs-runs-zh_CN-1440');
    await page.context().close();
  });
});

describe('online users', () => {
  it('forces a signed-in user out; that user’s next click lands on the login page', async () => {
    const user = await newPage(browser);
    await signIn(user, baseURL, 'viewer', password);

    const admin = await newPage(browser);
    await signIn(admin, baseURL, 'admin', password);
    await admin.goto(`${baseURL}/_monitor/online`);
    const rows = admin.locator('tr', { has: admin.getByTestId('online-viewer') });
    await rows.first().waitFor();
    await screenshot(admin, 'monitor-online-zh_CN-1440');
    // Earlier browser tests may have left other sessions of 'viewer' open on this server:
    // end each, so the one this test signed in is certainly among them.
    // Each kick is followed by the disappearance of that very row (its session id is the row
    // key), not by a count: a toast or a row count can still show the previous round.
    while ((await rows.count()) > 0) {
      const row = rows.first();
      const sessionId = await row.getAttribute('data-row-key');
      await row.getByTestId('action-kick').click();
      const pop = admin.locator('.ant-popconfirm:visible', { hasText: '确定将“陈志强”强制下线吗？' });
      await pop.getByRole('button', { name: /确\s?定/ }).click();
      await toast(admin, '强制下线成功!');
      await admin.locator(`tr[data-row-key="${sessionId}"]`).waitFor({ state: 'detached' });
    }

    // The user's next click asks the server, which no longer knows the session.
    await user.getByTestId('side-menu').getByText('系统管理', { exact: true }).click();
    await user.getByTestId('side-menu').getByText('角色管理', { exact: true }).click();
    // Depending on how the server words the refusal, the portal reloads at once or asks first.
    const again = user.getByRole('button', { name: '重新登录' });
    await Promise.race([user.waitForURL(/\/_login\/login/), again.waitFor().then(() => again.click())]);
    await user.waitForURL(/\/_login\/login/);
    await user.locator('#username').waitFor();
    await user.context().close();
    await admin.context().close();
  });
});

/** Each monitor page, what shows it has loaded, and its screenshot name. */
const PAGES = [
  ['/_monitor/logs', 'access-log-page', 'access-log'],
  ['/_monitor/login-logs', 'login-log-page', 'login-log'],
  ['/_monitor/sql', 'sql-source', 'sql'],
  ['/_monitor/jobs', 'job-list-page', 'jobs'],
  ['/_monitor/server', 'cpu-usage', 'server'],
  ['/_monitor/online', 'online-user-page', 'online'],
  ['/_dashboard/Analysis', 'total-requests', 'analysis'],
  ['/_dashboard/Workplace', 'chart-requests', 'workplace'],
] as const;

describe('the monitor pages', () => {
  it('open with real figures on a desktop and a phone, in Chinese and English', async () => {
    for (const view of pictureViews()) {
      const { width, locale } = view;
      const page = await openView(browser, view, baseURL, 'admin', password);
      for (const [path, ready, name] of PAGES) {
        await showPortalPage(page, baseURL, path);
        // On a timeout, keep what the page showed: the artifact says why.
        await page
          .getByTestId(ready)
          .waitFor()
          .catch(async (error: unknown) => {
            // Straight to the artifacts: a failure's picture never belongs in docs/screenshots.
            const file = join(
              import.meta.dirname,
              '.artifacts',
              `failed-monitor-${name}-${locale}-${width}.png`,
            );
            await page.screenshot({ path: file });
            throw error;
          });
        // Tables and charts fill in after the page: the picture waits for them (settle.ts).
        await screenshot(page, `monitor-${name}-${locale}-${width}`);
      }
      await page.context().close();
    }
  }, 240_000);

  it('shows an access-log entry with its request data', async () => {
    const page = await newPage(browser);
    await signIn(page, baseURL, 'admin', password);
    await page.goto(`${baseURL}/_monitor/logs`);
    // The sign-in's own row: its data has keys (the newest row may be a call without a body).
    const signInRow = page
      .getByTestId('access-log-page')
      .locator('tbody tr.ant-table-row', { hasText: '/callback' })
      .first();
    await signInRow.waitFor();
    await signInRow.getByTestId('action-detail').click();
    const drawer = page.getByTestId('access-log-drawer');
    await drawer.getByText('请求数据', { exact: true }).waitFor();
    // JSON data is pretty-printed and coloured by the highlighter, a chunk loaded only now.
    await drawer.locator('pre[data-highlighted="true"] .hljs-attr').first().waitFor();
    await screenshot(page, 'monitor-access-log-detail-zh_CN-1440');
    await page.context().close();
  });
});
