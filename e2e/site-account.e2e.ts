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
