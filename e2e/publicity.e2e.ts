import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, screenshot } from './support/browser';
import { type Shown, shownTexts, strayEnglish } from './support/language';
import { baseURL } from './support/server';
import { api, apiLogin, newPage } from './support/session';
import { fitsWidth } from './support/site';
import { openView } from './support/views';

// Issue 17 item 3 in the browser: staff publish the demo edition's confirmed list from 公示管理
// (choose the list and fields, preview, publish), the list shows on the site's 公示公告 with its
// period, days left and 提出异议 on each entry (375 px first), and staff withdraw it with a reason.
const password = inject('adminPassword');
const DEMO_EDITION = '2025年度科技奖励示范届';
let browser: Browser;
let admin: string;
let editionId = 0;
let snapshotId = 0;

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await apiLogin(baseURL, 'admin', password);
  const page = await api(baseURL, '/rest/edition/page', admin, { editionName: DEMO_EDITION });
  editionId = (page.body.dataSet as { result: { editionId: number }[] }).result[0]!.editionId;
});
afterAll(() => browser?.close());

/** A visitor of the site at a width, in a language. */
async function visitor(width: number, locale: 'zh_CN' | 'en_GB' = 'zh_CN'): Promise<Page> {
  const page = await newPage(browser, width, width < 500 ? 812 : 900);
  // The language as the selector stores it, before the first page: no load of the site to set it.
  await page.addInitScript((lang) => {
    localStorage.setItem('dandelion__lang', JSON.stringify({ value: lang, expire: null }));
  }, locale);
  return page;
}

/** In Chinese, no word of the code shows (e2e/support/language.ts). */
async function speaksChinese(page: Page) {
  const stray = (await shownTexts(page)).filter((shown: Shown) => strayEnglish(shown.text));
  expect(stray, page.url()).toEqual([]);
}

describe('publicity', () => {
  it('publishes the confirmed list from 公示管理 through the wizard (zh_CN, 1440 px)', async () => {
    const page = await openView(
      browser,
      { width: 1440, height: 900, locale: 'zh_CN' },
      baseURL,
      'admin',
      password,
    );
    await page.goto(`${baseURL}/publicity?editionId=${editionId}`);
    await page.getByTestId('publicity-settings-summary').waitFor();
    await page.getByText('该届次尚未发布公示').waitFor();
    await page.getByTestId('publicity-publish').click();
    const form = page.getByTestId('publicity-wizard-form');
    await form.getByText(/第1版，3项/).waitFor();
    await screenshot(page, 'publicity-wizard-zh_CN-1440');
    await page.getByTestId('publicity-wizard-next').click();
    const preview = page.getByTestId('publicity-wizard-preview');
    await preview.getByText('大型风电机组智能运维关键技术').waitFor();
    expect(await preview.textContent()).toContain('王建国、刘晓敏、陈志远');
    expect(await preview.textContent()).not.toContain('工业废水零排放处理工艺');
    await screenshot(page, 'publicity-preview-zh_CN-1440');
    await page.getByTestId('publicity-wizard-publish').click();
    await page.getByText('公示已发布').waitFor();
    const list = await api(baseURL, '/rest/publicity/list', admin, { editionId });
    snapshotId = (list.body.dataSet as { snapshotId: number }[])[0]!.snapshotId;
    await page.getByTestId(`publicity-status-${snapshotId}`).getByText('公示中').waitFor();
    await speaksChinese(page);
    await screenshot(page, 'publicity-list-zh_CN-1440');
    await page
      .getByRole('button', { name: '查 看' })
      .or(page.getByRole('button', { name: '查看' }))
      .first()
      .click();
    await page.getByTestId('publicity-entries').getByText('新型钙钛矿光伏组件产业化').waitFor();
    await screenshot(page, 'publicity-detail-zh_CN-1440');
    await page.context().close();
  });

  it('shows the list in English (1440 px)', async () => {
    const page = await openView(
      browser,
      { width: 1440, height: 900, locale: 'en_GB' },
      baseURL,
      'admin',
      password,
    );
    await page.goto(`${baseURL}/publicity?editionId=${editionId}`);
    await page.getByTestId(`publicity-status-${snapshotId}`).getByText('In publicity').waitFor();
    await screenshot(page, 'publicity-list-en_GB-1440');
    await page.context().close();
  });

  it('shows it on the site to anyone, with the period, the days left and 提出异议 (375 px)', async () => {
    const page = await visitor(375);
    await page.goto(`${baseURL}/site/publicity`);
    await page.getByTestId('site-publicity-list').getByText(DEMO_EDITION).first().waitFor();
    await page.getByTestId('site-publicity-left').first().waitFor();
    await fitsWidth(page);
    await speaksChinese(page);
    await screenshot(page, 'site-publicity-list-zh_CN-375');
    await page.getByTestId('site-publicity-list').locator('h2 a').first().click();
    await page.waitForURL(new RegExp(`/site/publicity/${snapshotId}$`));
    const entries = page.getByTestId('site-publicity-entries');
    await entries.getByText('城市轨道交通智能调度系统').waitFor();
    expect(await page.getByTestId('site-publicity-left').textContent()).toMatch(/剩余 1[45] 天/);
    const object = entries.getByRole('link', { name: '提出异议' });
    expect(await object.count()).toBe(3);
    expect(await object.first().getAttribute('href')).toMatch(
      new RegExp(`/site/my/objections/new\\?snapshot=${snapshotId}&declaration=\\d+$`),
    );
    await fitsWidth(page);
    await speaksChinese(page);
    await screenshot(page, 'site-publicity-zh_CN-375');
    await page.context().close();

    const english = await visitor(375, 'en_GB');
    await english.goto(`${baseURL}/site/publicity/${snapshotId}`);
    await english.getByTestId('site-publicity-entries').getByText('Raise an objection').first().waitFor();
    await english.getByText('Main completers').first().waitFor();
    await fitsWidth(english);
    await screenshot(english, 'site-publicity-en_GB-375');
    await english.context().close();

    const desktop = await visitor(1440);
    await desktop.goto(`${baseURL}/site/publicity/${snapshotId}`);
    await desktop.getByTestId('site-publicity-entries').getByText('提出异议').first().waitFor();
    await screenshot(desktop, 'site-publicity-zh_CN-1440');
    await desktop.context().close();
  });

  it('withdraws it with a reason: hidden from the site, the reason kept (zh_CN, 1440 px)', async () => {
    const page = await openView(
      browser,
      { width: 1440, height: 900, locale: 'zh_CN' },
      baseURL,
      'admin',
      password,
    );
    await page.goto(`${baseURL}/publicity?editionId=${editionId}`);
    await page.getByTestId(`publicity-status-${snapshotId}`).waitFor();
    await page.getByTestId('action-more').first().click();
    await page.getByTestId('action-unpublish').click();
    await page
      .getByTestId('publicity-unpublish-form')
      .locator('textarea')
      .fill('完成人排序有误，更正后重新公示');
    await screenshot(page, 'publicity-unpublish-zh_CN-1440');
    await page.getByTestId('publicity-unpublish-ok').click();
    await page.getByTestId(`publicity-status-${snapshotId}`).getByText('已撤销').waitFor();
    const site = await api(baseURL, '/rest/public/publicity/detail', '', { snapshotId });
    expect(site.status).toBe(404);
    await page.context().close();
  });
});
