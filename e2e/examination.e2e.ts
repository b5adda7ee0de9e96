import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, screenshot } from './support/browser';
import { editionInExamination } from './support/editions';
import { decide, openExamination } from './support/examination';
import { showPortalPage } from './support/pages';
import { baseURL } from './support/server';
import { apiLogin, newPage, signedInPage, signIn } from './support/session';
import { openView, pictureViews } from './support/views';

// Issue 7 items 5 and 7 in the browser: the auditor examines (returns one declaration with an
// opinion, passes another); the declarations list shows the new statuses and the trail. The
// test makes its own examining edition, so it passes whatever state the demo edition is in.
const password = inject('adminPassword');
let browser: Browser;

const stamp = Date.now().toString(36).toUpperCase();
const EDITION = `E2E 审查届 ${stamp}`;
const PROJECT_A = `E2E 退回项目 ${stamp}`;
const PROJECT_B = `E2E 通过项目 ${stamp}`;
/** Left waiting, for the pictures of the side-by-side view. */
const PROJECT_C = `E2E 待审项目 ${stamp}`;
let waitingId = 0;
const OPINION = '请补充查新报告';

/** An edition in examination with three declarations submitted by declarer01. */
async function setUp() {
  const admin = await apiLogin(baseURL, 'admin', password);
  const declarer = await apiLogin(baseURL, 'declarer01', password);
  const submitted = await editionInExamination(baseURL, { admin, declarer }, EDITION, [
    PROJECT_A,
    PROJECT_B,
    PROJECT_C,
  ]);
  waitingId = submitted.at(-1)!.declarationId;
}

beforeAll(async () => {
  browser = await launchBrowser();
  await setUp();
});
afterAll(() => browser?.close());

describe('formal examination', () => {
  it('the auditor returns one declaration with an opinion and passes another', async () => {
    const page = await newPage(browser);
    await signIn(page, baseURL, 'auditor', password, /\/declare\/examination/);
    await page.getByTestId('examination-page').waitFor();

    // Return without an opinion is refused in the form; with one it goes through.
    const view = await openExamination(page, PROJECT_A);
    await screenshot(page, 'declarations-examination-zh_CN-1440');
    await view.getByText('退回修改', { exact: true }).click();
    await view.getByTestId('decision-submit').click();
    await view.getByText('除“通过”外须填写审查意见').waitFor();
    await decide(page, view, '退回修改', OPINION);

    await openExamination(page, PROJECT_B);
    // No outcome is preselected (issue 14): submitting asks for one, then 通过 is chosen.
    await view.getByTestId('decision-submit').click();
    await view.getByText('请选择审查结论').waitFor();
    await decide(page, view, '通过');

    // The returned one waits no more (the passed one neither, the third still does).
    await page.getByTestId('examination-page').getByLabel('项目名称').fill(PROJECT_A);
    await page.getByTestId('examination-page').getByTestId('search-query').click();
    await page.getByTestId('examination-page').locator('.ant-empty').first().waitFor();
    await page.context().close();
  });

  it('the list shows the new statuses and the whole trail', async () => {
    const page = await signedInPage(browser, baseURL, 'admin', password);
    await page.goto(`${baseURL}/declare/list`);
    const list = page.getByTestId('declaration-list-page');
    await list.waitFor();
    await list.getByLabel('项目名称').fill(stamp);
    await list.getByTestId('search-query').click();
    const rowA = page.locator('tr', { has: page.getByText(PROJECT_A, { exact: true }) });
    const rowB = page.locator('tr', { has: page.getByText(PROJECT_B, { exact: true }) });
    expect(await rowA.locator('[data-testid^="declaration-status-"]').textContent()).toBe('退回修改');
    expect(await rowB.locator('[data-testid^="declaration-status-"]').textContent()).toBe('形式审查通过');
    await screenshot(page, 'declarations-list-zh_CN-1440');

    await rowA.getByTestId('action-detail').click();
    const drawer = page.getByTestId('declaration-detail-drawer');
    await drawer.getByTestId('declaration-info').waitFor();
    await screenshot(page, 'declarations-detail-zh_CN-1440');
    await drawer.getByRole('tab', { name: '审查记录' }).click();
    const returned = drawer.getByTestId('trail-return');
    await returned.waitFor();
    expect(await returned.textContent()).toContain(OPINION);
    for (const action of ['create', 'submit']) await drawer.getByTestId(`trail-${action}`).waitFor();
    await page.context().close();
  });

  it('looks right in English and on a phone', async () => {
    // The first tests picture Chinese on a desktop already.
    for (const view of pictureViews()) {
      const { width, locale: lang } = view;
      if (lang === 'zh_CN' && width === 1440) continue;
      const page = await openView(browser, view, baseURL, 'admin', password);
      await showPortalPage(page, baseURL, '/declare/list');
      await page
        .getByTestId('declaration-list-page')
        .locator('[data-testid^="declaration-name-"]')
        .first()
        .waitFor();
      await screenshot(page, `declarations-list-${lang}-${width}`);
      const id = (
        await page.locator('[data-testid^="declaration-name-"]').first().getAttribute('data-testid')
      )
        ?.split('-')
        .pop();
      await showPortalPage(page, baseURL, `/declare/list?detail=${id}`);
      await page.getByTestId('declaration-info').waitFor();
      await screenshot(page, `declarations-detail-${lang}-${width}`);
      await showPortalPage(page, baseURL, '/declare/examination');
      await page.getByTestId('examination-page').waitFor();
      await screenshot(page, `declarations-queue-${lang}-${width}`);
      await showPortalPage(page, baseURL, `/declare/examination?examine=${waitingId}`);
      await page.getByTestId('examination-trail').waitFor();
      await screenshot(page, `declarations-examination-${lang}-${width}`);
      await page.context().close();
    }
  });
});
