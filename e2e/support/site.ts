import type { Page } from 'playwright-core';
import { expect } from 'vitest';

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
