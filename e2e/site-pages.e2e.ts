import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousAxeViolations } from './support/axe';
import { launchBrowser, screenshot } from './support/browser';
import { type Shown, shownTexts, strayEnglish } from './support/language';
import { baseURL } from './support/server';
import { apiLogin, newPage } from './support/session';
import { settle } from './support/settle';
import { showSitePage } from './support/site';
import { lastSmsCode } from './support/sms';

// Every page of the public site (app/publicPages.ts, app/accountPages.ts) at a phone's width, as
// the user it is for (nobody, the demo declarer, expert and recommending unit): nothing wider
// than the screen, and in Chinese no word of the code. The pages other tests picture in their
// states are checked here only; those no other test pictures are pictured here (docs/site.md
// lists each page with its picture).

const password = inject('adminPassword');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

type Lang = 'zh_CN' | 'en_GB';

async function visitor(lang: Lang): Promise<Page> {
  const page = await newPage(browser, 375, 812);
  await page.addInitScript((value) => {
    localStorage.setItem('dandelion__lang', JSON.stringify({ value, expire: null }));
  }, lang);
  return page;
}

async function signedIn(user: string, lang: Lang): Promise<Page> {
  const page = await visitor(lang);
  await page.goto(`${baseURL}/site/sign-in`);
  await page.locator('#username').fill(user);
  await page.locator('#password').fill(password);
  await page.getByTestId('login-submit').click();
  await page.waitForURL(/\/site\/my\//);
  return page;
}

/**
 * The page at rest fits the width, speaks the language, has no serious or critical axe violation
 * (issue 15), and is pictured if `picture` names it.
 */
async function check(page: Page, lang: Lang, picture?: string) {
  await settle(page);
  expect.soft(await seriousAxeViolations(page), `${page.url()}: axe`).toEqual([]);
  const [scroll, inner] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ]);
  expect(scroll, `${page.url()} is wider than the screen`).toBeLessThanOrEqual(inner!);
  if (lang === 'zh_CN') {
    const stray = (await shownTexts(page)).filter((shown: Shown) => strayEnglish(shown.text));
    expect(stray, page.url()).toEqual([]);
  }
  if (picture) await screenshot(page, picture);
}

for (const lang of ['zh_CN', 'en_GB'] as const) {
  // In English, two pictures (sign-in and the declaration form); the others are in other tests.
  const pictured = (name: string, inEnglish = false) =>
    lang === 'zh_CN' || inEnglish ? `site-${name}-${lang}-375` : undefined;

  describe(`every site page at 375 px (${lang})`, () => {
    it('the public pages', async () => {
      const page = await visitor(lang);
      await page.goto(`${baseURL}/site/`);
      await page.getByTestId('site-home').waitFor();
      await check(page, lang);
      await showSitePage(page, baseURL, '/site/notices');
      await page.getByTestId('site-notices').waitFor();
      await check(page, lang);
      const notice = page.getByTestId('site-notices').locator('a[href*="/notices/"]').first();
      if (await notice.count()) {
        await notice.click();
        await page.getByTestId('site-notice').waitFor();
        await check(page, lang);
      }
      await showSitePage(page, baseURL, '/site/editions');
      await page.getByTestId('site-editions').waitFor();
      await check(page, lang);
      await page.getByTestId('site-editions').locator('a[href*="/awards/"]').first().click();
      await page.getByTestId('site-award').waitFor();
      await check(page, lang);
      await showSitePage(page, baseURL, '/site/contact');
      await page.getByTestId('site-contact').waitFor();
      await check(page, lang);
      await showSitePage(page, baseURL, '/site/sign-in');
      await page.getByTestId('login-submit').waitFor();
      // site-account.e2e pictures it in Chinese.
      await check(page, lang, lang === 'en_GB' ? 'site-sign-in-en_GB-375' : undefined);
      await showSitePage(page, baseURL, '/site/register');
      await page.getByTestId('registration-phone').waitFor();
      await check(page, lang);
      // The expert's application form (site-declare.e2e pictures it filled in, in English).
      const phone = lang === 'zh_CN' ? '13755550303' : '13755550304';
      await page.locator('#reg-phone').fill(phone);
      await page.getByTestId('registration-send-code').click();
      const admin = await apiLogin(baseURL, 'admin', password);
      await page.locator('#reg-code').fill(await lastSmsCode(baseURL, admin, phone));
      await page.getByTestId('registration-verify').click();
      await page.getByTestId('unit-form').waitFor();
      await page.getByText(lang === 'zh_CN' ? '评审专家' : 'Review expert', { exact: true }).click();
      await page.getByTestId('expert-form').waitFor();
      await check(page, lang, lang === 'zh_CN' ? 'site-register-expert-zh_CN-375' : undefined);
      await showSitePage(page, baseURL, '/site/recover');
      await page.getByTestId('site-recover').waitFor();
      await check(page, lang);
      await page.context().close();
    });

    it('the declarer’s pages', async () => {
      const page = await signedIn('declarer', lang);
      await page.getByTestId('my-declarations').waitFor();
      await check(page, lang);
      await page.getByTestId('declaration-create').click();
      await page.getByTestId('declaration-editor').waitFor();
      await check(page, lang, pictured('declaration-new', true));
      for (const [path, testId] of [
        ['notices', 'site-my-notices'],
        ['sessions', 'site-sessions'],
        ['password', 'site-password'],
      ]) {
        await showSitePage(page, baseURL, `/site/my/${path}`);
        await page.getByTestId(testId!).waitFor();
        await check(page, lang);
      }
      await page.context().close();
    });

    it('the expert’s pages', async () => {
      const page = await signedIn('expert', lang);
      await page.getByTestId('my-reviews').waitFor();
      await check(page, lang);
      await page.locator('[data-testid^="review-"][href]').first().click();
      await page.getByTestId('review-page').waitFor();
      await check(page, lang);
      await showSitePage(page, baseURL, '/site/my/expert');
      await page.getByTestId('expert-match').waitFor();
      await check(page, lang);
      await page.context().close();
    });

    it('the recommending unit’s pages', async () => {
      const page = await signedIn('recommender', lang);
      await page.getByTestId('site-recommendations').waitFor();
      await check(page, lang);
      await page.locator('[data-testid^="recommendation-"]').first().getByRole('button').first().click();
      await page.getByTestId('recommendation-detail').waitFor();
      await check(page, lang);
      await page.context().close();
    });
  });
}
