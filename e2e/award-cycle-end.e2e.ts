import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, screenshot } from './support/browser';
import { closeRound, confirmResults, editionReviewed, holdMeeting, voteOnSite } from './support/meeting';
import { openInPortal } from './support/pages';
import { ownServerOnPostgres, postgresMissing, sql } from './support/postgres-server';
import { clickRowAction } from './support/rows';
import { api, apiLogin, newPage, signIn } from './support/session';
import { fitsWidth, signInOnSite } from './support/site';
import { openStatistics } from './support/statistics';
import { toast } from './support/toast';

// Issue 17, "Done when", the end of the award cycle in Chromium (the beginning, from the award's
// set-up to the examination, is e2e/award-cycle.e2e.ts): from an edition of its own whose expert
// review is over (set up through the API, support/meeting.ts), a meeting votes with its two
// expert members on phone-sized windows on the site and staff close it; 评审结果 confirms the
// list; 公示管理 publishes it; on the site a signed-in client user (the demo declarer 刘海涛, of
// another unit) files an objection with evidence against one project; staff screen and admit it
// and ask the declaring unit, which answers on the site's 异议说明; staff uphold it. Then the
// period ends: the test moves the list's period into the past in the database (standing for the
// fifteen days passing) and staff run the 公示期满授奖 job once from 定时任务, as they would: the
// others are awarded, the upheld one revoked, and 统计分析 shows the funnel this test produced.
//
// The period's end is written in the database, which the embedded one (held by the server's
// process) does not allow: this file runs on a server of its own on PostgreSQL
// (support/postgres-server.ts), which also keeps its awarding job away from other files' editions.
const password = inject('adminPassword');
const stamp = Date.now().toString(36).toUpperCase();
const editionName = `E2E 授奖届 ${stamp}`;
const groupName = `授奖组${stamp}`;
const search = `周期${stamp}`;
const projects = [1, 2, 3].map((i) => `${search} 项目${i}`);
const grades = ['一等奖', '二等奖', '二等奖'];
const outcome = projects.map((project, i) => ({ project, grade: grades[i]! }));
/** The project objected to, whose objection is upheld. */
const OBJECTED = 2;
const REASON = `该项目核心数据与已发表论文重复，详见附件 ${stamp}`;
const QUESTION = '请说明第三章实验数据的来源，并提供原始记录';
const RESPONSE = `第三章数据确引自合作单位已发表论文，未标注来源 ${stamp}`;
const OPINION = '经核查，项目核心数据引用未注明来源，异议成立';
const EVIDENCE = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');

let browser: Browser;
let baseURL = '';
let databaseUrl = '';
let editionId = 0;
let declarationIds: number[] = [];
let snapshotId = 0;
let started = 0;

/** What the test produced, which the statistics must show. */
const upheld: number[] = [];

async function call(token: string, path: string, body: unknown) {
  const answer = await api(baseURL, path, token, body);
  if (answer.status !== 200) throw new Error(`${path}: ${JSON.stringify(answer.body)}`);
  return answer.body.dataSet as Record<string, unknown>;
}

/** Staff on the portal in Chinese at 1440 px. */
async function staff(): Promise<Page> {
  const page = await newPage(browser);
  await signIn(page, baseURL, 'admin', password);
  return page;
}

/** A user on the site at a phone's width, signed in. */
async function onPhone(loginName: string): Promise<Page> {
  const page = await newPage(browser, 375, 812);
  await signInOnSite(page, baseURL, loginName, password);
  return page;
}

/** 异议处理's row of the objected project (the page opens on the newest edition in publicity). */
async function objectionRow(page: Page) {
  await openInPortal(page, '/publicity/objections');
  const row = page.locator('tr.ant-table-row', { hasText: projects[OBJECTED]! });
  await row.waitFor();
  return row;
}

/** Runs an objection's step dialog with its OK button and waits for the done message. */
async function submitStep(page: Page, step: 'screen' | 'request' | 'conclude') {
  const modal = page.getByTestId(`objection-${step}-modal`);
  await modal.getByRole('button', { name: /确\s?定/ }).click();
  await toast(page, '操作成功');
  await modal.waitFor({ state: 'detached' });
}

// Each step drives several pages, some on phones, and starts with a sign-in: two minutes each.
describe.skipIf(postgresMissing)('the end of the award cycle', { timeout: 120_000 }, () => {
  beforeAll(async () => {
    started = Date.now();
    browser = await launchBrowser();
    ({ baseURL, databaseUrl } = await ownServerOnPostgres('award-cycle-end'));
    const admin = await apiLogin(baseURL, 'admin', password);
    const declarer = await apiLogin(baseURL, 'declarer01', password);
    ({ editionId, declarationIds } = await editionReviewed(
      baseURL,
      { admin, declarer },
      { editionName, groupName, projects },
    ));
  });
  afterAll(async () => {
    await browser?.close();
    if (started) console.log(`[award-cycle-end] ${((Date.now() - started) / 1000).toFixed(1)} s`);
  });

  it('a meeting votes with its members on their phones; staff close it and confirm the results', async () => {
    const page = await staff();
    const meetingId = await holdMeeting(page, baseURL, {
      editionName,
      meetingName: `E2E 授奖评审会 ${stamp}`,
      groupName,
      members: 2,
      memberShown: '陈志刚',
      declarations: projects.length,
    });
    await screenshot(page, 'cycle-meeting-open-zh_CN-1440');
    const ballot = { meetingId, declarationIds };
    for (const member of ['expert', 'expert2']) {
      const phone = await voteOnSite(
        browser,
        baseURL,
        password,
        ballot,
        member,
        grades,
        `cycle-ballot-${member}-zh_CN-375`,
      );
      await phone.context().close();
    }
    await expect.poll(() => page.getByTestId('meeting-turnout').textContent()).toContain('2 / 2');
    await closeRound(page, outcome);
    await page.getByRole('button', { name: '结束会议' }).click();
    await page
      .locator('.ant-popconfirm:visible', { hasText: '确定结束本次会议吗？' })
      .getByRole('button', { name: /确\s?定/ })
      .click();
    await page.getByText(`E2E 授奖评审会 ${stamp} · 已结束`).waitFor();
    await page.getByTestId('meeting-tally').scrollIntoViewIfNeeded();
    await screenshot(page, 'cycle-meeting-closed-zh_CN-1440');

    await confirmResults(page, baseURL, outcome);
    await screenshot(page, 'cycle-results-zh_CN-1440');
    await page.context().close();
  });

  it('staff publish the list on 公示管理', async () => {
    // The list may be published once the edition's review window is over (its publicity comes
    // after it): staff end the window now, the review and the meeting being done.
    const admin = await apiLogin(baseURL, 'admin', password);
    await call(admin, '/rest/edition/update', {
      editionId,
      reviewEnd: new Date(Date.now() - 60_000).toISOString(),
    });
    const page = await staff();
    await page.goto(`${baseURL}/publicity?editionId=${editionId}`);
    await page.getByText('该届次尚未发布公示').waitFor();
    await page.getByTestId('publicity-publish').click();
    await page.getByTestId('publicity-wizard-form').getByText(`第1版，${projects.length}项`).waitFor();
    await page.getByTestId('publicity-wizard-next').click();
    const preview = page.getByTestId('publicity-wizard-preview');
    for (const project of projects) await preview.getByText(project).waitFor();
    await screenshot(page, 'cycle-publicity-preview-zh_CN-1440');
    await page.getByTestId('publicity-wizard-publish').click();
    await toast(page, '公示已发布');
    snapshotId = (
      (await call(admin, '/rest/publicity/list', { editionId })) as unknown as { snapshotId: number }[]
    )[0]!.snapshotId;
    await page.getByTestId(`publicity-status-${snapshotId}`).getByText('公示中').waitFor();
    await screenshot(page, 'cycle-publicity-zh_CN-1440');
    await page.context().close();
  });

  it('a signed-in client user files an objection with evidence on the site (375 px)', async () => {
    const page = await onPhone('declarer');
    await page.goto(`${baseURL}/site/publicity/${snapshotId}`);
    const entries = page.getByTestId('site-publicity-entries');
    for (const project of projects) await entries.getByText(project).waitFor();
    await fitsWidth(page);
    await screenshot(page, 'cycle-site-publicity-zh_CN-375');

    await page.getByTestId(`site-publicity-object-${declarationIds[OBJECTED]}`).click();
    const form = page.getByTestId('site-objection-new');
    await form.getByTestId('objection-entry').getByText(projects[OBJECTED]!).waitFor();
    // The entry reads in the list's order: the project first, no empty field.
    expect(await form.getByTestId('objection-entry').textContent()).toMatch(
      new RegExp(`^${projects[OBJECTED]} · .*[^·\\s]$`),
    );
    await fitsWidth(page);
    await screenshot(page, 'cycle-objection-new-zh_CN-375');
    await form.getByTestId('objection-phone').fill('15810060006');
    await form.getByTestId('objection-reason').fill(REASON);
    await form
      .getByTestId('objection-evidence')
      .locator('input[type=file]')
      .setInputFiles({ name: '论文比对.pdf', mimeType: 'application/pdf', buffer: EVIDENCE });
    await form.getByTestId('objection-evidence').getByText('论文比对.pdf').waitFor();
    await fitsWidth(page);
    await screenshot(page, 'cycle-objection-form-zh_CN-375');
    await form.getByTestId('objection-submit').click();
    await toast(page, '异议已提交，请等待处理结果');
    const mine = page.getByTestId('site-my-objections');
    await mine.locator('li', { hasText: projects[OBJECTED]! }).getByText('待受理').waitFor();
    await screenshot(page, 'cycle-my-objections-zh_CN-375');
    await page.context().close();
  });

  it('staff admit it and ask the declaring unit, which answers on the site; staff uphold it', async () => {
    const page = await staff();
    const row = await objectionRow(page);
    await clickRowAction(page, row, 'screen');
    await submitStep(page, 'screen');
    await row.getByText('调查中').waitFor();

    await clickRowAction(page, row, 'request');
    const request = page.getByTestId('objection-request-modal');
    await request.getByTestId('request-question').fill(QUESTION);
    const day = new Date(Date.now() + 7 * 86_400_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    // A wall time on the project's clock (Asia/Shanghai), whatever the browser's zone.
    const deadline = `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())} 17:00:00`;
    await request.getByTestId('request-deadline').click();
    await request.getByTestId('request-deadline').fill(deadline);
    await request.getByTestId('request-deadline').press('Enter');
    await screenshot(page, 'cycle-objection-request-zh_CN-1440');
    await submitStep(page, 'request');

    // The declaring unit (declarer01, whose declarations these are) answers on the site.
    const unit = await onPhone('declarer01');
    await unit.goto(`${baseURL}/site/my/objection-requests`);
    const card = unit.locator('[data-testid^="objection-request-"]', { hasText: projects[OBJECTED]! });
    await card.getByText(QUESTION).waitFor();
    expect(await card.textContent()).toContain(REASON);
    expect(await card.textContent()).toContain(deadline);
    // Who filed it is not shown to the unit.
    expect(await card.textContent()).not.toContain('刘海涛');
    await card.locator('textarea').fill(RESPONSE);
    await fitsWidth(unit);
    await screenshot(unit, 'cycle-objection-requests-zh_CN-375');
    await card.getByRole('button', { name: '提交答复' }).click();
    await card.getByText('已答复').waitFor();
    await unit.context().close();

    await clickRowAction(page, row, 'view');
    const drawer = page.getByTestId('objection-drawer');
    await drawer.getByText(RESPONSE).waitFor();
    await drawer.getByTestId('objector-identity').getByText('刘海涛').waitFor();
    await screenshot(page, 'cycle-objection-drawer-zh_CN-1440');
    await drawer.locator('.ant-drawer-close').click();
    await drawer.waitFor({ state: 'hidden' });

    await clickRowAction(page, row, 'conclude');
    const conclude = page.getByTestId('objection-conclude-modal');
    await conclude.getByText('异议成立', { exact: true }).click();
    await conclude.getByTestId('conclude-opinion').fill(OPINION);
    await submitStep(page, 'conclude');
    await row.getByText('异议成立').waitFor();
    upheld.push(declarationIds[OBJECTED]!);
    await screenshot(page, 'cycle-objections-zh_CN-1440');
    await page.context().close();
  });

  it('the period ends; the awarding job run once awards the others and revokes the upheld one', async () => {
    // The fifteen days pass: the list's period, and the edition's publicity window (which
    // publishing made the same), end now instead of in fifteen days, after all that happened in
    // them. This stands for the days passing and is all the test writes itself: the awarding below
    // is the product's own job, run once as staff run it.
    for (const [table, column, id] of [
      ['publicity_snapshots', 'end_time', snapshotId],
      ['editions', 'publicity_end', editionId],
    ] as const)
      await sql(databaseUrl, `update ${table} set ${column} = now() - interval '1 second' where id = $1`, [
        id,
      ]);

    const page = await staff();
    await openInPortal(page, '/publicity/objections');
    const plan = page.getByTestId('award-card');
    await expect
      .poll(() => plan.textContent())
      .toContain(`将授奖 ${projects.length - upheld.length} 项，撤销 ${upheld.length} 项，待异议办结 0 项`);
    await screenshot(page, 'cycle-award-plan-zh_CN-1440');

    await openInPortal(page, '/_monitor/jobs');
    const job = page.locator('tr.ant-table-row', { hasText: '公示期满授奖' });
    await clickRowAction(page, job, 'run');
    await page
      .locator('.ant-popconfirm:visible')
      .getByRole('button', { name: /确\s?定/ })
      .click();
    await toast(page, '立即执行成功!');
    await clickRowAction(page, job, 'runs');
    const runs = page.getByTestId('task-runs-drawer');
    await runs
      .getByText(`授奖${projects.length - upheld.length}项，撤销${upheld.length}项，待异议办结0项`, {
        exact: false,
      })
      .waitFor();
    await screenshot(page, 'cycle-job-run-zh_CN-1440');
    await runs.locator('.ant-drawer-close').click();

    await openInPortal(page, '/declare/list');
    const list = page.getByTestId('declaration-list-page');
    await list.getByLabel('项目名称').fill(search);
    await list.getByTestId('search-query').click();
    for (const [i, project] of projects.entries()) {
      const row = page.locator('tr.ant-table-row', { has: page.getByText(project, { exact: true }) });
      await row.getByText(i === OBJECTED ? '已撤销' : '已授奖', { exact: true }).waitFor();
    }
    await screenshot(page, 'cycle-declarations-zh_CN-1440');
    await page.context().close();

    // The objector reads the outcome on the site.
    const objector = await onPhone('declarer');
    await objector.goto(`${baseURL}/site/my/objections`);
    await objector
      .getByTestId('site-my-objections')
      .locator('li', { hasText: projects[OBJECTED]! })
      .getByText('异议成立', { exact: true })
      .waitFor();
    await screenshot(objector, 'cycle-my-objections-upheld-zh_CN-375');
    await objector.context().close();
  });

  it('统计分析 shows the funnel this test produced', async () => {
    const page = await staff();
    const stats = await openStatistics(page, editionName);
    expect(await stats.getByTestId('stat-edition').textContent()).toContain(editionName);
    const n = projects.length;
    const expected = {
      declared: n,
      passed: n,
      reviewed: n,
      proposed: n,
      publicised: n,
      awarded: n - upheld.length,
    };
    // The cut by award (this edition has one): the funnel's stages as columns, in order.
    const award = stats.getByTestId('stat-cut-award').locator('tr.ant-table-row');
    await expect.poll(() => award.count()).toBe(1);
    const cells = await award.locator('td').allTextContents();
    expect(cells.slice(1).map(Number)).toEqual(Object.values(expected));
    // The funnel chart's bars carry the same figures. echarts arrives as a lazy chunk after the
    // table's figures (components/Chart.tsx), so the bars are waited for, not read once.
    const bars = stats.getByTestId('stat-funnel').locator('[role="img"] svg text');
    const figures = [...new Set(Object.values(expected))].map(String);
    await expect
      .poll(async () => {
        const texts = await bars.allTextContents();
        return figures.filter((f) => !texts.includes(f));
      })
      .toEqual([]);
    const outcomes = stats.getByTestId('stat-objections-status');
    await outcomes.locator('tr', { hasText: '异议成立' }).getByText(String(upheld.length)).waitFor();
    await screenshot(page, 'cycle-statistics-zh_CN-1440');
    await stats.getByTestId('stat-objections').scrollIntoViewIfNeeded();
    await screenshot(page, 'cycle-statistics-objections-zh_CN-1440');
    await page.context().close();
  });
});
