import { formatInstant } from '@awards/shared/clock';
import ExcelJS from 'exceljs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { editionInExamination } from './support/editions';
import { showPortalPage } from './support/pages';
import { baseURL } from './support/server';
import { api, apiLogin, signIn } from './support/session';

// Issue 13, "one clock": one instant (a declaration's submission) reads the same in a server
// message (the examination notice to the unit), in an export (the declarations list as Excel)
// and in the portal's list, with the browser in New York while the project's display zone is
// Asia/Shanghai: thirteen hours apart, so a page that read the browser's zone would differ.
const password = inject('adminPassword');
const DISPLAY_ZONE = 'Asia/Shanghai';
const BROWSER_ZONE = 'America/New_York';
let browser: Browser;

const stamp = Date.now().toString(36).toUpperCase();
const EDITION = `E2E 时钟届 ${stamp}`;
const PROJECT = `E2E 时钟项目 ${stamp}`;

async function call(token: string, path: string, body: unknown) {
  const answer = await api(baseURL, path, token, body);
  if (answer.status !== 200) throw new Error(`${path}: ${JSON.stringify(answer.body)}`);
  return answer.body.dataSet as Record<string, unknown>;
}

let submittedAt = '';
let admin = '';

/** An edition in examination with one declaration of declarer01, which the admin then passes. */
async function setUp() {
  admin = await apiLogin(baseURL, 'admin', password);
  const declarer = await apiLogin(baseURL, 'declarer01', password);
  const [declaration] = await editionInExamination(baseURL, { admin, declarer }, EDITION, [PROJECT]);
  submittedAt = declaration!.submittedAt;
  await call(admin, '/rest/examination/decide', {
    declarationId: declaration!.declarationId,
    decision: 'pass',
  });
}

beforeAll(async () => {
  browser = await launchBrowser();
  await setUp();
});

afterAll(() => browser?.close());

describe('one clock', () => {
  it('reads a submission the same in the notice, the export and the list, whatever the browser’s zone', async () => {
    const expected = formatInstant(submittedAt, DISPLAY_ZONE);
    expect(expected).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // The two zones read this instant differently: the test could tell a page that used the browser's.
    expect(formatInstant(submittedAt, BROWSER_ZONE)).not.toBe(expected);

    // The server's message: the notice to the declaring unit cites the submission.
    const declarer = await apiLogin(baseURL, 'declarer01', password);
    const inbox = (await call(declarer, '/rest/message/queryMessage', {
      msgTitle: '形式审查结果',
    })) as unknown as { msgContent: string | null }[];
    const texts = inbox.map((m) => m.msgContent ?? '');
    const notice = texts.find((text) => text.includes(PROJECT));
    expect(notice).toContain(`于 ${expected} 提交`);

    // The export: the list as Excel, its 提交时间 cell.
    const response = await fetch(`${baseURL}/rest/declare/export`, {
      method: 'POST',
      headers: { Authorization: admin, 'Content-Type': 'application/json' },
      body: JSON.stringify({ projectName: PROJECT }),
    });
    expect(response.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    const headers = (sheet.getRow(1).values as unknown[]).map(String);
    const column = headers.indexOf('提交时间');
    expect(column).toBeGreaterThan(0);
    expect(String(sheet.getRow(2).getCell(column).value)).toBe(expected);

    // The portal, in a browser whose clocks read New York time.
    const context = await browser.newContext({
      viewport: { width: 1440, height: 900 },
      locale: 'zh-CN',
      timezoneId: BROWSER_ZONE,
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(BROWSER_ZONE);
    await signIn(page, baseURL, 'admin', password);
    await showPortalPage(page, baseURL, '/declare/list');
    const list = page.getByTestId('declaration-list-page');
    await list.getByLabel('项目名称').fill(PROJECT);
    await list.getByTestId('search-query').click();
    const row = page.locator('tr', { has: page.getByText(PROJECT, { exact: true }) });
    await row.getByText(expected, { exact: true }).waitFor();
    await context.close();
  });
});
