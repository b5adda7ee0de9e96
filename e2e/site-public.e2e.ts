import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, screenshot } from './support/browser';
import { baseURL } from './support/server';
import { api, apiLogin, newPage } from './support/session';

// The public site's pages without sign-in (issue 15): the notices staff mark public, the
// editions open for declaration with their awards and guides, an award's page and contact.
// Mobile first: every page at 375 px fits without sideways scrolling.

const password = inject('adminPassword');
let browser: Browser;
let admin: string;
let shownId: number;
let hiddenTitle: string;
const GUIDE = '2026年度申报指南.pdf';

async function upload(name: string): Promise<{ fileId: string; fileName: string }> {
  const form = new FormData();
  form.append('file', new Blob([Buffer.from('%PDF-1.4\n%%EOF\n')], { type: 'application/pdf' }), name);
  const response = await fetch(`${baseURL}/rest/file/upload?purpose=attachment`, {
    method: 'POST',
    headers: { Authorization: admin },
    body: form,
  });
  const { fileId, fileName } = ((await response.json()) as { dataSet: { fileId: string; fileName: string } })
    .dataSet;
  return { fileId, fileName };
}

/** A notice saved and published by staff through the portal's calls. */
async function publish(fields: Record<string, unknown>): Promise<number> {
  const saved = await api(baseURL, '/rest/noticeService/addNotice', admin, {
    msgContent: '<p>正文</p>',
    ...fields,
  });
  expect(saved.status).toBe(200);
  const id = (saved.body.dataSet as { id: number }).id;
  expect(
    (await api(baseURL, '/rest/noticeService/updateStatus', admin, { noticeId: id, sendStatus: 1 })).status,
  ).toBe(200);
  return id;
}

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await apiLogin(baseURL, 'admin', password);
  const editions = (await api(baseURL, '/rest/public/editions', '')).body.dataSet as { editionId: number }[];
  shownId = await publish({
    titile: '2026年度科学技术奖申报指南及表格下载',
    msgAbstract: '申报指南、申报书模板和推荐意见表，请下载后按要求填写。',
    publicFlag: 1,
    editionId: editions[0]?.editionId,
    msgFiles: [await upload(GUIDE), await upload('推荐意见表.docx.pdf')],
  });
  hiddenTitle = `内部通告${Date.now()}`;
  await publish({ titile: hiddenTitle, publicFlag: 0 });
});
afterAll(() => browser?.close());

/** A page at the width, in the language, with nobody signed in. */
async function visitor(width: number, locale: 'zh_CN' | 'en_GB' = 'zh_CN'): Promise<Page> {
  const page = await newPage(browser, width, width === 375 ? 812 : 900);
  await page.addInitScript((lang) => {
    localStorage.setItem('dandelion__lang', JSON.stringify({ value: lang, expire: null }));
  }, locale);
  return page;
}

/** Nothing wider than the screen: no sideways scrolling at a phone's width. */
async function fitsWidth(page: Page) {
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
}

describe('the public pages', () => {
  it('show the public notices and their attachments to anyone, never an internal one (375 px)', async () => {
    const page = await visitor(375);
    await page.goto(`${baseURL}/site/`);
    await page.getByTestId('home-notices').getByText('2026年度科学技术奖申报指南及表格下载').waitFor();
    await page.getByTestId('home-editions').locator('a').first().waitFor();
    await fitsWidth(page);
    await screenshot(page, 'site-home-zh_CN-375');

    await page.getByTestId('site-menu-button').click();
    await page.getByRole('link', { name: '通知公告' }).click();
    await page.getByTestId('site-notices').getByText('2026年度科学技术奖申报指南及表格下载').waitFor();
    expect(await page.getByText(hiddenTitle).count()).toBe(0);
    await fitsWidth(page);
    await screenshot(page, 'site-notices-zh_CN-375');

    await page.getByRole('link', { name: '2026年度科学技术奖申报指南及表格下载' }).click();
    await page.waitForURL(new RegExp(`/site/notices/${shownId}$`));
    await page.getByTestId('site-notice').getByText('正文').waitFor();
    expect(await page.title()).toMatch(/^2026年度科学技术奖申报指南及表格下载 - /);
    // The attachment downloads without a token.
    const href = await page.getByRole('link', { name: GUIDE }).getAttribute('href');
    const file = await fetch(`${baseURL}${href}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    await fitsWidth(page);
    await screenshot(page, 'site-notice-zh_CN-375');
    await page.context().close();
  });

  it('show the editions open for declaration, their guides and an award’s page (375 px)', async () => {
    const page = await visitor(375);
    await page.goto(`${baseURL}/site/editions`);
    const editions = page.getByTestId('site-editions');
    await editions.getByRole('link', { name: GUIDE }).waitFor();
    await fitsWidth(page);
    await screenshot(page, 'site-editions-zh_CN-375');

    await editions.locator('a[href*="/awards/"]').first().click();
    await page.waitForURL(/\/site\/editions\/\d+\/awards\/\d+$/);
    await page.getByTestId('site-award').locator('h1').waitFor();
    // A category is named, never its code.
    expect(await page.getByTestId('site-award').textContent()).not.toMatch(/progress|invention|natural/);
    await fitsWidth(page);
    await screenshot(page, 'site-award-zh_CN-375');

    await page.goto(`${baseURL}/site/contact`);
    await page
      .getByTestId('site-contact')
      .getByText(/^电话：/)
      .waitFor();
    await fitsWidth(page);
    await screenshot(page, 'site-contact-zh_CN-375');
    await page.context().close();
  });

  it('reads in English, labels and all (375 px), and lays out on a desktop (1440 px)', async () => {
    const page = await visitor(375, 'en_GB');
    await page.goto(`${baseURL}/site/editions`);
    await page.getByTestId('site-editions').getByText('Guides and forms').first().waitFor();
    await page.getByRole('heading', { name: 'Calls for entries' }).waitFor();
    await fitsWidth(page);
    await screenshot(page, 'site-editions-en_GB-375');
    await page.context().close();

    const desktop = await visitor(1440);
    await desktop.goto(`${baseURL}/site/`);
    await desktop.getByTestId('home-notices').locator('a').first().waitFor();
    await screenshot(desktop, 'site-home-zh_CN-1440');
    await desktop.context().close();
  });

  it('says a notice that is not public does not exist', async () => {
    const notices = (
      await api(baseURL, '/rest/noticeService/getNoticeByPage', admin, { titile: hiddenTitle })
    ).body.dataSet as { result: { id: number }[] };
    const page = await visitor(375);
    await page.goto(`${baseURL}/site/notices/${notices.result[0]!.id}`);
    await page.getByText('通知公告不存在或未公开').waitFor();
    await page.context().close();
  });
});
