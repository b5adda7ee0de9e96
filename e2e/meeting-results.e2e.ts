import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, screenshot } from './support/browser';
import { closeRound, confirmResults, editionReviewed, holdMeeting, voteOnSite } from './support/meeting';
import { baseURL } from './support/server';
import { apiLogin } from './support/session';
import { openView } from './support/views';

// Issue 17's meeting review and results in the browser: staff hold a meeting of a review group on
// 会议评审 (attendance, declarations moved in, a grade round opened), the demo experts `expert`
// and `expert2` vote on the site at a phone's width, staff record the third member's paper
// ballot, close the round and read the tally; on 评审结果 the meeting's grades show and the list
// is confirmed with its hash. The set-up (an edition of its own in review, its pool, a group with
// both demo experts, an applied assignment run, the expert review closed) goes through the API
// (support/meeting.ts, shared with the award cycle's test).
const password = inject('adminPassword');
let browser: Browser;
const stamp = Date.now().toString(36).toUpperCase();
const editionName = `E2E 会议届 ${stamp}`;
const groupName = `会议组${stamp}`;
const thirdName = `E2E会议专家${stamp}`;
const projects = [1, 2].map((i) => `E2E 会议项目${i} ${stamp}`);
const grades = ['一等奖', '二等奖'];
const outcome = projects.map((project, i) => ({ project, grade: grades[i]! }));
let editionId = 0;
let declarationIds: number[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  const admin = await apiLogin(baseURL, 'admin', password);
  const declarer = await apiLogin(baseURL, 'declarer01', password);
  ({ editionId, declarationIds } = await editionReviewed(
    baseURL,
    { admin, declarer },
    { editionName, groupName, projects, paperMembers: [thirdName] },
  ));
});
afterAll(() => browser?.close());

// One walk over four pages (the portal and two members' phones, then English): two minutes, as
// the award cycle's steps; at 60 s it ran out on a loaded machine at the results' confirmation.
describe('meeting review and results', { timeout: 120_000 }, () => {
  it('holds the meeting on the portal, members vote on the site, and the list is confirmed', async () => {
    const page = await openView(
      browser,
      { width: 1440, height: 900, locale: 'zh_CN' },
      baseURL,
      'admin',
      password,
    );
    // The page opens on the edition in review (the newest: this file's).
    const meetingId = await holdMeeting(page, baseURL, {
      editionName,
      meetingName: `E2E 评审会 ${stamp}`,
      groupName,
      members: 3,
      memberShown: thirdName,
      declarations: 2,
    });
    const ballot = { meetingId, declarationIds };

    // Two members vote on their phones; the third's paper ballot is recorded by staff.
    const first = await voteOnSite(
      browser,
      baseURL,
      password,
      ballot,
      'expert',
      grades,
      'meeting-ballot-zh_CN-375',
    );
    const second = await voteOnSite(browser, baseURL, password, ballot, 'expert2', grades);
    await first.context().close();
    await second.context().close();
    await page.getByTestId('meeting-paper').click();
    await page.getByTestId('paper-member').click();
    await page.locator('.ant-select-item-option').filter({ hasText: thirdName }).click();
    await page
      .getByTestId('paper-form')
      .getByLabel('理由', { exact: false })
      .fill('专家手机故障，现场纸质投票');
    for (const [i, grade] of grades.entries()) {
      await page.getByTestId(`paper-choice-${declarationIds[i]}`).click();
      await page
        .locator('.ant-select-dropdown:visible .ant-select-item-option')
        .filter({ hasText: grade })
        .click();
    }
    await page.getByTestId('paper-ok').click();
    await page.getByTestId('paper-form').waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId('meeting-turnout').textContent()).toContain('3 / 3');

    await closeRound(page, outcome);
    await page.getByTestId('meeting-round').scrollIntoViewIfNeeded();
    await screenshot(page, 'meeting-zh_CN-1440');

    // 评审结果: the edition in review and its award open by themselves, with the meeting's grades.
    await confirmResults(page, baseURL, outcome);
    await screenshot(page, 'results-zh_CN-1440');
    const awardId = new URL(page.url()).searchParams.get('awardId');
    await page.close();

    const english = await openView(
      browser,
      { width: 1440, height: 900, locale: 'en_GB' },
      baseURL,
      'admin',
      password,
    );
    await english.goto(`${baseURL}/declare/results?editionId=${editionId}&awardId=${awardId}`);
    await expect.poll(() => english.getByTestId('results-current').textContent()).toMatch(/[0-9a-f]{64}/);
    await screenshot(english, 'results-en_GB-1440');
    await english.close();
    // The whole cycle in one test (two members sign in on the site): longer than one page's 60 s.
  }, 150_000);
});
