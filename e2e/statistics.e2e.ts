import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, screenshot } from './support/browser';
import { changeLanguage } from './support/language';
import { baseURL } from './support/server';
import { newPage, signIn } from './support/session';
import { openStatistics } from './support/statistics';

// Issue 17 item 6 in the browser: the staff home page (current edition, stage and countdown,
// backlog, own tasks) and 统计分析 (funnel, cuts, review, objections, years) on the demo data,
// pictured in zh_CN and en_GB at 1440 px and in zh_CN at 375 px.
const password = inject('adminPassword');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('the home page and the statistics', () => {
  it('zh_CN 1440: the home page shows the edition, the backlog and the tasks; the statistics their figures', async () => {
    const page = await newPage(browser);
    await signIn(page, baseURL, 'admin', password);
    const edition = page.getByTestId('home-edition');
    await edition.waitFor();
    await page.getByTestId('home-tasks').locator('li').first().waitFor();
    expect(await edition.textContent()).toMatch(/当前届次/);
    // The request figures moved to the analysis page.
    expect(await page.getByTestId('figure-totalLoginCount').count()).toBe(0);
    await screenshot(page, 'statistics-home-zh_CN-1440');

    const stats = await openStatistics(page);
    const funnel = (await stats.getByTestId('stat-funnel').textContent()) ?? '';
    expect(funnel).toContain('通过率');
    // Labels, never codes.
    expect(funnel).not.toMatch(/declared|passed|awarded/);
    await stats.getByRole('tab', { name: '地区（省）' }).click();
    await stats.getByTestId('stat-cut-region').locator('.ant-table-row').first().waitFor();
    expect(await stats.getByTestId('stat-cut-region').textContent()).not.toMatch(
      /\b\d{2}\b.*\b\d{2}\b.*0000/,
    );
    await stats.getByRole('tab', { name: '奖项' }).click();
    await screenshot(page, 'statistics-zh_CN-1440');
    await page.context().close();
  });

  it('en_GB 1440: the same pages in English', async () => {
    const page = await newPage(browser);
    await signIn(page, baseURL, 'admin', password);
    await changeLanguage(page, 'en_GB');
    await page.getByTestId('home-edition').waitFor();
    await expect.poll(() => page.getByTestId('home-edition').textContent()).toMatch(/Current edition/);
    await screenshot(page, 'statistics-home-en_GB-1440');
    const stats = await openStatistics(page);
    await expect.poll(() => stats.getByTestId('stat-funnel').textContent()).toMatch(/Pass rate/);
    expect(await stats.getByTestId('stat-funnel').textContent()).not.toMatch(/[\u4e00-\u9fff]{4}/);
    await screenshot(page, 'statistics-en_GB-1440');
    await page.context().close();
  });

  it('zh_CN 375: the home page and the statistics on a phone-sized window', async () => {
    const page = await newPage(browser, 375, 812);
    await signIn(page, baseURL, 'admin', password);
    await page.getByTestId('home-edition').waitFor();
    await screenshot(page, 'statistics-home-zh_CN-375');
    await openStatistics(page);
    await screenshot(page, 'statistics-zh_CN-375');
    // Nothing wider than the window: the tables scroll inside their cards.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(1);
    await page.context().close();
  });
});
