import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, screenshot } from './support/browser';
import { editionInExamination } from './support/editions';
import { expertOf } from './support/meeting';
import { baseURL } from './support/server';
import { api, apiLogin, newPage, signedInPage } from './support/session';

// Issue 16 item 5 on a phone: the demo expert signs in on the public site, finds the review
// assigned to them, scores it (autosaved, still there after a reload), is refused a submit with
// a score missing, submits, and finds it locked. The set-up goes through the staff API: an
// edition of its own in review, its pool, a group and an applied assignment run.
const password = inject('adminPassword');
const DAY = 86_400_000;
const stamp = Date.now().toString(36).toUpperCase();
let browser: Browser;
let declarationIds: number[] = [];
let admin = '';
let editionId = 0;
let reviewEnd = '';
/** The total the expert submitted (on 0..100, the edition's scale): the console must show it. */
let submittedTotal = '';

async function call(token: string, path: string, body: unknown) {
  const answer = await api(baseURL, path, token, body);
  expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(200);
  return answer.body.dataSet as Record<string, unknown>;
}

/** The demo expert's pool record (张明华, who signs in as `expert`). */
async function demoExpertId(admin: string): Promise<number> {
  const page = (await call(admin, '/rest/expert/page', {
    pageNum: 1,
    pageSize: 50,
    expertName: '张明华',
  })) as {
    result: { expertId: number; loginName: string | null }[];
  };
  const mine = page.result.find((e) => e.loginName === 'expert');
  expect(
    mine,
    `the demo expert's pool record in ${JSON.stringify(page.result.map((e) => [e.expertId, e.loginName]))}`,
  ).toBeDefined();
  return mine!.expertId;
}

/** A PDF uploaded by the declarer (the file store recognises it by its first bytes). */
async function upload(token: string, name: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([Buffer.from('%PDF-1.4\n%%EOF\n')], { type: 'application/pdf' }), name);
  const response = await fetch(`${baseURL}/rest/file/upload?purpose=attachment`, {
    method: 'POST',
    headers: { Authorization: token },
    body: form,
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { dataSet: { fileId: string } }).dataSet.fileId;
}

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await apiLogin(baseURL, 'admin', password);
  const declarer = await apiLogin(baseURL, 'declarer01', password);
  const projects = [1, 2].map((i) => `E2E 站点评审${i} ${stamp}`);
  // The application form names the unit: a blind review leaves it out; the report is offered under its type.
  const attachments = [
    { fileId: await upload(declarer, 'E2E单位申报书.pdf'), attachmentType: 'application' },
    { fileId: await upload(declarer, 'E2E单位检测报告.pdf'), attachmentType: 'report' },
  ];
  const submitted = await editionInExamination(
    baseURL,
    { admin, declarer },
    `E2E 站点评审届 ${stamp}`,
    projects,
    // Straight from the examination to expert review: no recommendation stage in the award's flow.
    { extra: { attachments }, flow: ['formal_examination', 'expert_review', 'meeting_review', 'publicity'] },
  );
  declarationIds = submitted.map((s) => s.declarationId);
  for (const declarationId of declarationIds)
    await call(admin, '/rest/examination/decide', { declarationId, decision: 'pass' });
  const declared = await call(admin, '/rest/declare/detail', { declarationId: declarationIds[0] });
  editionId = declared.editionId as number;

  // The other member is the demo's expert2 (an account of its own), who disagrees below.
  const expertIds = [await demoExpertId(admin), await expertOf(baseURL, admin, 'expert2')];
  await call(admin, '/rest/expert/push', { editionId, expertIds });
  const now = new Date(Date.now() - 60_000).toISOString();
  reviewEnd = new Date(Date.now() + 3 * DAY + 5 * 3_600_000).toISOString();
  await call(admin, '/rest/review/settings/save', {
    editionId,
    expertsPerDeclaration: 2,
    maxLoad: 5,
    reviewStart: now,
    reviewEnd: reviewEnd,
  });
  const group = await call(admin, '/rest/group/add', {
    editionId,
    groupName: `站点评审组${stamp}`,
    members: expertIds.map((expertId, i) => ({ expertId, role: i === 0 ? 'leader' : 'member' })),
  });
  await call(admin, '/rest/group/place', { editionId });
  await call(admin, '/rest/edition/update', { editionId, examinationEnd: now, reviewStart: now });
  await call(admin, '/rest/edition/transition', { editionId, target: 'reviewing' });
  const run = await call(admin, '/rest/review/assign/preview', { groupId: group.groupId, seed: 7 });
  await call(admin, '/rest/review/assign/apply', { runId: run.runId });
});
afterAll(() => browser?.close());

/** A page that fails the test on any console error or uncaught exception. */
async function watchedPage(width: number, height: number, locale: 'zh_CN' | 'en_GB') {
  const page = await newPage(browser, width, height);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.context().addInitScript((lang) => {
    localStorage.setItem('dandelion__lang', JSON.stringify({ value: lang, expire: null }));
  }, locale);
  return { page, errors };
}

async function signInOnSite(page: Page) {
  await page.goto(`${baseURL}/site/sign-in`);
  await page.locator('#username').fill('expert');
  await page.locator('#password').fill(password);
  await page.getByTestId('login-submit').click();
  // Experts land on their reviews.
  await page.waitForURL(/\/site\/my\/reviews$/);
  await page.getByTestId('my-reviews').waitFor();
}

const scoreInputs = (page: Page) => page.getByTestId('score-sheet').getByRole('spinbutton');

describe("the expert's review on the public site", () => {
  it('scores at 375 px with autosave, survives a reload, is refused with a score missing, submits and is locked', async () => {
    const { page, errors } = await watchedPage(375, 812, 'zh_CN');
    await signInOnSite(page);
    const card = page.getByTestId(`review-${declarationIds[0]}`);
    await card.waitFor();
    expect(await card.getByTestId('review-state').textContent()).toBe('未开始');
    expect(await card.getByTestId('time-left').textContent()).toMatch(/^剩余 3 天 \d+ 小时$/);
    await screenshot(page, 'site-review-list-zh_CN-375');

    await card.click();
    await page.waitForURL(new RegExp(`/site/my/reviews/${declarationIds[0]}$`));
    await page.getByTestId('score-sheet').waitFor();
    // Blind by default: no completers on the page, and it says so.
    await page.getByTestId('review-blind').waitFor();
    expect(await page.getByTestId('review-declaration').textContent()).not.toContain('张三');
    // Only the report, named by its type; downloaded under the masked name.
    const files = page.getByTestId('review-attachments');
    expect(await files.locator('.ant-list-item').count()).toBe(1);
    expect(await files.textContent()).toContain('技术报告 1');
    expect(await files.textContent()).not.toContain('E2E单位');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      files.getByRole('button', { name: '技术报告 1' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('report-1.pdf');
    const inputs = scoreInputs(page);
    const count = await inputs.count();
    expect(count).toBeGreaterThan(1);

    // One score, then submit: refused, the unscored standards named under their fields.
    await inputs.nth(0).fill('80');
    await page.getByTestId('review-submit').click();
    await expect.poll(() => page.locator('.ant-form-item-explain-error').count()).toBe(count - 1);
    expect(await page.locator('.ant-modal-confirm').count()).toBe(0);

    for (let i = 1; i < count; i += 1) await inputs.nth(i).fill(String(70 + i));
    await page.getByTestId('familiarity').getByText('比较熟悉').click();
    await page.getByTestId('review-comment').fill('技术路线清晰，效益数据可信。');
    await expect
      .poll(() => page.getByTestId('autosave').textContent())
      .toMatch(/^已自动保存 \d{2}:\d{2}:\d{2}$/);
    const total = await page.getByTestId('review-total').textContent();
    expect(total).toMatch(/^\d+(\.\d+)?$/);
    submittedTotal = total!;

    // A reload reads the draft back.
    await page.reload();
    await page.getByTestId('score-sheet').waitFor();
    await expect.poll(() => scoreInputs(page).nth(0).inputValue()).toBe('80.00');
    expect(await page.getByTestId('review-comment').inputValue()).toBe('技术路线清晰，效益数据可信。');
    expect(await page.getByTestId('review-total').textContent()).toBe(total);
    expect(await page.getByTestId('review-status').textContent()).toBe('草稿');
    expect(await page.getByTestId('autosave').textContent()).toMatch(
      /^草稿保存于 \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/,
    );
    // The sheet under the site's header (56 px).
    await page.getByTestId('score-sheet').evaluate((sheet) => {
      window.scrollTo(0, sheet.getBoundingClientRect().top + window.scrollY - 64);
    });
    await screenshot(page, 'site-review-score-zh_CN-375');

    // Submit: the confirmation names the lock; afterwards read-only and 已提交.
    await page.getByTestId('review-submit').click();
    const confirm = page.locator('.ant-modal-confirm');
    await confirm.waitFor();
    expect(await confirm.textContent()).toContain('锁定');
    await confirm.getByRole('button', { name: '提交评审' }).click();
    await page.getByTestId('review-locked').waitFor();
    expect(await page.getByTestId('review-status').textContent()).toBe('已提交');
    expect(await scoreInputs(page).nth(0).isDisabled()).toBe(true);
    expect(await page.getByTestId('review-submit').count()).toBe(0);
    expect(await page.getByTestId('review-conflict').count()).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'site-review-submitted-zh_CN-375');

    await page.getByTestId('review-back').click();
    const done = page.getByTestId(`review-${declarationIds[0]}`);
    await expect.poll(() => done.getByTestId('review-state').textContent()).toBe('已提交');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("shows staff the submitted review in the console: the expert's progress and the score under every method", async () => {
    const page = await signedInPage(browser, baseURL, 'admin', password, 1440, 900);
    await page.goto(`${baseURL}/declare/review?editionId=${editionId}`);
    const row = page.locator(`tr[data-row-key="${declarationIds[0]}"]`);
    await row.waitFor();
    const cells = row.locator('td');
    // One of the two assigned reviews is in; each method's score is the expert's total (one review).
    await expect.poll(() => cells.nth(1).textContent()).toBe('1/2');
    const scores = (await cells.allTextContents()).slice(2, 6).map(Number);
    for (const score of scores) expect(score).toBeCloseTo(Number(submittedTotal), 0);
    await page.getByRole('tab', { name: '评审进度' }).click();
    const expertRow = page.locator('tr', { hasText: '张明华' });
    await expertRow.waitFor();
    // Assigned 2 (one per declaration), no draft left, 1 submitted, none overdue.
    expect((await expertRow.locator('td').allTextContents()).slice(2, 6)).toEqual(['2', '0', '1', '0']);
    await screenshot(page, 'site-review-console-zh_CN-1440');
    await page.context().close();
  });

  it('flags the declaration when a second expert scores far from the first, and the console shows it', async () => {
    // expert2 scores through the same calls the site's scoring page makes: a tenth of each maximum.
    const expert2 = await apiLogin(baseURL, 'expert2', password);
    const declarationId = declarationIds[0]!;
    const detail = await call(expert2, '/rest/reviewer/detail', { declarationId });
    const standards = detail.standards as { standardId: number; maxScore: number }[];
    await call(expert2, '/rest/reviewer/save', {
      declarationId,
      scores: standards.map((s) => ({ standardId: s.standardId, score: s.maxScore / 10 })),
      comment: '创新性不足，数据支撑薄弱。',
      familiarity: 2,
    });
    await call(expert2, '/rest/reviewer/submit', { declarationId });

    const page = await signedInPage(browser, baseURL, 'admin', password, 1440, 900);
    await page.goto(`${baseURL}/declare/review?editionId=${editionId}`);
    const row = page.locator(`tr[data-row-key="${declarationId}"]`);
    await expect.poll(() => row.locator('td').nth(1).textContent()).toBe('2/2');
    // The totals differ by far more than the range threshold (30 on 100): 极差过大.
    await expect.poll(() => row.getByTestId(`flags-${declarationId}`).textContent()).toContain('极差过大');
    await screenshot(page, 'site-review-console-flagged-zh_CN-1440');
    await page.context().close();
  });

  it('shows the list and the scoring page at 1440 px in English, read-only once the window closes, and declares a conflict instead of scoring', async () => {
    const { page, errors } = await watchedPage(1440, 900, 'en_GB');
    await signInOnSite(page);
    const card = page.getByTestId(`review-${declarationIds[1]}`);
    await card.waitFor();
    expect(await card.getByTestId('review-state').textContent()).toBe('Not started');
    await screenshot(page, 'site-review-list-en_GB-1440');
    await card.click();
    await page.getByTestId('score-sheet').waitFor();
    await scoreInputs(page).nth(0).fill('65');
    await expect
      .poll(() => page.getByTestId('autosave').textContent())
      .toMatch(/^Saved automatically at \d{2}:\d{2}:\d{2}$/);
    expect(await page.getByTestId('review-status').textContent()).toBe('Draft');
    await screenshot(page, 'site-review-score-en_GB-1440');

    // Staff close the window: the page says so and is read-only; reopened, it is writable again.
    await call(admin, '/rest/review/settings/save', {
      editionId,
      reviewEnd: new Date(Date.now() - 1000).toISOString(),
    });
    await page.reload();
    await page.getByTestId('review-window').waitFor();
    expect(await page.getByTestId('review-window').textContent()).toBe('The review has closed: read only.');
    expect(await page.getByTestId('review-status').textContent()).toBe('Overdue');
    expect(await scoreInputs(page).nth(0).isDisabled()).toBe(true);
    expect(await page.getByTestId('review-submit').count()).toBe(0);
    expect(await page.getByTestId('review-conflict').count()).toBe(0);
    await call(admin, '/rest/review/settings/save', { editionId, reviewEnd });
    await page.reload();
    await page.getByTestId('review-submit').waitFor();
    expect(await page.getByTestId('review-window').count()).toBe(0);
    expect(await scoreInputs(page).nth(0).inputValue()).toBe('65.00');

    await page.getByTestId('review-conflict').click();
    const dialog = page.locator('.ant-modal-confirm');
    await dialog.waitFor();
    await page.getByTestId('conflict-reason').fill('I co-authored with the first completer.');
    await dialog.getByRole('button', { name: 'Declare a conflict' }).click();
    await page.getByTestId('conflict-done').waitFor();
    await page.getByTestId('review-back').click();
    await page.getByTestId('my-reviews').waitFor();
    await page.getByTestId(`review-${declarationIds[0]}`).waitFor();
    expect(await page.getByTestId(`review-${declarationIds[1]}`).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
