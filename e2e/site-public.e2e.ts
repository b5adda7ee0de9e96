import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, screenshot } from './support/browser';
import { baseURL } from './support/server';
import { api, apiLogin, encryptTransport, newPage } from './support/session';
import { showSitePage } from './support/site';

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

    await showSitePage(page, baseURL, '/site/contact');
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

describe('the staff portal', () => {
  it('sends a declarer to the site: one notice with a link, no session, the password emptied', async () => {
    const page = await newPage(browser, 375, 812);
    await page.goto(`${baseURL}/_login/login`);
    await page.locator('#username').fill('declarer');
    await page.locator('#password').fill(password);
    await page.getByTestId('login-submit').click();
    const notice = page.getByTestId('login-site-notice');
    await notice.waitFor();
    expect(await notice.textContent()).toContain('您是申报用户，请前往公开申报网站进行申报');
    expect(await notice.locator('a').getAttribute('href')).toBe('/site/');
    expect(await page.locator('#password').inputValue()).toBe('');
    expect(await page.evaluate(() => localStorage.getItem('dandelion__Access-Token'))).toBeNull();
    // Once: no second notice, no error toast beside it.
    expect(await page.getByTestId('login-site-notice').count()).toBe(1);
    expect(await page.locator('.ant-notification-notice').count()).toBe(0);
    expect(page.url()).toMatch(/\/_login\/login/);
    await screenshot(page, 'portal-login-client-user-zh_CN-375');
    await page.context().close();
  });
});

describe('password recovery on the site', () => {
  it('sets a new password with the SMS code, then signs in with it (375 px)', async () => {
    const phone = '15810060006'; // the demo declarer's
    const page = await visitor(375);
    await page.goto(`${baseURL}/site/sign-in`);
    await page.getByTestId('site-forgot').click();
    await page.waitForURL(/\/site\/recover$/);
    await page.locator('#phone').fill(phone);
    await page.getByTestId('recover-send').click();
    await expect.poll(() => page.getByTestId('recover-send').textContent()).toMatch(/秒后重发/);
    // The code as the development provider logged it.
    const log = (await api(baseURL, '/rest/smsService/getSmsByPage', admin, { recipient: phone })).body
      .dataSet as { result: { content: string }[] };
    const code = /(\d{6})/.exec(log.result[0]?.content ?? '')?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    await page.locator('#captcha').fill(code);
    // The demo's password again, so the other tests' sign-ins still hold.
    await page.locator('#newPassword').fill(password);
    await page.locator('#confirmPassword').fill(password);
    await fitsWidth(page);
    await screenshot(page, 'site-recover-zh_CN-375');
    await page.getByTestId('recover-submit').click();
    await page.getByTestId('recover-done').waitFor();
    expect(await apiLogin(baseURL, 'declarer', password)).toBeTruthy();
    await page.context().close();
  });
});

describe('the account’s sessions on the site', () => {
  it('lists the devices signed in and signs one out (375 px)', async () => {
    const elsewhere = await apiLogin(baseURL, 'expert', password);
    const page = await visitor(375);
    await page.goto(`${baseURL}/site/sign-in`);
    await page.locator('#username').fill('expert');
    await page.locator('#password').fill(password);
    await page.getByTestId('login-submit').click();
    // Experts land on their reviews.
    await page.waitForURL(/\/site\/my\/reviews$/);
    await showSitePage(page, baseURL, '/site/my/sessions');
    await page.getByTestId('site-session').first().waitFor();
    const before = await page.getByTestId('site-session').count();
    expect(before).toBeGreaterThanOrEqual(2);
    await expect.poll(() => page.getByTestId('site-sessions').textContent()).toContain('当前设备');
    await fitsWidth(page);
    await screenshot(page, 'site-sessions-zh_CN-375');
    await page.getByTestId('site-sessions-others').click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: '确定' }).click();
    await expect.poll(() => page.getByTestId('site-session').count()).toBe(1);
    // The other sign-in is over.
    expect((await api(baseURL, '/rest/profile/sessions', elsewhere)).status).toBe(401);
    await page.context().close();
  });
});

describe('changing the password on the site', () => {
  it('refuses a wrong current password on its field, then changes it (375 px)', async () => {
    const page = await visitor(375);
    await page.goto(`${baseURL}/site/sign-in?redirect=%2Fmy%2Fpassword`);
    await page.locator('#username').fill('expert');
    await page.locator('#password').fill(password);
    await page.getByTestId('login-submit').click();
    await page.waitForURL(/\/site\/my\/password$/);
    await page.locator('#oldPassword').fill('Wrong#20261');
    await page.locator('#newPassword').fill('Changed#2026x');
    await page.locator('#confirmPassword').fill('Changed#2026x');
    await page.getByTestId('password-submit').click();
    await expect.poll(() => page.getByTestId('site-password').textContent()).toContain('旧密码输入错误');
    await page.locator('#oldPassword').fill(password);
    await page.getByTestId('password-submit').click();
    await page.getByTestId('password-result').waitFor();
    await fitsWidth(page);
    await screenshot(page, 'site-password-zh_CN-375');
    // Back to the demo's password through the same call, for the other tests.
    const token = await apiLogin(baseURL, 'expert', 'Changed#2026x');
    const back = await api(baseURL, '/rest/user/UpdPwd', token, {
      oldPassword: encryptTransport('Changed#2026x'),
      newPassword: encryptTransport(password),
      confirmPassword: encryptTransport(password),
    });
    expect(back.status).toBe(200);
    await page.context().close();
  });
});

describe('my notices on the site', () => {
  it('lists the notices addressed to the user, and opening one marks it read (375 px)', async () => {
    const page = await visitor(375);
    await page.goto(`${baseURL}/site/sign-in?redirect=%2Fmy%2Fnotices`);
    await page.locator('#username').fill('declarer');
    await page.locator('#password').fill(password);
    await page.getByTestId('login-submit').click();
    await page.waitForURL(/\/site\/my\/notices$/);
    const item = page
      .getByTestId('site-my-notices')
      .locator('details', { hasText: '系统将于本周六凌晨进行升级维护' });
    await item.waitFor();
    expect(await item.textContent()).toContain('未读');
    // Addressed to listed staff only: not the declarer's.
    expect(await page.getByText('评审专家库信息更新提醒').count()).toBe(0);
    await fitsWidth(page);
    await screenshot(page, 'site-my-notices-zh_CN-375');
    await item.locator('summary').click();
    await expect.poll(() => item.textContent()).not.toContain('未读');
    await page.context().close();
  });
});
