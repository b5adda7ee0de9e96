import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, screenshot } from './support/browser';
import { showPortalPage } from './support/pages';
import { clickRowAction } from './support/rows';
import { baseURL } from './support/server';
import { api, apiLogin, newPage, signIn } from './support/session';

const password = inject('adminPassword');
// Staff A publishes; staff B (a demo user sharing the administrator's password) receives.
const STAFF_A = 'admin';
const STAFF_B = 'viewer';
const TITLE = `端到端通告 ${Date.now()}`;
const ATTACHMENT = {
  name: '申报指南.txt',
  mimeType: 'text/plain',
  // Ends in ASCII: the server's text sniffing refuses a short UTF-8 file whose last
  // three bytes cut a character (platform/files/sniff.ts, reported to the lead).
  buffer: Buffer.from('申报指南：请按时提交。\nDeadline: 2026-12-31\n'),
};

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The bell's number: 0 when antd shows no badge. */
async function bellCount(page: Page): Promise<number> {
  const badge = page.getByTestId('message-bell').locator('.ant-scroll-number');
  if ((await badge.count()) === 0) return 0;
  const title = await badge.first().getAttribute('title');
  return Number(title ?? (await badge.first().innerText())) || 0;
}

/** Waits until the bell's number passes the test, and returns it. */
async function waitForCount(page: Page, test: (n: number) => boolean, timeout: number) {
  await expect.poll(async () => test(await bellCount(page)), { timeout }).toBe(true);
  return bellCount(page);
}

/** A's notice row, found by its title. */
const noticeRow = (page: Page) => page.locator('tr', { hasText: TITLE });

async function publishToB(page: Page) {
  // Loaded afresh, not opened in the portal: in-app, B "missed" the release push in two of three
  // runs, most likely because B's 4-second notice was looked for too late (see the test below,
  // which now watches B from before A publishes). The reload stays until runs show that was all.
  await page.goto(`${baseURL}/_message/notices`);
  await page.getByTestId('notice-add').click();
  const form = page.getByTestId('notice-form');
  await form.getByLabel('标题').fill(TITLE);
  await form.locator('.ql-editor').fill('请各单位按时完成申报，详见附件。');
  await form.getByText('指定用户').click();
  await page.getByTestId('notice-pick-users').click();
  await page.getByTestId('picker-search').locator('input').fill(STAFF_B);
  await page.getByTestId('picker-search').locator('input').press('Enter');
  // Exactly B's row: the search also finds 'reviewer1', whose login name contains 'viewer'.
  const candidate = page
    .locator('.ant-modal tr')
    .filter({ has: page.getByRole('cell', { name: STAFF_B, exact: true }) });
  await candidate.locator('input[type=checkbox]').check();
  await page
    .locator('.ant-modal-footer')
    .last()
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect.poll(() => page.getByTestId('notice-picked').innerText()).toContain('1');
  await form.locator('input[type=file]').setInputFiles(ATTACHMENT);
  await form.getByText(ATTACHMENT.name).waitFor();
  await page.getByTestId('notice-save').click();
  await noticeRow(page).waitFor();
  await clickRowAction(page, noticeRow(page), 'release');
  await page
    .getByRole('button', { name: /确\s*定/ })
    .last()
    .click();
  await expect.poll(() => noticeRow(page).innerText()).toContain('已发布');
}

describe('messaging: a notice from A reaches B at once, is read, and is revoked', () => {
  it('publishes with an attachment, pushes, reads, downloads and revokes', async () => {
    const b = await newPage(browser, 1440, 900);
    // B's socket opens once the header's tools have mounted, after the first paint: the push
    // can only reach B once it is there, so A publishes after it.
    const bSocket = b.waitForEvent('websocket', (ws) => ws.url().includes('/websocket/'));
    await signIn(b, baseURL, STAFF_B, password);
    await bSocket;
    const before = await bellCount(b);

    const a = await newPage(browser, 1440, 900);
    await signIn(a, baseURL, STAFF_A, password);
    // No reload, and no waiting for the 60 s poll: the socket's release push shows
    // 消息提醒 with 查看详情 and raises the count. The notice stays 4 s (antd's notification),
    // so B is watched from before A publishes: on a loaded machine A's list can take longer than
    // that to show the row as released, and B's notice could come and go unseen.
    const released = b.locator('.ant-notification-notice', { hasText: TITLE });
    const seen = released
      .getByRole('button', { name: '查看详情' })
      .waitFor({ timeout: 90_000 }) // well within the 60 s poll after the publishing itself
      .then(
        () => null,
        (error: Error) => error,
      );
    await publishToB(a);
    const unseen = await seen;
    if (unseen) throw unseen;
    const raised = await waitForCount(b, (n) => n > before, 30_000);
    await b.getByTestId('message-bell').click();
    const item = b.getByTestId('message-popover').getByText(TITLE.slice(0, 21));
    await item.waitFor();
    await screenshot(b, 'messaging-bell-popover-zh_CN-1440');
    await item.click();

    const dialog = b.locator('.ant-modal', { has: b.getByTestId('notice-detail-body') });
    await dialog.getByText('请各单位按时完成申报').waitFor();
    await screenshot(b, 'messaging-notice-detail-zh_CN-1440');
    // Spec 000 §9, measured: 60% of the window wide, the body 60% of its height; 全屏 takes the window.
    const view = b.viewportSize() ?? { width: 1440, height: 900 };
    const near = (value: number | undefined, expected: number) => Math.abs((value ?? 0) - expected) < 24;
    const bodyBox = () => dialog.locator('.ant-modal-body').boundingBox();
    expect(near((await dialog.boundingBox())?.width, view.width * 0.6)).toBe(true);
    expect(near((await bodyBox())?.height, view.height * 0.6)).toBe(true);
    await dialog.getByTestId('notice-detail-fullscreen').click();
    await expect.poll(async () => (await dialog.boundingBox())?.width).toBe(view.width);
    await dialog.getByTestId('notice-detail-fullscreen').click();
    await expect.poll(async () => near((await dialog.boundingBox())?.width, view.width * 0.6)).toBe(true);
    // The attachment link carries the session token and streams the very file uploaded.
    const href = await dialog.getByText(ATTACHMENT.name).getAttribute('href');
    const file = await fetch(new URL(href ?? '', baseURL));
    expect(file.status).toBe(200);
    expect(await file.text()).toBe(ATTACHMENT.buffer.toString());
    await dialog.getByTestId('notice-detail-close').click();
    await waitForCount(b, (n) => n < raised, 30_000);

    // A revokes: B is told, without a button.
    await clickRowAction(a, noticeRow(a), 'revoke');
    await a
      .getByRole('button', { name: /确\s*定/ })
      .last()
      .click();
    const revoked = b.locator('.ant-notification-notice', { hasText: '已撤销消息提醒' });
    await revoked.waitFor({ timeout: 30_000 });
    expect(await revoked.getByRole('button', { name: '查看详情' }).count()).toBe(0);
    await a.context().close();
    await b.context().close();
  }, 180_000);

  it('shows the popover and the detail on a phone and on a desktop, in Chinese and English', async () => {
    // One fresh notice per view: opening one marks it read, so the next view opens the next.
    const admin = await apiLogin(baseURL, STAFF_A, password);
    const published: number[] = [];
    const views = [
      [375, 812, 'zh_CN'],
      [375, 812, 'en_GB'],
      [1440, 900, 'en_GB'],
    ] as const;
    for (const [index] of views.entries()) {
      const saved = await api(baseURL, '/rest/noticeService/addNotice', admin, {
        titile: `关于做好2026年度科学技术奖网络评审工作的通知（第${index + 1}批）`,
        msgContent:
          '<p>各位评审专家：</p><p>网络评审将于<strong>12月1日</strong>开始，请按时登录系统完成评审。</p>',
        msgType: 'ALL',
        priority: 'H',
        msgCategory: '1',
      });
      expect(saved.status).toBe(200);
      const { id } = saved.body.dataSet as { id: number };
      const released = await api(baseURL, '/rest/noticeService/updateStatus', admin, {
        noticeId: id,
        sendStatus: 1,
      });
      expect(released.status).toBe(200);
      published.push(id);
    }
    for (const [width, height, locale] of views) {
      const page = await newPage(browser, width, height);
      await signIn(page, baseURL, STAFF_B, password);
      if (locale === 'en_GB') await page.getByTestId('language-select').selectOption('en_GB');
      await page.getByTestId('message-bell').click();
      const popover = page.getByTestId('message-popover');
      await popover.getByText('网络评审工作').first().waitFor();
      await screenshot(page, `messaging-bell-popover-${locale}-${width}`);
      await popover.getByText('网络评审工作').first().click();
      await page.getByTestId('notice-detail-body').getByText('网络评审将于').waitFor();
      await screenshot(page, `messaging-notice-detail-${locale}-${width}`);
      await page.context().close();
    }
    // Notices to everyone stay unread for the other files' users on this server, whose pages
    // would greet them with a reminder over the header's buttons: revoke them.
    for (const noticeId of published) {
      const revoked = await api(baseURL, '/rest/noticeService/updateStatus', admin, {
        noticeId,
        sendStatus: 2,
      });
      expect(revoked.status).toBe(200);
    }
  }, 120_000);
});

describe('messaging: templates and the message centre against the real server', () => {
  it('adds a template, refuses a send with a missing parameter, sends from the centre and shows the detail', async () => {
    const page = await newPage(browser, 1440, 900);
    await signIn(page, baseURL, STAFF_A, password);
    const code = `E2E_${Date.now()}`;

    await showPortalPage(page, baseURL, '/_message/templates');
    await page.getByTestId('template-add').click();
    const form = page.getByTestId('template-form');
    await form.getByLabel('模板编码').fill(code);
    await form.getByLabel('模板名称', { exact: true }).fill('评审提醒');
    await form.getByLabel('标题', { exact: true }).fill('$' + '{edition}评审提醒');
    await form.getByLabel('模板内容').fill('$' + '{realname}，您好：请于$' + '{deadline}前完成评审。');
    await page.getByTestId('template-placeholders').getByText('deadline').waitFor();
    await screenshot(page, 'messaging-templates-form-zh_CN-1440');
    await page.getByTestId('template-save').click();
    const row = page.locator('tr', { hasText: code });
    await row.waitFor();
    await screenshot(page, 'messaging-templates-list-zh_CN-1440');

    // Send with one parameter left blank: the server names it and the form shows it.
    await clickRowAction(page, row, 'send');
    await page.getByTestId('template-param-realname').fill('陈志强');
    await page.getByTestId('template-param-edition').fill('2026年度');
    await page.getByTestId('template-roles').click();
    await page.locator('.ant-select-dropdown').getByText('只读用户').first().click();
    await page.getByTestId('template-send-ok').click();
    const error = page.getByTestId('template-send-error');
    await error.waitFor();
    expect(await error.innerText()).toContain('deadline');
    await screenshot(page, 'messaging-templates-send-zh_CN-1440');
    await page.getByTestId('template-param-deadline').fill('12月1日');
    await page.getByTestId('template-send-ok').click();
    const result = page.locator('.ant-modal-confirm', { hasText: '发送结果' });
    await result.waitFor();
    // Read and closed, as the user does before going on (a confirmation outlives the page).
    await result.getByRole('button').last().click();
    await result.waitFor({ state: 'detached' });

    // The message centre: that send is in the system list; a message sent here is in the history.
    await showPortalPage(page, baseURL, '/_message/messages');
    await page.getByRole('tab', { name: '系统消息' }).click();
    await page.locator('tr', { hasText: '2026年度评审提醒' }).first().waitFor();
    await page.getByRole('tab', { name: '发送消息' }).click();
    const send = page.getByTestId('message-send-form');
    await send.getByLabel('标题').fill('端到端消息');
    await send.getByLabel('内容').fill('请查收评审安排。');
    await page.getByTestId('message-pick-users').click();
    await page.getByTestId('picker-search').locator('input').fill(STAFF_B);
    await page.getByTestId('picker-search').locator('input').press('Enter');
    await page
      .locator('.ant-modal tr')
      .filter({ has: page.getByRole('cell', { name: STAFF_B, exact: true }) })
      .locator('input[type=checkbox]')
      .check();
    await page
      .locator('.ant-modal-footer')
      .last()
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await expect.poll(() => page.getByTestId('message-picked').innerText()).toContain('1');
    await screenshot(page, 'messaging-centre-send-zh_CN-1440');
    await page.getByTestId('message-send').click();
    const sent = page.locator('tr', { hasText: '端到端消息' }).first();
    await sent.waitFor();
    await screenshot(page, 'messaging-centre-history-zh_CN-1440');
    await sent.getByTestId('action-detail').click();
    const detail = page.getByTestId('message-detail');
    await detail.getByText('陈志强').waitFor();
    await screenshot(page, 'messaging-centre-detail-zh_CN-1440');
    await page.context().close();
  }, 120_000);
});
