import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, screenshot } from './support/browser';
import { baseURL } from './support/server';
import { api, apiLogin, newPage, signIn } from './support/session';
import { toast } from './support/toast';

// Issue 15 item 3 at a phone's width: a declaring unit registers on the site (phone proven by
// SMS code, licence uploaded), is rejected in the staff portal with a reason, reads it on the
// site, corrects and files again, is approved in the portal, and signs in on the site by SMS code.

const password = inject('adminPassword');
const PHONE = '13755550101';
const UNIT = '杭州端到端测试科技有限公司';
// A PDF the file store recognises by its first bytes.
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');

let browser: Browser;
let admin: string;

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await apiLogin(baseURL, 'admin', password);
});
afterAll(() => browser?.close());

const ok = (scope: Locator) => scope.getByRole('button', { name: /确\s?定/ }).click();

/** The last SMS sent to the phone, as the portal's SMS log shows it (the development provider sends nothing). */
async function lastCode(phone: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const res = await api(baseURL, '/rest/smsService/getSmsByPage', admin, {
        recipient: phone,
        pageSize: 1,
      });
      const rows = (res.body.dataSet as { result: { content: string }[] }).result;
      code = /(\d{6})/.exec(rows[0]?.content ?? '')?.[1] ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

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
  it('applies, is rejected with a reason, corrects, is approved and signs in by SMS code', async () => {
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
    await site.context().close();
  });
});

async function lastSmsText(phone: string): Promise<string> {
  const res = await api(baseURL, '/rest/smsService/getSmsByPage', admin, { recipient: phone, pageSize: 1 });
  return (res.body.dataSet as { result: { content: string }[] }).result[0]?.content ?? '';
}
