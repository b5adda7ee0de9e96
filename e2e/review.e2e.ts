import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, screenshot } from './support/browser';
import { editionInExamination } from './support/editions';
import { showPortalPage } from './support/pages';
import { pick } from './support/select';
import { baseURL } from './support/server';
import { api, apiLogin, newPage } from './support/session';
import { openView, pictureViews } from './support/views';

// Issue 16 in the browser: staff form an edition's review group from its pool and place the
// declarations, preview an assignment run (figures, seed, input hash, solver) and apply it;
// the 专家评审 console shows the table.
// The test makes its own edition, so it passes whatever state the demo editions are in.
const password = inject('adminPassword');
let browser: Browser;
const stamp = Date.now().toString(36).toUpperCase();
let editionId = 0;
let firstDeclaration = 0;
let groupId = 0;
let adminToken = '';
const organisations = ['北京大学', '清华大学', '浙江大学', '复旦大学'];
const expertNames = organisations.map((_, i) => `E2E专家${i}${stamp}`);

async function call(token: string, path: string, body: unknown) {
  const answer = await api(baseURL, path, token, body);
  expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(200);
  return answer.body.dataSet as Record<string, unknown>;
}

beforeAll(async () => {
  browser = await launchBrowser();
  const admin = await apiLogin(baseURL, 'admin', password);
  adminToken = admin;
  const declarer = await apiLogin(baseURL, 'declarer01', password);
  const projects = [1, 2, 3].map((i) => `E2E 评审项目${i} ${stamp}`);
  // The award's flow without recommendation: passed declarations go straight to expert review.
  const submitted = await editionInExamination(
    baseURL,
    { admin, declarer },
    `E2E 评审届 ${stamp}`,
    projects,
    {
      flow: ['formal_examination', 'expert_review', 'meeting_review', 'publicity'],
    },
  );
  for (const { declarationId } of submitted)
    await call(admin, '/rest/examination/decide', { declarationId, decision: 'pass' });
  const first = submitted[0]!.declarationId;
  firstDeclaration = first;
  editionId = (await call(admin, '/rest/declare/detail', { declarationId: first })).editionId as number;
  const expertIds: number[] = [];
  for (const [i, organisation] of organisations.entries()) {
    const expert = await call(admin, '/rest/expert/add', {
      expertName: expertNames[i],
      organisation,
      discipline: 'energy',
    });
    expertIds.push(expert.expertId as number);
  }
  await call(admin, '/rest/expert/push', { editionId, expertIds });
  await call(admin, '/rest/review/settings/save', { editionId, expertsPerDeclaration: 2, maxLoad: 3 });
  // Into review: the examination window closes now.
  const now = new Date(Date.now() - 60_000).toISOString();
  await call(admin, '/rest/edition/update', { editionId, examinationEnd: now, reviewStart: now });
  await call(admin, '/rest/edition/transition', { editionId, target: 'reviewing' });
});
afterAll(() => browser?.close());

describe('expert review in the portal', () => {
  it('previews and applies an assignment run from the review groups page, and shows the console', async () => {
    const [desktop, ...others] = pictureViews();
    const page = await openView(browser, desktop!, baseURL, 'admin', password);
    await page.goto(`${baseURL}/group?editionId=${editionId}`);
    // The group, formed from the edition's pool: the first expert leads, the others are members.
    await page.getByTestId('group-add').click();
    await page.locator('#groupForm_groupName').fill('能源组');
    await pick(page, 'groupForm_leader', expertNames[0]!);
    for (const name of expertNames.slice(1)) await pick(page, 'groupForm_members', name);
    // Enter in a text field saves the form (EntityFormModal); focusing it closes the open list.
    await page.locator('#groupForm_groupName').press('Enter');
    await page.getByText('能源组').waitFor();
    const groups = (await api(baseURL, '/rest/group/list', adminToken, { editionId })).body.dataSet as {
      groupId: number;
      members: unknown[];
    }[];
    expect(groups.map((g) => g.members.length)).toEqual([4]);
    groupId = groups[0]!.groupId;
    // The declarations go to the group that matches them (the only one here).
    await page.getByTestId('group-place').click();
    await page.getByText('已分组 3 项，未匹配 0 项').waitFor();
    await screenshot(page, 'review-groups');
    await page.getByTestId('action-preview').first().click();
    await page.getByTestId('run-figures').waitFor();
    expect(await page.getByTestId('run-figures').textContent()).toContain('highs 1.15.3');
    await screenshot(page, 'review-assignment-preview');
    await page.getByTestId('run-apply').click();
    await page.getByTestId('run-figures').waitFor({ state: 'detached' });
    await showPortalPage(page, baseURL, `/declare/review?editionId=${editionId}`);
    await page.getByText('E2E 评审项目1', { exact: false }).first().waitFor();
    // Where the review stands: three declarations in expert review, none with its reviews yet.
    await expect
      .poll(() => page.getByTestId('review-leave').textContent())
      .toContain('尚有 3 份申报的评审意见未提交齐全');
    await page.getByTestId('review-remind').click();
    await page.getByRole('button', { name: '提醒专家' }).last().click();
    await page.getByText(/已提醒 \d 位专家/).waitFor();
    await page.getByTestId('review-last-reminder').waitFor();
    await page.getByRole('tab', { name: '评审进度' }).click();
    await page.getByTestId('action-reviews').first().waitFor();
    await screenshot(page, 'review-console');
    await page.getByTestId('review-close').click();
    await page
      .getByTestId('review-close-form')
      .getByRole('textbox')
      .fill('专家评审时间已到，按已提交意见进入会议评审');
    await page.getByTestId('review-close-form-ok').click();
    await expect
      .poll(() => page.getByTestId('review-closed').textContent())
      .toContain('专家评审时间已到，按已提交意见进入会议评审');
    expect(await page.getByTestId('review-leave').textContent()).toContain(
      '评审已结束，届次可以结束评审阶段',
    );
    await screenshot(page, 'review-console-closed');
    await page.close();
    for (const view of others) {
      const phone = await openView(browser, view, baseURL, 'admin', password);
      await phone.goto(`${baseURL}/group?editionId=${editionId}`);
      await phone.getByTestId('review-groups-page').waitFor();
      // Below 768 px the groups are cards (DataCards); the English desktop view keeps the table.
      if (view.width < 768) await phone.getByTestId('data-card').first().waitFor();
      else await phone.getByTestId('action-preview').first().waitFor();
      await screenshot(phone, `review-groups-${view.locale}-${view.width}`);
      // The console's standing (closed, with its reason) in the view's language and width.
      await showPortalPage(phone, baseURL, `/declare/review?editionId=${editionId}`);
      await phone.getByTestId('review-closed').waitFor();
      await screenshot(phone, `review-console-${view.locale}-${view.width}`);
      await phone.close();
    }
    // One story in three views (forming the group, the run, the console): longer than the 60 s
    // a single check gets.
  }, 150_000);

  it("takes a declarer's avoidance request on the site at a phone's width; staff grant it and a replacement is drawn at once", async () => {
    const admin = await apiLogin(baseURL, 'admin', password);
    const runs = (await api(baseURL, '/rest/review/assign/runs', admin, { groupId })).body.dataSet as {
      added: { declarationId: number; expertId: number }[];
      expertNames: Record<string, string>;
    }[];
    const pair = runs[0]!.added.find((p) => p.declarationId === firstDeclaration)!;
    const name = runs[0]!.expertNames[String(pair.expertId)]!;
    const organisation = organisations[Number(/E2E专家(\d)/.exec(name)![1])]!;

    // The declarer names the expert as they know them: organisation and name, never a pick from a list.
    const site = await newPage(browser, 375, 812);
    await site.goto(`${baseURL}/site/sign-in`);
    await site.locator('#username').fill('declarer01');
    await site.locator('#password').fill(password);
    await site.getByTestId('login-submit').click();
    await site.waitForURL(/\/site\/my\/declarations/);
    await site.goto(`${baseURL}/site/my/declarations?declaration=${firstDeclaration}`);
    // At a phone's width the avoidance requests are below the first screen, in the part of the
    // form that loads when the declarer scrolls to it (docs/site.md): scroll as they would.
    await site.getByTestId('declaration-form').waitFor();
    await site.mouse.wheel(0, 2000);
    await site.getByTestId('avoid-requests').waitFor();
    await site.getByTestId('avoid-requests').scrollIntoViewIfNeeded();
    await site.getByTestId('avoid-organisation').fill(organisation);
    await site.getByTestId('avoid-expert').fill(name);
    await site.getByTestId('avoid-reason').fill('该专家与本项目完成人有合作');
    await site.getByTestId('avoid-add').click();
    await site.getByText('待审核').waitFor();
    await site.getByTestId('avoid-requests').scrollIntoViewIfNeeded();
    await screenshot(site, 'site-avoid-request-zh_CN-375');

    const page = await newPage(browser);
    await page.goto(`${baseURL}/_login/login`);
    await page.locator('#username').fill('admin');
    await page.locator('#password').fill(password);
    await page.getByTestId('login-submit').click();
    await page.waitForURL(/\/_dashboard/);
    await showPortalPage(page, baseURL, `/group?editionId=${editionId}`);
    await page.getByText('能源组').waitFor();
    await page.getByTestId('group-requests').click();
    const requests = page.getByTestId('avoid-requests');
    await requests.getByText('该专家与本项目完成人有合作').waitFor();
    await requests.locator('[data-testid^="request-confirm-"]').first().click();
    await page.getByRole('button', { name: /^确\s*定$/ }).click();
    await requests.getByText('已确认').waitFor();
    // The click scrolled the table to its last column: back to the first for the picture.
    await requests.locator('.ant-table-content').evaluate((table) => {
      table.scrollLeft = 0;
    });
    await screenshot(page, 'review-avoid-requests');
    await page.keyboard.press('Escape');
    await page.getByTestId('action-more').first().click();
    await page.getByTestId('action-runs').click();
    const list = page.getByTestId('group-runs');
    await list.getByText('替补').first().waitFor();
    await screenshot(page, 'review-runs');

    await site.reload();
    await site.getByTestId('declaration-form').waitFor();
    await site.mouse.wheel(0, 2000);
    await site.getByText('已同意回避').waitFor();
    const after = (await api(baseURL, '/rest/review/assign/runs', admin, { groupId })).body.dataSet as {
      runId: number;
      kind: string;
      status: string;
      removed: { expertId: number }[];
    }[];
    expect(after[0]).toMatchObject({ kind: 'replacement', removed: [{ expertId: pair.expertId }] });

    // The draw record of the applied run, as printed: with the replacement that followed.
    const applied = after.find((r) => r.kind === 'assignment' && r.status === 'applied')!;
    const record = await fetch(`${baseURL}/rest/review/assign/recordView`, {
      method: 'POST',
      headers: { Authorization: admin, 'Content-Type': 'application/json' },
      body: JSON.stringify({ runId: applied.runId }),
    });
    expect(record.status).toBe(200);
    const html = await record.text();
    expect(html).toContain('其后的替补记录');
    await page.setContent(html);
    await screenshot(page, 'review-draw-record');
    await site.context().close();
    await page.context().close();
  });
});
