import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, screenshot } from './support/browser';
import { decide, openExamination } from './support/examination';
import { baseURL } from './support/server';
import { api, apiLogin, newPage, signedInPage, signIn } from './support/session';
import { lastSmsCode } from './support/sms';
import { toast } from './support/toast';

// Issue 15 items 3–5 at a phone's width: a declaring unit registers on the site (phone proven by
// SMS code, licence uploaded), is rejected in the staff portal with a reason, reads it on the
// site, corrects and files again, is approved in the portal, and signs in on the site by SMS code;
// it declares naming its recommending unit; the auditor returns it with an opinion on the portal's
// 形式审查 page; the unit reads the opinion on the site, corrects and resubmits; the auditor passes
// it there; and the recommending unit recommends it on the site, which the unit then reads (and
// its bell tells).

const password = inject('adminPassword');
const PHONE = '13755550101';
const UNIT = '杭州端到端测试科技有限公司';
// A PDF the file store recognises by its first bytes.
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');

let browser: Browser;
let admin: string;
/** The unit's signed-in site page and its declaration, carried from one test to the next. */
let unitSite: Page;
let unitDeclaration: number;
/** The auditor's portal page, on the formal examination's queue. */
let auditorPortal: Page;
const PROJECT = '高效储能材料端到端验证';
const RECOMMENDING_UNIT = '中国技术创新促进会';

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await apiLogin(baseURL, 'admin', password);
});
afterAll(() => browser?.close());

const ok = (scope: Locator) => scope.getByRole('button', { name: /确\s?定/ }).click();

/** The last SMS code sent to the phone (the portal's SMS log). */
const lastCode = (phone: string) => lastSmsCode(baseURL, admin, phone);

/** Picks an option of an antd select by typing part of its label. */
async function choose(page: Page, id: string, text: string) {
  await page.locator(`#${id}`).click();
  await page.locator(`#${id}`).fill(text);
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: text })
    .first()
    .click();
}

async function proveThePhone(page: Page) {
  await page.goto(`${baseURL}/site/register`);
  await page.getByTestId('registration-phone').waitFor();
  await page.locator('#reg-phone').fill(PHONE);
  await page.getByTestId('registration-send-code').click();
  await expect.poll(() => page.getByTestId('registration-send-code').textContent()).toMatch(/秒后重发/);
  await page.locator('#reg-code').fill(await lastCode(PHONE));
  await page.getByTestId('registration-verify').click();
}

async function upload(page: Page, name: string) {
  await page.locator('input[type=file]').setInputFiles({ name, mimeType: 'application/pdf', buffer: PDF });
  await expect.poll(() => page.getByText(name).count()).toBeGreaterThan(0);
}

async function confirmSubmit(page: Page) {
  await page.getByTestId('registration-submit').click();
  await ok(page.locator('.ant-modal-confirm'));
  await page.getByTestId('registration-done').waitFor();
}

async function auditInPortal(page: Page, decision: 'approve' | 'reject') {
  await page.goto(`${baseURL}/register/audit`);
  const row = page.locator('tr', { has: page.getByTestId(`registration-${PHONE}`) });
  await row.getByTestId(`action-${decision}`).click();
  if (decision === 'approve') await ok(page.locator('.ant-popover'));
  else {
    await page.getByTestId('register-reject-reason').fill('营业执照扫描件不清晰，请重新上传');
    await ok(page.getByRole('dialog'));
  }
  await toast(page, /^审核成功：1 个/);
}

describe('a declaring unit registers on the site (375 px)', () => {
  // The whole chain (register, two audits, a declaration, a return and a resubmission) in one test:
  // on the shared machine it takes over a minute.
  it('applies, is rejected, corrects, is approved, signs in, declares, is returned and resubmits', async () => {
    const site = await newPage(browser, 375, 812);
    await site.goto(`${baseURL}/site/register`);
    await site.getByTestId('registration-phone').waitFor();
    await screenshot(site, 'site-register-zh_CN-375');
    await proveThePhone(site);

    const form = site.getByTestId('unit-form');
    await form.waitFor();
    await site.locator('#unitName').fill(UNIT);
    // A wrong check character is named under the field as soon as it is left.
    await site.locator('#creditCode').fill('91330100716105852E');
    await site.locator('#address').click();
    await expect.poll(() => form.textContent()).toContain('统一社会信用代码不正确');
    await site.locator('#creditCode').fill('91330100716105852F');
    await choose(site, 'regionCode', '浙江');
    await site.locator('#address').fill('杭州市西湖区文三路1号');
    await site.locator('#contactPerson').fill('王小明');
    await site.locator('#email').fill('wang@e2e-unit.example.com');
    await upload(site, '营业执照.pdf');
    await screenshot(site, 'site-register-unit-zh_CN-375');
    await confirmSubmit(site);
    await screenshot(site, 'site-register-done-zh_CN-375');

    // The staff portal rejects it with a reason; the unit reads it on the site (and by SMS).
    const portal = await newPage(browser, 1440, 900);
    await signIn(portal, baseURL, 'admin', password);
    await auditInPortal(portal, 'reject');
    expect(await lastSmsText(PHONE)).toContain('营业执照扫描件不清晰');

    // Within the hour of its phone check the tab still holds the ticket: the page shows the application.
    await site.goto(`${baseURL}/site/register`);
    await site.getByTestId('registration-status').waitFor();
    expect(await site.getByTestId('registration-opinion').textContent()).toBe(
      '营业执照扫描件不清晰，请重新上传',
    );
    expect(await site.locator('#unitName').inputValue()).toBe(UNIT);
    await screenshot(site, 'site-register-rejected-zh_CN-375');
    await upload(site, '营业执照-清晰.pdf');
    await confirmSubmit(site);

    // Approved in the portal, the unit signs in on the site with its phone and an SMS code.
    await auditInPortal(portal, 'approve');
    await site.goto(`${baseURL}/site/sign-in`);
    await site.getByText('短信登录').click();
    await site.locator('#phone').fill(PHONE);
    await site.getByTestId('phone-send-code').click();
    await site.getByTestId('phone-code-sent').waitFor();
    await site.locator('#sms-code').fill(await lastCode(PHONE));
    await site.getByTestId('phone-login-submit').click();
    await site.waitForURL(/\/site\/my\/declarations$/);
    await portal.context().close();

    // The unit writes a declaration: every field, completers in rank order, an attachment; autosaved.
    await site.getByTestId('declaration-create').click();
    await site.getByTestId('declaration-editor').waitFor();
    // The heading says what the form does: a new declaration, then (once saved) editing it.
    expect(await site.getByTestId('my-declarations-heading').textContent()).toBe('新建申报');
    await site.locator('#editionId').selectOption({ index: 1 });
    await site.locator('#awardId').selectOption({ index: 1 });
    await site.locator('#projectName').fill(PROJECT);
    // The first award (科学技术进步奖) has the recommendation stage: the unit names its recommending unit.
    await site.locator('#recommendUnitId').selectOption({ label: RECOMMENDING_UNIT });
    await site.locator('#completer-0-name').fill('王小明');
    await site.getByTestId('add-completer').click();
    await site.locator('#completer-1-name').fill('李华');
    // Ranked second, then moved up to first.
    await site.getByRole('button', { name: '上移' }).nth(1).click();
    expect(await site.locator('#completer-0-name').inputValue()).toBe('李华');
    await expect.poll(() => site.url()).toMatch(/declaration=\d+/);
    const declarationId = Number(new URL(site.url()).searchParams.get('declaration'));
    await expect.poll(() => site.getByTestId('my-declarations-heading').textContent()).toBe('编辑申报');
    // The completeness check names what is still missing.
    await site.getByTestId('declaration-check').click();
    await expect.poll(() => site.getByTestId('completeness').textContent()).toContain('项目简介');
    await screenshot(site, 'site-declaration-missing-zh_CN-375');
    await site.locator('#discipline').selectOption({ index: 1 });
    await site.locator('#summary').fill('面向电网储能的高安全材料体系与工程化验证。');
    await site
      .getByTestId('attachments')
      .locator('input[type=file]')
      .setInputFiles({ name: '申报书.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect.poll(() => site.getByTestId('attachments').textContent()).toContain('申报书.pdf');
    // A second attachment: the attachments are a list.
    await site
      .getByTestId('attachments')
      .locator('input[type=file]')
      .setInputFiles({ name: '查新报告.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect.poll(() => site.getByTestId('attachments').textContent()).toContain('查新报告.pdf');
    await expect.poll(() => site.getByTestId('autosave').textContent()).toMatch(/已自动保存/);
    await site.getByTestId('declaration-submit').click();
    await ok(site.locator('.ant-modal-confirm'));
    await expect.poll(() => site.getByTestId('declaration-status').textContent()).toBe('已提交');
    // Submitted, it is only read: the heading says so.
    await expect.poll(() => site.getByTestId('my-declarations-heading').textContent()).toBe('查看申报');

    // The auditor returns it with an opinion, in the portal's formal examination.
    auditorPortal = await newPage(browser, 1440, 900);
    await signIn(auditorPortal, baseURL, 'auditor', password, /\/declare\/examination/);
    const view = await openExamination(auditorPortal, PROJECT);
    expect(await view.textContent()).toContain(UNIT);
    await decide(auditorPortal, view, '退回修改', '请补充项目简介中的应用成效');

    // The unit sees the opinion beside the form, corrects and resubmits.
    await site.reload();
    await site.getByTestId('returned-opinion').waitFor();
    expect(await site.getByTestId('returned-opinion').textContent()).toBe('请补充项目简介中的应用成效');
    await screenshot(site, 'site-declaration-returned-zh_CN-375');
    await site.locator('#summary').fill('面向电网储能的高安全材料体系与工程化验证，已在三个省级电网应用。');
    await site.getByTestId('declaration-submit').click();
    await ok(site.locator('.ant-modal-confirm'));
    await expect.poll(() => site.getByTestId('declaration-status').textContent()).toBe('重新提交');
    await site.getByTestId('declaration-editor').getByRole('button', { name: '返回我的申报' }).click();
    await site.getByTestId(`declaration-${declarationId}`).waitFor();
    await screenshot(site, 'site-declarations-zh_CN-375');
    unitSite = site;
    unitDeclaration = declarationId;
  }, 180_000);

  it('passes the examination; its recommending unit recommends it on the site; the unit reads it', async () => {
    const site = unitSite;
    const declarationId = unitDeclaration;
    // The auditor passes the resubmitted declaration in the portal.
    const view = await openExamination(auditorPortal, PROJECT);
    await view.getByText('请补充项目简介中的应用成效').first().waitFor();
    await decide(auditorPortal, view, '通过');
    await auditorPortal.context().close();

    // The recommending unit's user signs in on the site and lands on the declarations naming it.
    const rec = await newPage(browser, 375, 812);
    await rec.goto(`${baseURL}/site/sign-in`);
    await rec.locator('#username').fill('recommender');
    await rec.locator('#password').fill(password);
    await rec.getByTestId('login-submit').click();
    await rec.waitForURL(/\/site\/my\/recommendations$/);
    const card = rec.getByTestId(`recommendation-${declarationId}`);
    await card.waitFor();
    expect(await card.textContent()).toContain('杭州端到端测试科技有限公司');
    await screenshot(rec, 'site-recommend-list-zh_CN-375');
    await card.getByRole('button', { name: '审阅并推荐' }).click();
    await rec.getByTestId('recommendation-form').waitFor();
    // The declaration as the print view shows it, inside the page.
    await expect
      .poll(() => rec.frameLocator('[data-testid=recommendation-form]').locator('body').textContent())
      .toContain(PROJECT);
    // Recommending needs the opinion: refused in place without one.
    await rec.getByTestId('recommendation-recommend').click();
    await expect
      .poll(() => rec.getByTestId('recommendation-detail').textContent())
      .toContain('请填写推荐意见');
    await rec.getByTestId('recommendation-opinion').fill('该项目储能材料安全性突出，同意推荐');
    await screenshot(rec, 'site-recommend-detail-zh_CN-375');
    await rec.getByTestId('recommendation-recommend').click();
    await ok(rec.locator('.ant-modal-confirm'));
    await expect.poll(() => rec.getByTestId('recommendation-status').textContent()).toBe('已推荐');
    expect(await rec.getByTestId('recommendation-decided').textContent()).toContain(
      '该项目储能材料安全性突出，同意推荐',
    );
    await rec.context().close();

    // The declaring unit: its bell counts the news, and the declaration shows recommended with the opinion.
    await site.reload();
    await site.getByTestId(`declaration-${declarationId}`).waitFor();
    expect(await site.getByTestId(`declaration-${declarationId}`).textContent()).toContain('已推荐');
    // The count in the bell's name (what its badge shows): the plain bell's until it is touched.
    await expect
      .poll(() => site.getByTestId('message-bell').getAttribute('aria-label'))
      .toMatch(/^消息中心 [1-9]/);
    await site.getByTestId('message-bell').click();
    await site.getByRole('tab', { name: /系统消息/ }).click();
    await site.getByTestId('message-popover').getByText('推荐单位推荐').first().click();
    await expect.poll(() => site.getByTestId('bell-message').textContent()).toContain('同意推荐');
    await screenshot(site, 'site-recommend-bell-zh_CN-375');
    await site.getByRole('dialog').getByRole('button', { name: '关闭' }).click();
    await site.getByTestId(`declaration-${declarationId}`).getByRole('button').click();
    await expect.poll(() => site.getByTestId('declaration-status').textContent()).toBe('已推荐');
    await expect
      .poll(() => site.getByTestId('declaration-editor').textContent())
      .toContain('推荐（推荐单位）：该项目储能材料安全性突出，同意推荐');
    await site.context().close();
  });
});

describe('the recommendations page of the demo recommending unit (1440 px, in English)', () => {
  it('lists what waits for it and opens one with the form and the decision', async () => {
    const page = await newPage(browser, 1440, 900);
    await page.addInitScript(() =>
      localStorage.setItem('dandelion__lang', JSON.stringify({ value: 'en_GB', expire: null })),
    );
    await page.goto(`${baseURL}/site/sign-in`);
    await page.locator('#username').fill('recommender');
    await page.locator('#password').fill(password);
    await page.getByTestId('login-submit').click();
    await page.waitForURL(/\/site\/my\/recommendations$/);
    const first = page.locator('[data-testid^=recommendation-]').first();
    await first.waitFor();
    await screenshot(page, 'site-recommend-list-en_GB-1440');
    await first.getByRole('button', { name: 'Review and decide' }).click();
    await page.getByTestId('recommendation-form').waitFor();
    await page.getByTestId('recommendation-opinion').waitFor();
    await screenshot(page, 'site-recommend-detail-en_GB-1440');
    // The filter keeps to what the unit decided: the demo's declined one is there.
    await page.getByTestId('recommendation-detail').getByRole('button', { name: 'Back to the list' }).click();
    await page.getByTestId('recommendations-filter').getByText('Declined').click();
    await expect.poll(() => page.url()).toMatch(/filter=not_recommended/);
    await expect
      .poll(() => page.getByTestId('site-recommendations').textContent())
      .toContain('Not recommended');
    await page.context().close();
  });
});

async function firstOption(page: Page, id: string) {
  await page.locator(`#${id}`).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
}

async function lastSmsText(phone: string): Promise<string> {
  const res = await api(baseURL, '/rest/smsService/getSmsByPage', admin, { recipient: phone, pageSize: 1 });
  return (res.body.dataSet as { result: { content: string }[] }).result[0]?.content ?? '';
}

describe('the banks page of the portal', () => {
  it('lists the seeded banks and a bank’s branches', async () => {
    const page = await signedInPage(browser, baseURL, 'admin', password, 1440, 900);
    await page.goto(`${baseURL}/_system/banks`);
    const banks = page.getByTestId('bank-page');
    await banks.getByText('中国工商银行').first().waitFor();
    await banks.locator('tr', { hasText: '中国工商银行' }).getByTestId('action-branches').click();
    await banks.getByText('中国工商银行股份有限公司北京市分行营业部').waitFor();
    await screenshot(page, 'banks-zh_CN-1440');
    await page.context().close();
  });
});

describe('an expert registers on the site (375 px, in English)', () => {
  it('proves the phone, fills the form with a bank and branch from the list, uploads a CV and is approved', async () => {
    const phone = '13755550202';
    const page = await newPage(browser, 375, 812);
    await page.addInitScript(() =>
      localStorage.setItem('dandelion__lang', JSON.stringify({ value: 'en_GB', expire: null })),
    );
    await page.goto(`${baseURL}/site/register`);
    await page.locator('#reg-phone').fill(phone);
    await page.getByTestId('registration-send-code').click();
    await page.locator('#reg-code').fill(await lastCode(phone));
    await page.getByTestId('registration-verify').click();
    await page.getByText('Review expert', { exact: true }).click();
    await page.getByTestId('expert-form').waitFor();
    await page.locator('#expertName').fill('Li Hua');
    await page.locator('#idNumber').fill('11010519491231002X');
    await page.locator('#organisation').fill('Zhejiang University');
    await page.locator('#title').fill('Professor');
    await firstOption(page, 'discipline');
    await page.locator('#bankId').click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: '中国工商银行' })
      .click();
    await choose(page, 'bankBranchId', '北京');
    await page.locator('#bankAccount').fill('6222020200012345678');
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect.poll(() => page.getByText('cv.pdf').count()).toBeGreaterThan(0);
    await screenshot(page, 'site-register-expert-en_GB-375');
    await page.getByTestId('registration-submit').click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: 'OK' }).click();
    await page.getByTestId('registration-done').waitFor();

    // Approved in the staff portal's expert audit (审核), the expert is told by SMS ...
    const pending = await api(baseURL, '/rest/expert/auditPage', admin, { expertName: 'Li Hua' });
    const [expert] = (pending.body.dataSet as { result: { expertId: number }[] }).result;
    const portal = await signedInPage(browser, baseURL, 'admin', password, 1440, 900);
    await portal.goto(`${baseURL}/expert/audit`);
    const row = portal.locator('tr', { has: portal.getByTestId(`expert-name-${expert!.expertId}`) });
    await row.getByTestId('action-approve').click();
    await ok(portal.getByRole('dialog'));
    await toast(portal, /^审核成功：1 位/);
    await portal.context().close();
    expect(await lastSmsText(phone)).toContain('已通过审核');

    // ... and signs in on the site by SMS code, landing in the experts' area.
    await page.goto(`${baseURL}/site/sign-in`);
    await page.getByRole('button', { name: 'SMS code', exact: true }).click();
    await page.locator('#phone').fill(phone);
    await page.getByTestId('phone-send-code').click();
    await page.getByTestId('phone-code-sent').waitFor();
    await page.locator('#sms-code').fill(await lastCode(phone));
    await page.getByTestId('phone-login-submit').click();
    await page.waitForURL(/\/site\/my\/reviews$/);
    await page.context().close();
  });
});
