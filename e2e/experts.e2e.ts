import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, screenshot } from './support/browser';
import { showPortalPage } from './support/pages';
import { baseURL } from './support/server';
import { newPage, signIn } from './support/session';
import { settle } from './support/settle';
import { toast } from './support/toast';
import { openView, pictureViews } from './support/views';

// Issue 7 items 3 and 4 in the browser: the expert audit, the blacklist, pushing into the
// open edition's pool, and the registration audit of a declaring unit (demo data).
const password = inject('adminPassword');
const OPEN_EDITION = `${new Date().getUTCFullYear()}年度科学技术奖`;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const ok = (scope: Locator) => scope.getByRole('button', { name: /确\s?定/ }).click();
const rows = (scope: Locator) => scope.locator('tbody tr.ant-table-row');

async function choose(page: Page, select: Locator, option: string) {
  await select.click();
  const choice = page.locator('.ant-select-dropdown:visible').getByText(option, { exact: true });
  await choice.waitFor();
  // The options have loaded and the list has finished opening: a click on a moving list can miss.
  await settle(page);
  await choice.click();
  await expect.poll(() => select.textContent()).toContain(option);
}

describe('experts and registrations', () => {
  it('audits, blacklists, pushes into the open edition and approves a declarer', async () => {
    const page = await newPage(browser);
    await signIn(page, baseURL, 'admin', password);

    // 1. A pending expert approved on the audit page.
    await showPortalPage(page, baseURL, '/expert/audit');
    const auditPage = page.getByTestId('expert-audit-page');
    const pending = rows(auditPage).first();
    await pending.waitFor();
    const nameCell = pending.locator('[data-testid^="expert-name-"]');
    const approvedId = Number((await nameCell.getAttribute('data-testid'))?.replace('expert-name-', ''));
    const approvedName = (await nameCell.textContent()) ?? '';
    await pending.getByTestId('action-approve').click();
    await ok(page.getByRole('dialog'));
    await toast(page, /^审核成功：1 位/);
    await auditPage.getByTestId(`expert-name-${approvedId}`).waitFor({ state: 'detached' });

    // 2. Another approved expert blacklisted with a reason; the reason shows in the detail.
    await showPortalPage(page, baseURL, '/expert/pool');
    const poolPage = page.getByTestId('expert-list-page');
    await rows(poolPage).first().waitFor();
    const target = rows(poolPage)
      .filter({ has: page.locator('[data-testid^="expert-status-"]', { hasText: '已通过' }) })
      .filter({ hasNot: page.locator('[data-testid^="expert-blacklisted-"]') })
      .filter({ hasNot: page.getByTestId(`expert-name-${approvedId}`) })
      .first();
    const targetId = Number(
      (await target.locator('[data-testid^="expert-name-"]').getAttribute('data-testid'))?.replace(
        'expert-name-',
        '',
      ),
    );
    await target.getByTestId('action-more').click();
    await page.getByTestId('action-blacklist').click();
    const reasonDialog = page.getByRole('dialog');
    await reasonDialog.getByTestId('reason-text').waitFor();
    await ok(reasonDialog);
    await reasonDialog
      .getByText('请填写加入黑名单的原因')
      .waitFor()
      .catch(async (error: unknown) => {
        await screenshot(page, 'failed-experts-blacklist');
        throw error;
      });
    await reasonDialog.getByTestId('reason-text').fill('E2E 评审期间未申请回避');
    await ok(reasonDialog);
    await toast(page, '已加入黑名单');
    await poolPage.getByTestId(`expert-blacklisted-${targetId}`).waitFor();
    await poolPage
      .locator('tr', { has: page.getByTestId(`expert-name-${targetId}`) })
      .getByTestId('action-detail')
      .click();
    const detail = page.getByTestId('expert-detail-drawer');
    expect(await detail.getByTestId('detail-blacklistReason').textContent()).toBe('E2E 评审期间未申请回避');
    await detail.locator('.ant-drawer-close').dispatchEvent('click');

    // 3. The newly approved expert pushed into the open edition's pool, then seen there.
    const approvedRow = poolPage.locator('tr', { has: page.getByTestId(`expert-name-${approvedId}`) });
    await approvedRow.getByRole('checkbox').check();
    await poolPage.getByTestId('expert-push').click();
    const pushDialog = page.getByRole('dialog');
    await choose(page, pushDialog.getByTestId('push-edition'), OPEN_EDITION);
    await ok(pushDialog);
    await toast(page, /^推送成功：新增 1 位/);

    await poolPage.getByTestId('expert-pool').click();
    const pool = page.getByTestId('pool-drawer');
    await choose(page, pool.getByTestId('pool-edition'), OPEN_EDITION);
    await pool.getByPlaceholder('按专家姓名搜索').fill(approvedName);
    await pool.getByPlaceholder('按专家姓名搜索').press('Enter');
    await pool.getByTestId(`expert-name-${approvedId}`).waitFor();
    await screenshot(page, 'experts-pool-drawer-zh_CN-1440');
    await pool.locator('.ant-drawer-close').dispatchEvent('click');

    // 4. A declarer's registration approved.
    await showPortalPage(page, baseURL, '/register/audit');
    const registrations = page.getByTestId('register-audit-page');
    const declarer = registrations.locator('tr', { has: page.getByTestId('registration-reg-zheda') });
    await declarer.getByTestId('action-approve').click();
    await ok(page.locator('.ant-popover'));
    await toast(page, /^审核成功：1 个/);
    await declarer.waitFor({ state: 'detached' });
    await page.context().close();
  });
});

const PAGES = [
  ['/expert/pool', 'expert-list-page', 'pool'],
  ['/expert/audit', 'expert-audit-page', 'audit'],
  ['/register/audit', 'register-audit-page', 'registration'],
] as const;

describe('the experts pages', () => {
  it('show on a desktop and a phone, in Chinese and English', async () => {
    for (const view of pictureViews()) {
      const { width, locale } = view;
      const page = await openView(browser, view, baseURL, 'admin', password);
      for (const [path, ready, name] of PAGES) {
        await showPortalPage(page, baseURL, path);
        await page
          .getByTestId(ready)
          .locator('tbody tr:not(.ant-table-measure-row)')
          .first()
          .waitFor()
          .catch(async (error: unknown) => {
            // What the page showed instead, for the failure report.
            await screenshot(page, `failed-experts-${name}-${locale}-${width}`);
            throw error;
          });
        await screenshot(page, `experts-${name}-${locale}-${width}`);
      }
      await page.context().close();
    }
  });
});
