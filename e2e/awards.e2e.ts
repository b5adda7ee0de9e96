import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, screenshot } from './support/browser';
import { showPortalPage } from './support/pages';
import { baseURL } from './support/server';
import { newPage, signIn } from './support/session';
import { settle } from './support/settle';
import { toast } from './support/toast';
import { openView, pictureViews } from './support/views';

// Issue 7 items 1 and 2 in the browser: an award with grades, standards and flow; an edition
// with windows that takes the award in and opens for declaration; the status history.
const password = inject('adminPassword');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

// The newest toast of that text (an earlier one may still be fading out).
const ok = (scope: Locator) => scope.getByRole('button', { name: /确\s?定/ }).click();
const stamp = Date.now().toString(36).toUpperCase();
const AWARD_CODE = `E2E${stamp}`;
const AWARD_NAME = `E2E 青年创新奖 ${stamp}`;
const EDITION_NAME = `E2E 届次 ${stamp}`;

/** Types both ends of a window's range picker (with time) and confirms each. */
async function fillRange(page: Page, window: string, start: string, end: string) {
  // antd names the first input after the form and the field: editionForm_<window>.
  const inputs = page
    .locator('.ant-picker-range', { has: page.locator(`#editionForm_${window}`) })
    .locator('input');
  await inputs.nth(0).click();
  await inputs.nth(0).fill(start);
  await inputs.nth(0).press('Enter');
  await inputs.nth(1).fill(end);
  await inputs.nth(1).press('Enter');
}

const at = (days: number) => {
  const d = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} 00:00`;
};

async function setRow(set: Locator, row: number, values: Record<string, string>) {
  for (const [column, value] of Object.entries(values)) {
    const cell = set.getByTestId(new RegExp(`-${row}-${column}$`));
    const input = (await cell.evaluate((el) => el.tagName)) === 'INPUT' ? cell : cell.locator('input');
    await input.fill(value);
  }
}

describe('awards and editions', () => {
  it('configures an award, puts it in a new edition and opens the edition for declaration', async () => {
    const page = await newPage(browser);
    await signIn(page, baseURL, 'admin', password);

    // The award: its own fields, then two grades, standards summing to 100, the preset flow.
    await showPortalPage(page, baseURL, '/prize');
    await page.getByTestId('award-list-page').waitFor();
    await page.getByTestId('award-add').click();
    const form = page.getByTestId('award-form');
    await form.getByLabel('奖项编码').fill(AWARD_CODE);
    await form.getByLabel('奖项名称').fill(AWARD_NAME);
    await form.getByLabel('奖项类别').click();
    await page.locator('.ant-select-dropdown').getByText('人才奖', { exact: true }).click();
    await ok(page.getByRole('dialog'));
    await toast(page, '添加成功!');

    const row = page.locator('tr', { has: page.getByTestId(`award-name-${AWARD_CODE}`) });
    await row.getByTestId('action-detail').click();
    const drawer = page.getByTestId('award-detail-drawer');
    const grades = drawer.getByTestId('grades');
    await grades.getByTestId('grades-add').click();
    await setRow(grades, 0, { gradeName: '一等奖', gradeLevel: '1', quota: '2' });
    await grades.getByTestId('grades-add').click();
    await setRow(grades, 1, { gradeName: '二等奖', gradeLevel: '2', quota: '5' });
    await grades.getByTestId('grades-save').click();
    await toast(page, '保存成功!');

    await drawer.getByRole('tab', { name: '评分标准' }).click();
    const standards = drawer.getByTestId('standards');
    await standards.getByTestId('standards-add').click();
    await setRow(standards, 0, { standardName: '创新性', maxScore: '100', weight: '60' });
    await standards.getByTestId('standards-add').click();
    await setRow(standards, 1, { standardName: '影响力', maxScore: '100', weight: '30' });
    expect(await standards.getByTestId('standards-sum').textContent()).toBe('权重合计 90 / 100');
    await standards.getByTestId('standards-save').click();
    await standards.getByText('评分标准权重之和必须为100，当前为90').waitFor();
    await setRow(standards, 1, { weight: '40' });
    expect(await standards.getByTestId('standards-sum').textContent()).toBe('权重合计 100 / 100');
    await standards.getByTestId('standards-save').click();
    await toast(page, '保存成功!');

    await drawer.getByRole('tab', { name: '预设流程' }).click();
    const flow = drawer.getByTestId('flow');
    await flow.getByTestId('flow-recommendation-remove').click();
    await flow.getByTestId('flow-stage-recommendation').waitFor({ state: 'detached' });
    await flow.getByTestId('flow-save').click();
    await toast(page, '保存成功!');
    await settle(page);
    // Saved, and what the server now holds is what is shown.
    expect(await flow.getByTestId('flow-stage-recommendation').count()).toBe(0);
    await screenshot(page, 'awards-detail-zh_CN-1440');
    // The same flow as a diagram (a lazily loaded chunk): a click on a stage left out puts it
    // back at its place in the order, which the list then shows; reset undoes it.
    await flow.getByTestId('flow-view').getByText('流程图').click();
    const diagram = flow.getByTestId('flow-diagram');
    await diagram.locator('.flow-node-publicity').waitFor();
    expect(await diagram.locator('.react-flow__edge').count()).toBe(5);
    await diagram.locator('.flow-node-recommendation').click();
    await expect.poll(() => diagram.locator('.react-flow__edge').count()).toBe(6);
    await screenshot(page, 'awards-flow-diagram-zh_CN-1440');
    await flow.getByTestId('flow-view').getByText('列表').click();
    await flow.getByTestId('flow-stage-recommendation').waitFor();
    await flow.getByRole('button', { name: '还原' }).click();
    await flow.getByTestId('flow-stage-recommendation').waitFor({ state: 'detached' });
    await drawer.locator('.ant-drawer-close').dispatchEvent('click');

    // The edition: name, year, the declaration and examination windows.
    await showPortalPage(page, baseURL, '/edition');
    await page.getByTestId('edition-list-page').waitFor();
    await page.getByTestId('edition-add').click();
    const editionForm = page.getByTestId('edition-form');
    await editionForm.getByLabel('届次名称').fill(EDITION_NAME);
    await fillRange(page, 'declaration', at(-1), at(30));
    await fillRange(page, 'examination', at(30), at(45));
    await fillRange(page, 'review', at(45), at(60));
    await ok(page.getByRole('dialog'));
    await toast(page, '添加成功!');

    const editionRow = page.locator('tr', { hasText: EDITION_NAME });
    await editionRow.getByTestId('action-detail').click();
    const detail = page.getByTestId('edition-detail-drawer');

    // Opening without awards: the server's reason stays on screen.
    await detail.getByTestId('edition-next-declaring').click();
    await ok(page.getByRole('dialog').filter({ has: page.getByTestId('edition-transition') }));
    await detail.getByTestId('edition-refusal').getByText('届次尚未加入任何奖项，不能开始申报').waitFor();

    await detail.getByRole('tab', { name: /届次奖项/ }).click();
    await detail.getByTestId('edition-award-add').click();
    const pickerDialog = page.getByRole('dialog').filter({ has: page.getByTestId('edition-award-picker') });
    await page.getByTestId('edition-award-picker').click();
    await page.locator('.ant-select-dropdown').getByText(`${AWARD_NAME} (${AWARD_CODE})`).click();
    // A multiple select keeps its list open: close it before reaching for OK.
    await pickerDialog.locator('.ant-modal-title').click();
    await page.locator('.ant-select-dropdown').waitFor({ state: 'hidden' });
    await ok(pickerDialog);
    await toast(page, '添加成功!');
    await detail.getByTestId(`edition-award-${AWARD_CODE}`).waitFor();

    await detail.getByTestId('edition-next-declaring').click();
    const transition = page.getByRole('dialog').filter({ has: page.getByTestId('edition-transition') });
    await transition.getByTestId('edition-transition-note').fill('E2E 开始申报');
    await ok(transition);
    await toast(page, '届次已变更为「申报中」');
    await detail.getByTestId('edition-next-examining').waitFor();

    await detail.getByRole('tab', { name: '状态记录' }).click();
    const entry = detail.getByTestId('edition-history-declaring');
    await entry.waitFor();
    expect(await entry.textContent()).toContain('草稿 → 申报中');
    expect(await entry.textContent()).toContain('E2E 开始申报');
    await screenshot(page, 'awards-edition-detail-zh_CN-1440');
    await page.context().close();
  });
});

/** The pages, what shows they have loaded, and the screenshot name. */
const PAGES = [
  ['/prize', 'award-list-page', 'list', 'award-detail-drawer'],
  ['/edition', 'edition-list-page', 'editions', 'edition-detail-drawer'],
] as const;

describe('the awards pages', () => {
  it('show the list and the detail on a desktop and a phone, in Chinese and English', async () => {
    for (const view of pictureViews()) {
      const { width, locale } = view;
      const page = await openView(browser, view, baseURL, 'admin', password);
      for (const [path, ready, name, drawer] of PAGES) {
        await page.goto(`${baseURL}${path}`);
        const list = page.getByTestId(ready);
        // A table on a desktop, cards on a phone (below 768 px).
        await list
          .locator(width < 768 ? '[data-testid="data-card"]' : 'tbody tr.ant-table-row')
          .first()
          .waitFor()
          .catch(async (error: unknown) => {
            await page.screenshot({
              path: join(import.meta.dirname, '.artifacts', `failed-awards-${name}-${locale}-${width}.png`),
            });
            throw error;
          });
        const label = name === 'list' ? 'list' : 'editions-list';
        await screenshot(page, `awards-${label}-${locale}-${width}`);
        await list.getByTestId('action-detail').first().click();
        await page.getByTestId(drawer).locator('.ant-tabs').first().waitFor();
        const detailLabel = name === 'list' ? 'detail' : 'edition-detail';
        if (!(locale === 'zh_CN' && width === 1440))
          await screenshot(page, `awards-${detailLabel}-${locale}-${width}`);
      }
      await page.context().close();
    }
  }, 240_000);
});
