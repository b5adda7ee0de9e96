import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, screenshot } from './support/browser';
import { changeLanguage } from './support/language';
import { openInPortal, seededServer } from './support/pages';
import { newPage, signIn } from './support/session';

// The pages staff use most, in the two languages besides zh_CN: pictured, and the tab titled
// in the language. That every page speaks the interface language is checked by
// portal-walk.e2e.ts (en_GB and zh_CN).
const password = inject('adminPassword');
let browser: Browser;
let baseURL: string;

beforeAll(async () => {
  [baseURL, browser] = await Promise.all([seededServer(), launchBrowser()]);
}, 180_000);
afterAll(() => browser?.close());

/** Five pages a federation's staff use most, pictured in both other languages (docs/screenshots). */
const PICTURED = [
  ['/_dashboard/Monitor', 'home'],
  ['/_system/users', 'users'],
  ['/_system/dictionaries', 'dictionaries'],
  ['/declare/examination', 'examination'],
  ['/_monitor/jobs', 'jobs'],
] as const;

/** The tab's title: the page's menu title, then the system's name, both in the language. */
const TAB_TITLE = {
  zh_TW: /^[^ -~]+ - 行業協會獎勵申報系統$/,
  en_GB: /^[\x20-\x7e]+ - [\x20-\x7e]+$/,
} as const;

describe('five pages in zh_TW and en_GB', () => {
  for (const locale of ['zh_TW', 'en_GB'] as const) {
    it(`${locale}: pictured, the tab titled in the language`, async () => {
      const page = await newPage(browser);
      try {
        await signIn(page, baseURL, 'admin', password);
        await changeLanguage(page, locale);
        for (const [to, name] of PICTURED) {
          await openInPortal(page, to);
          await expect.poll(() => page.title()).toMatch(TAB_TITLE[locale]);
          await screenshot(page, `languages-${name}-${locale}`);
        }
      } finally {
        await page.context().close();
      }
    }, 180_000);
  }
});
