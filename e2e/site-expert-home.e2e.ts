import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, screenshot } from './support/browser';
import { baseURL } from './support/server';
import { newPage } from './support/session';

// The expert home on the public site (issue 15 item 6): what assignment matches on, the
// availability per edition and the expert's own record, at a phone's width and a desktop's.

const password = inject('adminPassword');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function expertPage(width: number, locale: 'zh_CN' | 'en_GB', loginName = 'expert2'): Promise<Page> {
  const page = await newPage(browser, width, width === 375 ? 812 : 900);
  await page.addInitScript((lang) => {
    localStorage.setItem('dandelion__lang', JSON.stringify({ value: lang, expire: null }));
  }, locale);
  await page.goto(`${baseURL}/site/sign-in`);
  await page.locator('#username').fill(loginName);
  await page.locator('#password').fill(password);
  await page.getByTestId('login-submit').click();
  await page.waitForURL(/\/site\/my\//);
  await page.goto(`${baseURL}/site/my/expert`);
  await page.getByTestId('expert-profile').waitFor();
  return page;
}

async function fitsWidth(page: Page) {
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
}

describe('the expert home', () => {
  it('shows the match, says unavailable with a reason, and saves new keywords (375 px, zh_CN)', async () => {
    const page = await expertPage(375, 'zh_CN');
    const match = page.getByTestId('expert-match');
    await match.getByText('能源').waitFor();
    expect(await match.locator('.ant-tag').count()).toBeGreaterThan(0);
    await fitsWidth(page);
    await screenshot(page, 'site-expert-home-375-zh_CN');
    // The branch chosen from the list is shown.
    await page
      .getByTestId('expert-profile')
      .getByText(/营业部/)
      .waitFor();

    // The edition in review: unavailable needs a reason; saved, then available again.
    const edition = page.getByTestId('expert-edition').filter({ hasText: '科技创新专项奖' });
    await edition.getByText('不能参加评审').click();
    await edition.getByRole('button', { name: '保存' }).click();
    await edition.getByText('不能参加评审时请填写原因').waitFor();
    await edition.locator('textarea').fill('评审期间出差');
    await edition.getByRole('button', { name: '保存' }).click();
    await page.getByText('已保存').first().waitFor();
    await page.reload();
    const again = page.getByTestId('expert-edition').filter({ hasText: '科技创新专项奖' });
    expect(await again.locator('textarea').inputValue()).toBe('评审期间出差');
    await again.getByText('可参加评审').click();
    await again.getByRole('button', { name: '保存' }).click();
    await page.getByText('已保存').first().waitFor();

    // A keyword added to the record shows in the match.
    const keywords = page.locator('#keywords');
    await keywords.fill('超级电容');
    await keywords.press('Enter');
    await page.getByTestId('expert-save').click();
    await page.getByText('资料已保存').waitFor();
    await match.getByText('超级电容').waitFor();
    await page.context().close();
  });

  it('reads in English at a desktop’s width and asks before a new discipline goes back to audit (1440 px, en_GB)', async () => {
    const page = await expertPage(1440, 'en_GB', 'expert');
    await page.getByText('What assignment matches on').waitFor();
    await page
      .getByText('A new discipline sends your record back to audit', { exact: false })
      .first()
      .waitFor();
    await fitsWidth(page);
    await screenshot(page, 'site-expert-home-1440-en_GB');

    // A new discipline is confirmed first, since it sends the record back to audit.
    await page.locator('#discipline').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').nth(1).click();
    await page.getByTestId('expert-save').click();
    const dialog = page.locator('.ant-modal-confirm');
    await dialog.locator('.ant-modal-confirm-title').getByText('Change your discipline?').waitFor();
    await dialog.getByText('A new discipline sends your record back to audit', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.context().close();
  });
});
