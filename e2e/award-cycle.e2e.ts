import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, screenshot } from './support/browser';
import { showPortalPage } from './support/pages';
import { baseURL } from './support/server';
import { api, apiLogin, newPage, signedInPage, signIn } from './support/session';
import { toast } from './support/toast';

// Issue 7, "Done when": the whole cycle. Staff configure an award and an edition through the
// portal and open it; declarer01 submits through the declarer API; the auditor (BUSI_AUDIT)
// lands on the examination page and returns it with an opinion; the declarer resubmits; the
// auditor passes it; the staff detail shows the whole trail. Rolling examination
// (docs/domain.md) lets the auditor decide while the edition is still declaring, so the edition
// stays declaring and the resubmission falls inside the declaration window.
const password = inject('adminPassword');
let browser: Browser;

const stamp = Date.now().toString(36).toUpperCase();
const AWARD_CODE = `CYC${stamp}`;
const AWARD_NAME = `E2E 全流程奖 ${stamp}`;
const EDITION_NAME = `E2E 全流程届 ${stamp}`;
const PROJECT = `E2E 全流程项目 ${stamp}`;
const OPINION = `请补充第三方检测报告 ${stamp}`;

let declarationId = 0;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const ok = (scope: Locator) => scope.getByRole('button', { name: /确\s?定/ }).click();

async function call(token: string, path: string, body: unknown) {
  const answer = await api(baseURL, path, token, body);
  if (answer.status !== 200) throw new Error(`${path}: ${JSON.stringify(answer.body)}`);
  return answer.body.dataSet as Record<string, unknown>;
}

/** A day from today at midnight, as the range pickers take it. */
const at = (days: number) => {
  const d = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} 00:00`;
};

/** Types both ends of a window's range picker (as e2e/awards.e2e.ts). */
async function fillRange(page: Page, window: string, start: string, end: string) {
  const inputs = page
    .locator('.ant-picker-range', { has: page.locator(`#editionForm_${window}`) })
    .locator('input');
  await inputs.nth(0).click();
  await inputs.nth(0).fill(start);
  await inputs.nth(0).press('Enter');
  await inputs.nth(1).fill(end);
  await inputs.nth(1).press('Enter');
}

async function setRow(set: Locator, row: number, values: Record<string, string>) {
  for (const [column, value] of Object.entries(values)) {
    const cell = set.getByTestId(new RegExp(`-${row}-${column}$`));
    const input = (await cell.evaluate((el) => el.tagName)) === 'INPUT' ? cell : cell.locator('input');
    await input.fill(value);
  }
}

/** The auditor's queue row of the project, searched by its name. */
async function queueRow(page: Page) {
  const queue = page.getByTestId('examination-page');
  await queue.getByLabel('项目名称').fill(PROJECT);
  await queue.getByTestId('search-query').click();
  const row = page.locator('tr', { has: page.getByText(PROJECT, { exact: true }) });
  await row.waitFor();
  return row;
}

/** The auditor signs in, lands on the examination page and opens the project. */
async function examine(): Promise<{ page: Page; view: Locator }> {
  const page = await newPage(browser);
  await signIn(page, baseURL, 'auditor', password, /\/declare\/examination/);
  await page.getByTestId('examination-page').waitFor();
  await (await queueRow(page)).getByTestId('action-examine').click();
  const view = page.getByTestId('examination-view');
  await view.getByTestId('examination-trail').waitFor();
  return { page, view };
}

const statusOf = async (token: string) =>
  (await call(token, '/rest/declarer/declaration/detail', { declarationId })).status;

describe('the award cycle', () => {
  it('staff configure an award and an edition in the portal and open it for declaration', async () => {
    const page = await newPage(browser);
    await signIn(page, baseURL, 'admin', password);

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

    await page
      .locator('tr', { has: page.getByTestId(`award-name-${AWARD_CODE}`) })
      .getByTestId('action-detail')
      .click();
    const drawer = page.getByTestId('award-detail-drawer');
    const grades = drawer.getByTestId('grades');
    await grades.getByTestId('grades-add').click();
    await setRow(grades, 0, { gradeName: '一等奖', gradeLevel: '1', quota: '3' });
    await grades.getByTestId('grades-add').click();
    await setRow(grades, 1, { gradeName: '二等奖', gradeLevel: '2', quota: '6' });
    await grades.getByTestId('grades-save').click();
    await toast(page, '保存成功!');

    await drawer.getByRole('tab', { name: '评分标准' }).click();
    const standards = drawer.getByTestId('standards');
    await standards.getByTestId('standards-add').click();
    await setRow(standards, 0, { standardName: '创新性', maxScore: '100', weight: '70' });
    await standards.getByTestId('standards-add').click();
    await setRow(standards, 1, { standardName: '应用成效', maxScore: '100', weight: '30' });
    expect(await standards.getByTestId('standards-sum').textContent()).toBe('权重合计 100 / 100');
    await standards.getByTestId('standards-save').click();
    await toast(page, '保存成功!');
    await drawer.locator('.ant-drawer-close').dispatchEvent('click');

    await showPortalPage(page, baseURL, '/edition');
    await page.getByTestId('edition-list-page').waitFor();
    await page.getByTestId('edition-add').click();
    await page.getByTestId('edition-form').getByLabel('届次名称').fill(EDITION_NAME);
    await fillRange(page, 'declaration', at(-1), at(30));
    await fillRange(page, 'examination', at(30), at(45));
    await fillRange(page, 'review', at(45), at(60));
    await ok(page.getByRole('dialog'));
    await toast(page, '添加成功!');

    await page.locator('tr', { hasText: EDITION_NAME }).getByTestId('action-detail').click();
    const detail = page.getByTestId('edition-detail-drawer');
    await detail.getByRole('tab', { name: /届次奖项/ }).click();
    await detail.getByTestId('edition-award-add').click();
    const picker = page.getByRole('dialog').filter({ has: page.getByTestId('edition-award-picker') });
    await page.getByTestId('edition-award-picker').click();
    await page.locator('.ant-select-dropdown').getByText(`${AWARD_NAME} (${AWARD_CODE})`).click();
    await picker.locator('.ant-modal-title').click();
    await page.locator('.ant-select-dropdown').waitFor({ state: 'hidden' });
    await ok(picker);
    await toast(page, '添加成功!');
    await detail.getByTestId(`edition-award-${AWARD_CODE}`).waitFor();

    await detail.getByTestId('edition-next-declaring').click();
    const transition = page.getByRole('dialog').filter({ has: page.getByTestId('edition-transition') });
    await transition.getByTestId('edition-transition-note').fill('E2E 全流程：开始申报');
    await ok(transition);
    await toast(page, '届次已变更为「申报中」');
    await detail.getByTestId('edition-next-examining').waitFor();
    await page.context().close();
  });

  it('declarer01 submits through the declarer API', async () => {
    const admin = await apiLogin(baseURL, 'admin', password);
    const editions = (await call(admin, '/rest/edition/page', { editionName: EDITION_NAME })) as {
      result?: { editionId: number; status: string }[];
    };
    const edition = editions.result?.[0];
    expect(edition?.status).toBe('declaring');
    const awards = (await call(admin, '/rest/prize/page', { awardCode: AWARD_CODE })) as {
      result?: { awardId: number }[];
    };
    const awardId = awards.result?.[0]?.awardId;
    expect(awardId).toBeGreaterThan(0);

    const declarer = await apiLogin(baseURL, 'declarer01', password);
    const made = await call(declarer, '/rest/declarer/declaration/add', {
      editionId: edition?.editionId,
      awardId,
      gradeLevel: 1,
      projectName: PROJECT,
      summary: '端到端全流程测试的申报',
      completers: [{ name: '张三', unit: '测试单位', contribution: '总体设计' }, { name: '李四' }],
    });
    declarationId = made.declarationId as number;
    await call(declarer, '/rest/declarer/declaration/submit', { declarationId });
    expect(await statusOf(declarer)).toBe('submitted');
  });

  it('the auditor lands on the examination page and returns it with an opinion', async () => {
    const { page, view } = await examine();
    await view.getByText('退回修改', { exact: true }).click();
    await view.getByTestId('decision-opinion').fill(OPINION);
    await view.getByTestId('decision-submit').click();
    await toast(page, '已提交审查结论');
    await view.waitFor({ state: 'detached' });
    await page.context().close();
    expect(await statusOf(await apiLogin(baseURL, 'declarer01', password))).toBe('returned');
  });

  it('the declarer sees the opinion and resubmits; the auditor passes it', async () => {
    const declarer = await apiLogin(baseURL, 'declarer01', password);
    const mine = (await call(declarer, '/rest/declarer/declaration/detail', { declarationId })) as {
      audits: { action: string; opinion: string | null }[];
    };
    expect(mine.audits.find((a) => a.action === 'return')?.opinion).toBe(OPINION);
    await call(declarer, '/rest/declarer/declaration/submit', { declarationId });
    expect(await statusOf(declarer)).toBe('resubmitted');

    // Back in the queue with its history: the return and its opinion are in the trail.
    const { page, view } = await examine();
    expect(await view.getByTestId('examination-trail').textContent()).toContain(OPINION);
    // No outcome is preselected (issue 14): 通过 is chosen.
    await view.getByText('通过', { exact: true }).click();
    await view.getByTestId('decision-submit').click();
    await toast(page, '已提交审查结论');
    await view.waitFor({ state: 'detached' });
    await page.context().close();
    expect(await statusOf(declarer)).toBe('passed');
  });

  it('the staff declaration detail shows the whole trail', async () => {
    const page = await signedInPage(browser, baseURL, 'admin', password);
    await page.goto(`${baseURL}/declare/list`);
    const list = page.getByTestId('declaration-list-page');
    await list.waitFor();
    await list.getByLabel('项目名称').fill(PROJECT);
    await list.getByTestId('search-query').click();
    const row = page.locator('tr', { has: page.getByText(PROJECT, { exact: true }) });
    await row.waitFor();
    expect(await row.locator('[data-testid^="declaration-status-"]').textContent()).toBe('形式审查通过');
    await row.getByTestId('action-detail').click();
    const drawer = page.getByTestId('declaration-detail-drawer');
    await drawer.getByTestId('declaration-info').waitFor();
    await drawer.getByRole('tab', { name: '审查记录' }).click();
    const trail = drawer.getByTestId('declaration-trail');
    await trail.waitFor();
    const entries = await trail
      .locator('[data-testid^="trail-"]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-testid')));
    expect(entries).toEqual(['trail-create', 'trail-submit', 'trail-return', 'trail-resubmit', 'trail-pass']);
    expect(await drawer.getByTestId('trail-return').textContent()).toContain(OPINION);
    expect(await drawer.getByTestId('trail-return').textContent()).toContain('已提交 → 退回修改');
    expect(await drawer.getByTestId('trail-pass').textContent()).toContain('重新提交 → 形式审查通过');
    await screenshot(page, 'award-cycle-trail-zh_CN-1440');
    await page.context().close();
  });
});
