import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, screenshot } from './support/browser';
import { baseURL } from './support/server';
import { apiLogin, newPage } from './support/session';
import { lastSmsCode } from './support/sms';

// A person registers on the public site to file objections (docs/domain.md "Objections", "Who
// files"), at a phone's width: the phone proven by SMS code, 个人（提出异议） chosen, the real name,
// the ID number and a password; active at once, they sign in with phone and password and land on
// 我的异议, their one page of work. A second applicant is told the ID number is taken on leaving
// the field (in English); the staff portal sends the person to the site.

const password = inject('adminPassword');
const PHONE = '13755550301';
const OTHER_PHONE = '13755550302';
const ID_NUMBER = '33010619850612004X';
const PERSON_PASSWORD = 'Objector2026';

let browser: Browser;
let admin: string;

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await apiLogin(baseURL, 'admin', password);
});
afterAll(() => browser?.close());

async function inLanguage(page: Page, lang: 'zh_CN' | 'en_GB') {
  // As the selector stores it, before the first page: no load of the site to set it.
  await page.addInitScript((value) => {
    localStorage.setItem('dandelion__lang', JSON.stringify({ value, expire: null }));
  }, lang);
}

/** The registration page with the phone proven and the person's form chosen. */
async function personForm(page: Page, phone: string, kindLabel: string) {
  await page.goto(`${baseURL}/site/register`);
  await page.getByTestId('registration-phone').waitFor();
  await page.locator('#reg-phone').fill(phone);
  await page.getByTestId('registration-send-code').click();
  await expect.poll(() => page.getByTestId('registration-send-code').isDisabled()).toBe(true);
  await page.locator('#reg-code').fill(await lastSmsCode(baseURL, admin, phone));
  await page.getByTestId('registration-verify').click();
  await page.getByText(kindLabel, { exact: true }).click();
  await page.getByTestId('person-form').waitFor();
}

/** Nothing wider than the window (no sideways scroll at 375 px). */
const fits = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

describe('a person registers to file objections', () => {
  it('registers at 375 px, signs in with phone and password, and lands on 我的异议', async () => {
    const page = await newPage(browser, 375, 812);
    await personForm(page, PHONE, '个人（提出异议）');
    // The form's own rules before anything is sent.
    await page.locator('#idNumber').fill('330106198506120041');
    await page.locator('#realname').click();
    await page.getByText('身份证号码不正确').waitFor();
    await page.locator('#idNumber').fill(ID_NUMBER);
    await page.locator('#realname').fill('林异议');
    await page.locator('#newPassword').fill(PERSON_PASSWORD);
    await page.locator('#confirmPassword').fill(PERSON_PASSWORD);
    expect(await fits(page)).toBe(true);
    await screenshot(page, 'site-register-person-zh_CN-375');
    await page.getByTestId('registration-submit').click();
    await page.getByTestId('registration-done').waitFor();
    expect(await page.getByTestId('registration-done').textContent()).toContain('注册成功');

    await page.getByTestId('registration-sign-in').click();
    // The sign-in page names persons among its users.
    await page.getByText('申报单位、评审专家、推荐单位与个人在此登录').waitFor();
    await page.locator('#username').fill(PHONE);
    await page.locator('#password').fill(PERSON_PASSWORD);
    await page.getByTestId('login-submit').click();
    await page.waitForURL(/\/site\/my\/objections$/);
    await page.getByTestId('account-menu').waitFor();
    await expect
      .poll(() => page.getByTestId('account-menu').locator('a').allTextContents())
      .toEqual(['我的异议', '我的通知', '登录设备', '修改密码']);
    expect(await fits(page)).toBe(true);
    await screenshot(page, 'site-person-objections-zh_CN-375');
    await page.context().close();
  });

  it('names a taken ID number on leaving the field, in English (375 px)', async () => {
    const page = await newPage(browser, 375, 812);
    await inLanguage(page, 'en_GB');
    await personForm(page, OTHER_PHONE, 'Individual (to object)');
    await page.locator('#realname').fill('Lin Second');
    await page.locator('#idNumber').fill(ID_NUMBER);
    await page.locator('#newPassword').click();
    await page.getByText('This ID number is already registered').waitFor();
    await page.locator('#newPassword').fill('short');
    await page.locator('#confirmPassword').fill('shorter');
    await page.locator('#realname').click();
    await page.getByText('The two passwords do not match!').waitFor();
    expect(await fits(page)).toBe(true);
    await screenshot(page, 'site-register-person-en_GB-375');
    await page.context().close();
  });

  it('is sent to the site by the staff portal, like the other client users', async () => {
    const page = await newPage(browser, 1440, 900);
    await page.goto(`${baseURL}/_login/login`);
    await page.locator('#username').fill(PHONE);
    await page.locator('#password').fill(PERSON_PASSWORD);
    await page.getByTestId('login-submit').click();
    const notice = page.getByTestId('login-site-notice');
    await notice.waitFor();
    expect(await notice.textContent()).toContain('您是个人用户');
    expect(await page.evaluate(() => localStorage.getItem('dandelion__Access-Token'))).toBeNull();
    await page.context().close();
  });
});
