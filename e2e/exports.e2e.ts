import { statSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, screenshot } from './support/browser';
import { ownServer } from './support/server';
import { apiLogin, signedInPage } from './support/session';

// A large export as a user meets it: 200,000 rows of the access log leave in the background,
// a progress bar moves in the notification, and the file is downloaded when done (and stays
// in "my exports"). Its own server: the demo data plus the 200,000 synthetic log rows.
const ROWS = 200_000;
const password = inject('adminPassword');
let browser: Browser;
let baseURL: string;

beforeAll(async () => {
  [baseURL, browser] = await Promise.all([
    ownServer('exports', { DEMO_ACCESS_LOG_ROWS: String(ROWS) }),
    launchBrowser(),
  ]);
}, 360_000);
afterAll(() => browser?.close());

interface MyExport {
  exportId: number;
  status: string;
  rowsDone: number;
  rowsTotal: number;
}

describe('exporting the access log at a year’s volume', () => {
  it('runs in the background with a progress bar and downloads the whole file', async () => {
    const page = await signedInPage(browser, baseURL, 'admin', password);
    try {
      await page.goto(`${baseURL}/_monitor/logs`);
      await page.locator('.ant-table-row').first().waitFor();
      await page.getByTestId('access-log-export').click();

      // The notification shows the export under way, then its progress moving.
      const notice = page.getByTestId('export-notice');
      await notice.waitFor();
      const percent = () =>
        page
          .getByTestId('export-progress')
          .getAttribute('aria-valuenow')
          .then((value) => Number(value ?? 0));
      await expect.poll(percent, { timeout: 120_000 }).toBeGreaterThan(0);
      if ((await notice.getAttribute('data-status')) !== 'done') await screenshot(page, 'export-progress');

      await expect
        .poll(() => notice.getAttribute('data-status'), { timeout: 300_000, interval: 1_000 })
        .toBe('done');
      expect(await percent()).toBe(100);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByTestId('export-download').click(),
      ]);
      const file = await download.path();
      // 200,000 rows with a request, a user agent and a response each: several megabytes.
      expect(statSync(file).size).toBeGreaterThan(5_000_000);

      // The same export is in the user's list, every row written.
      const token = await apiLogin(baseURL, 'admin', password);
      const response = await fetch(`${baseURL}/rest/exports`, { headers: { Authorization: token } });
      const mine = ((await response.json()) as { dataSet: MyExport[] }).dataSet;
      expect(mine[0]).toMatchObject({ status: 'done' });
      expect(mine[0]?.rowsDone).toBe(mine[0]?.rowsTotal);
      expect(mine[0]?.rowsTotal).toBeGreaterThanOrEqual(ROWS);
    } finally {
      await page.context().close();
    }
  }, 600_000);
});
