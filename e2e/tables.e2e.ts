import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, screenshot } from './support/browser';
import { openInPortal, seededServer } from './support/pages';
import { newPage, signIn } from './support/session';
import { loaded } from './support/settle';

// Issue 14: the examination queue pictured at 1440 and 375 px, and a list that failed to load
// showing its error in place with a retry. Every list's fit is checked by portal-walk.e2e.ts.
const password = inject('adminPassword');
let browser: Browser;
let baseURL: string;

beforeAll(async () => {
  [baseURL, browser] = await Promise.all([seededServer(), launchBrowser()]);
}, 180_000);
afterAll(() => browser?.close());

describe('pictured (docs/screenshots)', () => {
  it('the examination queue at 1440 and 375 px, and a list that failed to load', async () => {
    for (const [width, height, name] of [
      [1440, 900, 'tables-examination-1440'],
      [375, 812, 'tables-examination-375'],
    ] as const) {
      const page = await newPage(browser, width, height);
      try {
        await signIn(page, baseURL, 'admin', password);
        await openInPortal(page, '/declare/examination');
        await screenshot(page, name);
      } finally {
        await page.context().close();
      }
    }

    // The queue's call fails once (a server error): the list says so and offers a retry,
    // which asks again and shows the rows.
    const page = await newPage(browser, 1440, 900);
    try {
      await signIn(page, baseURL, 'admin', password);
      let failing = true;
      await page.route('**/rest/examination/page', (route) =>
        failing
          ? route.fulfill({
              status: 500,
              contentType: 'application/json',
              body: JSON.stringify({ rtnCode: '500', rtnMessage: '服务器内部错误', dataSet: null }),
            })
          : route.continue(),
      );
      await openInPortal(page, '/declare/examination');
      await page.getByTestId('load-error').waitFor();
      // Told once, in place: no error notification besides.
      expect(await page.locator('.ant-notification-notice').count()).toBe(0);
      await screenshot(page, 'tables-error-state');
      failing = false;
      await page.getByTestId('load-retry').click();
      await page.getByTestId('load-error').waitFor({ state: 'detached' });
      await loaded(page);
      expect(
        await page.locator('[data-page-entry]:not([hidden]) tbody tr.ant-table-row').count(),
      ).toBeGreaterThan(0);
    } finally {
      await page.context().close();
    }
  }, 180_000);
});
