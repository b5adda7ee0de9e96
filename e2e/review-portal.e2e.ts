import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, screenshot } from './support/browser';
import { editionInExamination } from './support/editions';
import { baseURL } from './support/server';
import { api, apiLogin } from './support/session';
import { openView, pictureViews } from './support/views';

// Issue 16's portal pieces in the browser: 评审设置, 随机抽取 with a chosen cap, 回避统计 and
// 专家分配 (add by hand) on the review groups page; the settings dialog at a phone's width.
const password = inject('adminPassword');
let browser: Browser;
const stamp = Date.now().toString(36).toUpperCase();
let editionId = 0;
const organisations = ['北京大学', '清华大学', '浙江大学', '复旦大学'];

async function call(token: string, path: string, body: unknown) {
  const answer = await api(baseURL, path, token, body);
  expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(200);
  return answer.body.dataSet as Record<string, unknown>;
}

beforeAll(async () => {
  browser = await launchBrowser();
  const admin = await apiLogin(baseURL, 'admin', password);
  const declarer = await apiLogin(baseURL, 'declarer01', password);
  const projects = [1, 2].map((i) => `E2E 手工项目${i} ${stamp}`);
  const submitted = await editionInExamination(
    baseURL,
    { admin, declarer },
    `E2E 设置届 ${stamp}`,
    projects,
    {
      flow: ['formal_examination', 'expert_review', 'meeting_review', 'publicity'],
    },
  );
  for (const { declarationId } of submitted)
    await call(admin, '/rest/examination/decide', { declarationId, decision: 'pass' });
  editionId = (await call(admin, '/rest/declare/detail', { declarationId: submitted[0]!.declarationId }))
    .editionId as number;
  const expertIds: number[] = [];
  for (const [i, organisation] of organisations.entries()) {
    const expert = await call(admin, '/rest/expert/add', {
      expertName: `E2E手工${i}${stamp}`,
      organisation,
      discipline: 'energy',
    });
    expertIds.push(expert.expertId as number);
  }
  await call(admin, '/rest/expert/push', { editionId, expertIds });
  await call(admin, '/rest/review/settings/save', { editionId, expertsPerDeclaration: 2, maxLoad: 3 });
  await call(admin, '/rest/group/add', {
    editionId,
    groupName: '手工组',
    members: expertIds.map((expertId, i) => ({ expertId, role: i === 0 ? 'leader' : 'member' })),
  });
  await call(admin, '/rest/group/place', { editionId });
  const now = new Date(Date.now() - 60_000).toISOString();
  await call(admin, '/rest/edition/update', { editionId, examinationEnd: now, reviewStart: now });
  await call(admin, '/rest/edition/transition', { editionId, target: 'reviewing' });
});
afterAll(() => browser?.close());

describe('review settings, draw cap, conflicts and manual assignment in the portal', () => {
  it('saves the settings, draws with q = 0.75, counts the conflicts and adds an expert by hand', async () => {
    const [desktop, ...others] = pictureViews();
    const page = await openView(browser, desktop!, baseURL, 'admin', password);
    await page.goto(`${baseURL}/group?editionId=${editionId}`);
    await page.getByText('手工组').waitFor();

    await page.getByTestId('group-settings').click();
    const k = page.getByTestId('settings-expertsPerDeclaration');
    await expect.poll(() => k.inputValue()).toBe('2');
    await page.getByTestId('settings-maxLoad').fill('4');
    await screenshot(page, 'review-settings');
    await page.getByRole('button', { name: /^确\s*定$/ }).click();
    await page.getByText('评审设置已保存').waitFor();

    await page.getByTestId('action-more').first().click();
    await page.getByTestId('action-drawn').click();
    await page.getByTestId('draw-pairCap').fill('0.75');
    await page.getByRole('button', { name: /^抽\s*取$/ }).click();
    await page.getByTestId('run-figures').waitFor();
    expect(await page.getByTestId('run-figures').textContent()).toContain('0.75');
    await page.getByTestId('run-apply').click();
    await page.getByTestId('run-figures').waitFor({ state: 'detached' });

    await page.getByTestId('action-more').first().click();
    await page.getByTestId('action-assignments').click();
    const table = page.getByTestId('group-assignments');
    await expect.poll(() => table.textContent()).toContain('2/2');
    // A third expert by hand on the first declaration (over k is allowed; the rules are checked).
    await table
      .getByTestId(/^assign-add-/)
      .first()
      .click();
    await page.getByTestId('assign-expert').click();
    await page.locator('.ant-select-item-option').first().click();
    await page.getByRole('button', { name: /^确\s*定$/ }).click();
    await page.getByText('专家已添加').waitFor();
    await expect.poll(() => table.textContent()).toContain('3/2');
    await screenshot(page, 'review-assignments');
    await page.keyboard.press('Escape');

    await page.getByTestId('group-conflicts').click();
    await page.getByTestId('conflict-by-type').waitFor();
    expect(await page.getByTestId('conflict-by-source').textContent()).toContain('系统识别');
    await screenshot(page, 'review-conflict-report');
    await page.close();

    for (const view of others) {
      const phone = await openView(browser, view, baseURL, 'admin', password);
      await phone.goto(`${baseURL}/group?editionId=${editionId}`);
      await phone.getByTestId('group-settings').click();
      await phone.getByTestId('settings-maxLoad').waitFor();
      await expect.poll(() => phone.getByTestId('settings-maxLoad').inputValue()).toBe('4');
      const width = await phone.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(view.width);
      await screenshot(phone, `review-settings-${view.locale}-${view.width}`);
      await phone.close();
    }
  });
});
