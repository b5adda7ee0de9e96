import { crc32, deflateSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, screenshot } from './support/browser';
import { showPortalPage } from './support/pages';
import { baseURL } from './support/server';
import { newPage, signIn } from './support/session';

// The demo users share the administrator's password; 'viewer' (read-only role, every menu)
// is the one whose state these tests change. Nobody's password is changed here.
const password = inject('adminPassword');
const USER = 'viewer';
const CENTRE = '/_account/center/Index';

/** A 96×96 PNG (a gradient with a light disc), so the screenshots show a picture, not a blot. */
function avatarPng(size = 96): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = Array.from({ length: size }, (_, y) => {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x += 1) {
      const inDisc = (x - size / 2) ** 2 + (y - size * 0.42) ** 2 < (size * 0.2) ** 2;
      const rgb = inDisc ? [250, 250, 255] : [22 + x, 119 + Math.round(y / 2), 255 - Math.round(x / 2)];
      row.set(rgb, 1 + x * 3);
    }
    return row;
  });
  const png = [
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ];
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), ...png]);
}

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function signedIn(width = 1440, height = 900): Promise<{ context: BrowserContext; page: Page }> {
  const page = await newPage(browser, width, height);
  await signIn(page, baseURL, USER, password);
  return { context: page.context(), page };
}

/** The number a figure card shows, once it shows one. */
async function figure(page: Page, key: string): Promise<number> {
  const card = page.getByTestId(`figure-${key}`).locator('.ant-statistic-content');
  await expect.poll(async () => /\d/.test((await card.textContent()) ?? '')).toBe(true);
  return Number(((await card.textContent()) ?? '').replace(/[^\d]/g, ''));
}

describe('the home page', () => {
  it("shows the previous sign-in at home and today's figures from the server on the analysis page", async () => {
    const { context, page } = await signedIn();
    await page.getByTestId('home-greeting').waitFor();
    await page.getByTestId('last-login').waitFor();
    await screenshot(page, 'dashboard-zh_CN-1440');
    // The sign-in and visit figures live on 分析页 since the home page shows the awards' work.
    await showPortalPage(page, baseURL, '/_dashboard/Analysis');
    expect(await figure(page, 'todayLoginCount')).toBeGreaterThanOrEqual(1);
    expect(await figure(page, 'totalLoginCount')).toBeGreaterThanOrEqual(1);
    expect(await figure(page, 'todayVisitCount')).toBeGreaterThanOrEqual(1);
    await page.getByTestId('visit-trend').getByText('访客').first().waitFor();
    await screenshot(page, 'analysis-zh_CN-1440');
    await showPortalPage(page, baseURL, '/_dashboard/Monitor');
    await page.setViewportSize({ width: 375, height: 812 });
    await page.getByTestId('home-greeting').waitFor();
    await screenshot(page, 'dashboard-zh_CN-375');
    await context.close();
  });
});

describe('the account centre', () => {
  it('uploads an avatar and shows it', async () => {
    const { context, page } = await signedIn();
    await showPortalPage(page, baseURL, CENTRE);
    await page.getByTestId('avatar-upload').waitFor();
    await page
      .getByTestId('avatar-upload')
      .locator('input[type=file]')
      .setInputFiles({ name: '头像.png', mimeType: 'image/png', buffer: avatarPng() });
    const image = page.getByTestId('avatar-upload').locator('img');
    await expect
      .poll(() => image.getAttribute('src'))
      .toMatch(/\/rest\/file\/download\/[0-9a-f-]{36}\?token=/);
    // The picture really loads from the server (an <img> sends no header: the token is in the URL).
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(96);
    // And stays after a reload: it is the user's, on the server.
    await page.reload();
    await expect.poll(() => image.getAttribute('src')).toMatch(/\/rest\/file\/download\//);
    await screenshot(page, 'account-centre-zh_CN-1440');
    await page.setViewportSize({ width: 375, height: 812 });
    await page.getByTestId('account-centre').waitFor();
    await screenshot(page, 'account-centre-zh_CN-375');
    await context.close();
  });

  it('lists the sessions and signs out another one', async () => {
    const here = await signedIn();
    const elsewhere = await signedIn();
    await showPortalPage(here.page, baseURL, `${CENTRE}?tab=security`);
    const sessions = here.page.getByTestId('sessions');
    await sessions.getByText('当前会话').waitFor();
    const buttons = sessions.locator('[data-testid^="revoke-"]');
    await expect.poll(() => buttons.count()).toBeGreaterThanOrEqual(1);
    // The newest other session is the one just opened in the second browser.
    const ids = (await buttons.evaluateAll((els) => els.map((e) => e.getAttribute('data-testid'))))
      .map((id) => Number(id?.replace('revoke-', '')))
      .filter(Number.isFinite);
    const newest = Math.max(...ids);
    await here.page.getByTestId(`revoke-${newest}`).click();
    await here.page.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => here.page.getByTestId(`revoke-${newest}`).count()).toBe(0);
    await screenshot(here.page, 'account-security-zh_CN-1440');

    // The other browser is signed out: its next page load goes to the login page.
    await elsewhere.page.goto(`${baseURL}/_dashboard/Monitor`);
    await elsewhere.page.waitForURL(/\/_login\/login/);
    await here.context.close();
    await elsewhere.context.close();
  });
});

describe('the products-and-services drawer', () => {
  it('stars a menu, which is still a favourite after a reload', async () => {
    const { context, page } = await signedIn();
    await page.getByTestId('products-button').click();
    const drawer = page.getByTestId('products-drawer');
    const favourites = drawer.getByTestId('products-favourites');
    await drawer.getByTestId('products-all').waitFor();
    await expect.poll(() => favourites.getByTestId('menu-row-prize').count()).toBe(0);

    await drawer.getByPlaceholder('搜索菜单').fill('奖项');
    await expect
      .poll(() => drawer.getByTestId('products-results-count').textContent())
      .toMatch(/找到 \d+ 个结果/);
    await drawer.getByTestId('products-results').getByTestId('star-prize').click();
    await drawer.getByPlaceholder('搜索菜单').fill('');
    await favourites.getByTestId('menu-row-prize').waitFor();
    await screenshot(page, 'products-drawer-zh_CN-1440');

    await page.reload();
    await page.getByTestId('products-button').click();
    await page.getByTestId('products-favourites').getByTestId('menu-row-prize').waitFor();
    expect(await page.getByTestId('products-favourites-count').textContent()).toMatch(/[1-9]/);
    await context.close();
  });
});
