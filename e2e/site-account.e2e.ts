import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, screenshot } from './support/browser';
import { baseURL } from './support/server';
import { newPage } from './support/session';

// The public site's accounts (issue 15): its users, declarers and experts, sign in on the site
// and land in their own area; staff are sent to the portal. At a phone's width and a desktop's.

const password = inject('adminPassword');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const WIDTHS = [375, 1440] as const;

async function signInOnSite(page: Page, username: string, pass: string) {
  await page.goto(`${baseURL}/site/sign-in`);
  await page.locator('#username').fill(username);
  await page.locator('#password').fill(pass);
  await page.getByTestId('login-submit').click();
}

describe('signing in to the public site by password', () => {
  for (const width of WIDTHS) {
    it(`takes a declarer to "my declarations" and an expert to "my reviews" (${width} px)`, async () => {
      const page = await newPage(browser, width, width === 375 ? 812 : 900);
      // A deep link of the signed-in area goes to the sign-in page, remembering where it was going.
      await page.goto(`${baseURL}/site/my/declarations`);
      await page.waitForURL(/\/site\/sign-in\?redirect=%2Fmy%2Fdeclarations/);
      if (width === 375) await screenshot(page, 'site-sign-in-zh_CN-375');
      await signInOnSite(page, 'declarer', password);
      await page.waitForURL(/\/site\/my\/declarations$/);
      await page.getByTestId('my-declarations').waitFor();
      // The portal's session is not the site's: the portal still asks for a sign-in.
      expect(await page.evaluate(() => localStorage.getItem('dandelion__Access-Token'))).toBeNull();

      await page
        .getByTestId(width === 375 ? 'site-menu-button' : 'site-sign-out')
        .first()
        .click();
      if (width === 375) await page.getByTestId('site-sign-out').click();
      await page.waitForURL(/\/site\/?$/);
      await page.getByTestId('site-sign-in-link').waitFor({ state: 'attached' });

      await signInOnSite(page, 'expert', password);
      await page.waitForURL(/\/site\/my\/reviews$/);
      await page.getByTestId('my-reviews').waitFor();
      await page.context().close();
    });
  }

  it('signs out quietly while a call of the signed-in page is still in flight', async () => {
    // The race a clean-clone run met (c0394b9): the server ends the session on /logout and then
    // refuses the page's list call, still in flight, with 401, which reaches the page before the
    // answer to /logout. That 401 is for a session the page has left: no "please sign in again"
    // and no reload 1.5 s later (spec 000 §9), which aborted the next navigation.
    const page = await newPage(browser, 1440, 900);
    const list = '**/rest/declarer/declaration/page';
    let releaseList = () => {};
    const listHeld = new Promise<void>((resolve) => {
      releaseList = resolve;
    });
    let holding = false;
    await page.route(list, async (route) => {
      if (holding) await listHeld;
      await route.continue();
    });
    await signInOnSite(page, 'declarer', password);
    await page.waitForURL(/\/site\/my\/declarations$/);
    await page.getByTestId('my-declarations').waitFor();
    // The list asks again (the page opened anew inside the app) and is held on its way out.
    holding = true;
    const listAsked = page.waitForRequest(list);
    await page.getByTestId('account-menu').getByText('我的通知', { exact: true }).click();
    await page.getByTestId('account-menu').getByText('我的申报', { exact: true }).click();
    await listAsked;
    const refusal = page.waitForResponse(list);
    // /logout reaches the server, which ends the session; its answer waits until the list's
    // refusal has reached the page.
    await page.route('**/logout', async (route) => {
      const answer = await route.fetch();
      releaseList();
      await refusal;
      await route.fulfill({ response: answer });
    });
    const loads = { count: 0 };
    page.on('load', () => loads.count++);
    const loggedOut = page.waitForResponse('**/logout');
    await page.getByTestId('site-sign-out').first().click();
    expect((await refusal).status()).toBe(401);
    await loggedOut;
    await page.waitForURL(/\/site\/?$/);
    // What must not happen is waited for as briefly as the rule allows (docs/conventions.md):
    // a lapsed session's reload comes 1.5 s after its refusal. With the token forgotten after
    // /logout instead of before, this test fails here (one reload); with the quiet rule off
    // (web-common isEndedSessionFailure), it fails on the next user's page below.
    await page.waitForTimeout(2000);
    expect(loads.count).toBe(0);
    // The home page has no notice host: a notice asked for there waits in the page for the next
    // one that has. So the next user signs in without a page load (the header's link), and their
    // first page must not greet them with "please sign in again".
    await page.getByTestId('site-sign-in-link').click();
    await page.locator('#username').fill('expert');
    await page.locator('#password').fill(password);
    await page.getByTestId('login-submit').click();
    await page.waitForURL(/\/site\/my\/reviews$/);
    await page.getByTestId('my-reviews').waitFor();
    await page.waitForTimeout(1000);
    expect(await page.getByText(/系统提示|重新登录/).count()).toBe(0);
    await page.context().close();
  });

  it('tells a staff member to use the portal, with a link, once, and keeps no session', async () => {
    const page = await newPage(browser, 375, 812);
    await signInOnSite(page, 'admin', password);
    const notice = page.getByTestId('site-staff-notice');
    await notice.waitFor();
    expect(await page.getByTestId('site-staff-notice').count()).toBe(1);
    expect(await notice.locator('a').getAttribute('href')).toBe('/');
    expect(await page.locator('#password').inputValue()).toBe('');
    expect(await page.evaluate(() => localStorage.getItem('dandelion__site:Access-Token'))).toBeNull();
    expect(page.url()).toMatch(/\/site\/sign-in/);
    await page.context().close();
  });

  it('refuses a wrong password with the generic message', async () => {
    const page = await newPage(browser, 1440, 900);
    await signInOnSite(page, 'declarer', 'wrong-password-1');
    await expect.poll(() => page.getByTestId('login-alert').textContent()).toContain('用户名或密码错误');
    expect(page.url()).toMatch(/\/site\/sign-in/);
    await page.context().close();
  });
});

// The signed-in area's menu differs by user type (app/accountPages.ts); on a phone it wraps, so
// its last item (修改密码) is on screen, whole, for each of them, in Chinese and in English.
const MENUS: Record<string, { zh_CN: string[]; en_GB: string[] }> = {
  declarer: {
    zh_CN: ['我的申报', '我的异议', '异议说明', '我的通知', '登录设备', '修改密码'],
    en_GB: [
      'My declarations',
      'My objections',
      'Objection requests',
      'My notices',
      'Signed-in devices',
      'Change password',
    ],
  },
  expert: {
    zh_CN: ['我的评审', '会议评审', '专家主页', '我的异议', '我的通知', '登录设备', '修改密码'],
    en_GB: [
      'My reviews',
      'Review meetings',
      'Expert home',
      'My objections',
      'My notices',
      'Signed-in devices',
      'Change password',
    ],
  },
  // A person registered on the site to file objections (the demo's `person`).
  person: {
    zh_CN: ['我的异议', '我的通知', '登录设备', '修改密码'],
    en_GB: ['My objections', 'My notices', 'Signed-in devices', 'Change password'],
  },
  recommender: {
    zh_CN: ['推荐申报', '我的异议', '异议说明', '我的通知', '登录设备', '修改密码'],
    en_GB: [
      'Recommendations',
      'My objections',
      'Objection requests',
      'My notices',
      'Signed-in devices',
      'Change password',
    ],
  },
};

/** Each menu item's text and whether its box lies wholly inside the window, its text unclipped. */
function menuItems(page: Page) {
  return page.getByTestId('account-menu').evaluate((menu) =>
    Array.from(menu.querySelectorAll('a')).map((a) => {
      const box = a.getBoundingClientRect();
      return {
        text: a.textContent ?? '',
        inside:
          box.width > 0 &&
          box.left >= 0 &&
          box.right <= document.documentElement.clientWidth &&
          a.scrollWidth <= a.clientWidth + 1,
      };
    }),
  );
}

describe('the signed-in area’s menu', () => {
  for (const user of Object.keys(MENUS)) {
    it(`shows every item of a ${user} whole at 375 px and 1440 px, in Chinese and in English`, async () => {
      const page = await newPage(browser, 375, 812);
      await signInOnSite(page, user, password);
      await page.getByTestId('account-menu').waitFor();
      for (const lang of ['zh_CN', 'en_GB'] as const) {
        await page.evaluate(
          (value) => localStorage.setItem('dandelion__lang', JSON.stringify({ value, expire: null })),
          lang,
        );
        await page.reload();
        await page.getByTestId('account-menu').waitFor();
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
          await expect
            .poll(() => menuItems(page))
            .toEqual(MENUS[user]![lang].map((text) => ({ text, inside: true })));
          if (width === 375 && user === 'expert') await screenshot(page, `site-account-menu-${lang}-375`);
        }
      }
      await page.context().close();
    });
  }
});
