import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { pushAddress } from './pages';

/**
 * Signs in on the public site and waits until it has left the sign-in page (for `landing`, where
 * the user's kind lands: 我的申报 for a declarer, 我的评审 for an expert).
 */
export async function signInOnSite(
  page: Page,
  baseURL: string,
  username: string,
  password: string,
  landing: RegExp | ((url: URL) => boolean) = (url) => !url.pathname.endsWith('/sign-in'),
): Promise<void> {
  await page.goto(`${baseURL}/site/sign-in`);
  await page.locator('#username').fill(username);
  await page.locator('#password').fill(password);
  await page.getByTestId('login-submit').click();
  await page.waitForURL(landing);
}

/** Nothing is wider than the window (a phone's, say): the page does not scroll sideways. */
export async function fitsWidth(page: Page): Promise<void> {
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
}

/**
 * Opens a page of the site (`path` from the origin: /site/…): by its address when the page shows
 * no site yet, else as a link does (history and the router, no reload: the session, the loaded
 * code and the bell stay), as showPortalPage does for the portal (pages.ts). The caller waits for
 * what the page shows; a test that needs a fresh start (a language changed, a reload checked)
 * loads with page.goto.
 */
export async function showSitePage(page: Page, baseURL: string, path: string): Promise<void> {
  const here = new URL(page.url());
  if (here.origin === new URL(baseURL).origin && here.pathname.startsWith('/site')) {
    await pushAddress(page, path);
    await page.waitForURL((url) => `${url.pathname}${url.search}` === path);
  } else {
    await page.goto(`${baseURL}${path}`);
  }
}
