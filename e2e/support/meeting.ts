import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { screenshot } from './browser';
import { editionInExamination } from './editions';
import { api, newPage } from './session';
import { fitsWidth, signInOnSite } from './site';
import { toast } from './toast';

// The meeting review's steps shared by the browser tests of issue 17 (meeting-results and the
// award cycle): an edition of the test's own brought to its meeting, a meeting held on 会议评审
// with one grade round open, and members voting on the site at a phone's width.

async function call(baseURL: string, token: string, path: string, body: unknown) {
  const answer = await api(baseURL, path, token, body);
  if (answer.status !== 200) throw new Error(`${path}: ${JSON.stringify(answer.body)}`);
  return answer.body.dataSet as Record<string, unknown>;
}

/** A demo expert's pool record, by the account they sign in with. */
export async function expertOf(baseURL: string, admin: string, loginName: string): Promise<number> {
  const page = (await call(baseURL, admin, '/rest/expert/page', { pageNum: 1, pageSize: 100 })) as {
    result: { expertId: number; loginName: string | null }[];
  };
  const mine = page.result.find((e) => e.loginName === loginName);
  if (!mine) throw new Error(`no pool record of ${loginName}`);
  return mine.expertId;
}

export interface ReviewedEdition {
  editionId: number;
  declarationIds: number[];
}

/**
 * An edition of its own whose expert review is over, ready for its meeting: one declaration per
 * project (declarer's), each passed; a pool of the demo experts `expert` and `expert2` (both sign
 * in on the site) plus the pool records named in `paperMembers` (no account: staff record their
 * ballots); one review group of them all, an applied assignment run, the review closed. All
 * through the API: the demo's edition in review splits the two demo experts over two groups,
 * and other files on the same server read it as seeded.
 */
export async function editionReviewed(
  baseURL: string,
  tokens: { admin: string; declarer: string },
  names: { editionName: string; groupName: string; projects: readonly string[]; paperMembers?: string[] },
): Promise<ReviewedEdition> {
  const { admin, declarer } = tokens;
  const submitted = await editionInExamination(
    baseURL,
    { admin, declarer },
    names.editionName,
    names.projects,
    {
      flow: ['formal_examination', 'expert_review', 'meeting_review', 'publicity'],
    },
  );
  const declarationIds = submitted.map((s) => s.declarationId);
  for (const declarationId of declarationIds)
    await call(baseURL, admin, '/rest/examination/decide', { declarationId, decision: 'pass' });
  const editionId = (await call(baseURL, admin, '/rest/declare/detail', { declarationId: declarationIds[0] }))
    .editionId as number;
  const expertIds = [await expertOf(baseURL, admin, 'expert'), await expertOf(baseURL, admin, 'expert2')];
  for (const expertName of names.paperMembers ?? []) {
    const added = await call(baseURL, admin, '/rest/expert/add', {
      expertName,
      organisation: '复旦大学',
      discipline: 'energy',
    });
    expertIds.push(added.expertId as number);
  }
  await call(baseURL, admin, '/rest/expert/push', { editionId, expertIds });
  await call(baseURL, admin, '/rest/review/settings/save', {
    editionId,
    expertsPerDeclaration: 2,
    maxLoad: Math.max(3, names.projects.length),
  });
  const group = await call(baseURL, admin, '/rest/group/add', {
    editionId,
    groupName: names.groupName,
    members: expertIds.map((expertId, i) => ({ expertId, role: i === 0 ? 'leader' : 'member' })),
  });
  await call(baseURL, admin, '/rest/group/place', { editionId });
  const now = new Date(Date.now() - 60_000).toISOString();
  await call(baseURL, admin, '/rest/edition/update', { editionId, examinationEnd: now, reviewStart: now });
  await call(baseURL, admin, '/rest/edition/transition', { editionId, target: 'reviewing' });
  const run = await call(baseURL, admin, '/rest/review/assign/preview', { groupId: group.groupId });
  await call(baseURL, admin, '/rest/review/assign/apply', { runId: run.runId });
  await call(baseURL, admin, '/rest/review/close', { editionId, reason: '专家评审结束，进入会议评审' });
  return { editionId, declarationIds };
}

/**
 * On 会议评审 (the page opens on the newest edition in review: the test's own), staff add a
 * meeting of the group, mark every member present, move the declarations in and open a grade
 * round. Answers the meeting's id.
 */
export async function holdMeeting(
  page: Page,
  baseURL: string,
  meeting: {
    editionName: string;
    meetingName: string;
    groupName: string;
    members: number;
    /** A member's name shown once the members have loaded. */
    memberShown: string;
    declarations: number;
  },
): Promise<number> {
  // The page derives its edition: the address stays as asked (a late write of it pulled the
  // user back from the next page).
  await page.goto(`${baseURL}/declare/meeting`);
  await expect.poll(() => page.getByTestId('meeting-edition').textContent()).toContain(meeting.editionName);
  await page.getByTestId('meeting-add').waitFor();
  expect(new URL(page.url()).search).toBe('');

  await page.getByTestId('meeting-add').click();
  const form = page.getByTestId('meeting-add-form');
  await form.getByLabel('会议名称').fill(meeting.meetingName);
  await page.getByTestId('meeting-add-group').click();
  await page.locator('.ant-select-item-option').filter({ hasText: meeting.groupName }).click();
  await page.getByTestId('meeting-add-ok').click();
  await page.waitForURL(/meetingId=\d+/);
  const meetingId = Number(new URL(page.url()).searchParams.get('meetingId'));
  const members = page.getByTestId('meeting-members');
  await members.getByText(meeting.memberShown).waitFor();
  const switches = members.locator('[data-testid^="attend-"]');
  await expect.poll(() => switches.count()).toBe(meeting.members);
  for (let i = 0; i < meeting.members; i += 1) {
    await switches.nth(i).click();
    await expect.poll(() => switches.nth(i).getAttribute('aria-checked')).toBe('true');
  }
  await expect
    .poll(() => page.getByTestId('meeting-quorum').textContent())
    .toContain(`出席 ${meeting.members} / ${meeting.members} 人`);

  await page.getByTestId('meeting-move-in').click();
  await toast(page, `已转入 ${meeting.declarations} 项`);
  await page.getByTestId('meeting-open-grade').click();
  await page.getByTestId('meeting-close-round').waitFor();
  await expect.poll(() => page.getByTestId('meeting-round').textContent()).toContain('第 1 轮');
  return meetingId;
}

/**
 * A member signs in on the site at a phone's width and votes a grade on each declaration of the
 * open round (grades in the order of `declarationIds`); `picture` names a screenshot of the
 * ballot, which must fit the phone's width. Answers the member's page (the caller closes it).
 */
export async function voteOnSite(
  browser: Browser,
  baseURL: string,
  password: string,
  ballot: { meetingId: number; declarationIds: readonly number[] },
  loginName: string,
  grades: readonly string[],
  picture?: string,
): Promise<Page> {
  const site = await newPage(browser, 375, 812);
  await signInOnSite(site, baseURL, loginName, password);
  await site.goto(`${baseURL}/site/my/meetings`);
  const card = site.getByTestId(`meeting-${ballot.meetingId}`);
  await card.getByTestId('ballot').waitFor();
  for (const [i, grade] of grades.entries())
    await card.getByTestId(`ballot-${ballot.declarationIds[i]}`).getByText(grade, { exact: true }).click();
  if (picture) {
    await card.getByTestId('ballot').scrollIntoViewIfNeeded();
    await screenshot(site, picture);
    await fitsWidth(site);
  }
  await card.getByTestId('ballot-submit').click();
  await toast(site, new RegExp(`已计入 ${grades.length} 票`));
  return site;
}

/** Closes the open round on 会议评审 and waits until the tally shows each project's grade. */
export async function closeRound(page: Page, outcome: { project: string; grade: string }[]): Promise<void> {
  await page.getByTestId('meeting-close-round').click();
  await page.getByTestId('meeting-open-grade').waitFor();
  const tally = page.getByTestId('meeting-tally');
  for (const { project, grade } of outcome)
    await expect
      .poll(() => tally.locator('tr', { hasText: project }).locator('.ant-tag').textContent())
      .toBe(grade);
}

/** On 评审结果 (opening on the edition in review and its award): the grades shown, then confirmed. */
export async function confirmResults(
  page: Page,
  baseURL: string,
  outcome: { project: string; grade: string }[],
): Promise<void> {
  await page.goto(`${baseURL}/declare/results`);
  const table = page.getByTestId('results-table');
  for (const { project, grade } of outcome)
    await expect
      .poll(() => table.locator('tr', { hasText: project }).locator('.ant-tag').textContent())
      .toBe(grade);
  await page.getByTestId('results-confirm').click();
  await page.getByRole('button', { name: /^确\s*定$/ }).click();
  await toast(page, /已确认第 1 版/);
  await expect.poll(() => page.locator('.ant-popconfirm:visible').count()).toBe(0);
  await expect.poll(() => page.getByTestId('results-current').textContent()).toMatch(/[0-9a-f]{64}/);
}
