import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, screenshot } from './support/browser';
import { openInPortal, portalPages, seededServer } from './support/pages';
import { newPage, signIn } from './support/session';

// Every page of the staff portal, in en_GB and in zh_CN: the words of the code are in the
// interface language. What users entered (names, titles, contents) is marked translate="no"
// in the DOM (DataTable's userText columns, UserText) and is not the code's to translate.
// The texts found are listed in e2e/.artifacts/language-scan-<locale>.txt;
// LANGUAGE_SCAN_PAGES=/_system/users,/_system/roles scans only those pages.
const password = inject('adminPassword');
let browser: Browser;
let pages: { path: string; title: string }[];
// The product as seeded: reference data in three languages, no other file's leftovers (a
// role another file made with a zh_CN name only would show it, rightly, as entered).
let baseURL: string;

beforeAll(async () => {
  [baseURL, browser] = await Promise.all([seededServer(), launchBrowser()]);
  pages = await portalPages(baseURL, password, process.env.LANGUAGE_SCAN_PAGES?.split(','));
}, 180_000);
afterAll(() => browser?.close());

/** A text shown on the page: where (a short selector of its element) and what. */
interface Shown {
  where: string;
  text: string;
}

/**
 * The texts a user sees that the code wrote: visible text nodes and the placeholder, title and
 * aria-label of visible elements, outside [translate="no"].
 */
function shownTexts(page: Page): Promise<Shown[]> {
  return page.evaluate(() => {
    const visible = (el: Element) => el.getClientRects().length > 0;
    const skipped = (el: Element) =>
      el.closest('[translate="no"], script, style, noscript, svg, textarea') !== null;
    const where = (el: Element) => {
      const testId = el.closest('[data-testid]')?.getAttribute('data-testid');
      const cls = typeof el.className === 'string' ? el.className.split(' ')[0] : '';
      return `${testId ? `[${testId}] ` : ''}${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''}`;
    };
    const found: { where: string; text: string }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim();
      if (!parent || !text || skipped(parent) || !visible(parent)) continue;
      found.push({ where: where(parent), text });
    }
    // Names the code cannot give: antd's icons are named by their glyph ("trophy") beside
    // the text they decorate, and its number fields' step arrows ("Increase Value") are for
    // the pointer only (the keyboard steps with the arrow keys in the field).
    const fixedByAntd = '.anticon, .ant-input-number-action';
    for (const el of Array.from(document.querySelectorAll('[placeholder], [title], [aria-label]'))) {
      if (skipped(el) || !visible(el) || el.matches(fixedByAntd)) continue;
      // A tooltip repeating the user's text the element shows (a tree node's, a cut cell's).
      const userText = Array.from(
        el.querySelectorAll('[translate="no"]'),
        (inner) => inner.textContent ?? '',
      );
      for (const name of ['placeholder', 'title', 'aria-label']) {
        const text = el.getAttribute(name)?.trim();
        if (text && !userText.some((shown) => shown.includes(text)))
          found.push({ where: `${where(el)}@${name}`, text });
      }
    }
    return found;
  });
}

/** Chinese characters and full-width punctuation: none belongs in the English interface. */
const CJK = /[\u3000-\u303f\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef]/;

/**
 * Words of the code showing in the Chinese interface: a lowercase word of three letters or
 * more (codes such as "password", "energy", "message") or an English phrase. Names of
 * products and standards, units and file names are Chinese usage too and pass.
 */
const PASSING_WORDS = new Set([
  'admin', // the seeded administrator's account name
  'cron',
  'http',
  'https',
  'json',
  'px',
  'xlsx',
  'docx',
  'pdf',
  'zip',
]);
function strayEnglish(text: string): boolean {
  if (/^[\w.+-]+@[\w.-]+$|^https?:\/\/|^\/[\w/-]*$/.test(text)) return false; // addresses and paths
  const words = text.match(/(?<![\w./@-])[a-z]{3,}(?![\w./@-])/g) ?? [];
  if (words.some((word) => !PASSING_WORDS.has(word))) return true;
  // A phrase: two or more Latin words and nothing else ("Log in", "Wrong password").
  return /^[A-Za-z]+( [A-Za-z]+)+[.!?]?$/.test(text);
}

async function changeLanguage(page: Page, locale: string) {
  await page.getByTestId('language-select').selectOption(locale);
  await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(locale.replace('_', '-'));
}

async function scan(locale: 'en_GB' | 'zh_CN', wrong: (text: string) => boolean) {
  const page = await newPage(browser);
  const findings: string[] = [];
  try {
    await signIn(page, baseURL, 'admin', password);
    await changeLanguage(page, locale);
    for (const { path: to, title } of pages) {
      await openInPortal(page, to);
      const seen = new Set<string>();
      for (const { where, text } of await shownTexts(page)) {
        const line = `${to} (${title}) ${where}: ${text.slice(0, 120)}`;
        if (wrong(text) && !seen.has(line)) {
          seen.add(line);
          findings.push(line);
        }
      }
    }
  } finally {
    await page.context().close();
    const dir = path.resolve(import.meta.dirname, '.artifacts');
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, `language-scan-${locale}.txt`), `${findings.join('\n')}\n`);
  }
  return findings;
}

describe('every page speaks the interface language', () => {
  it('en_GB: no Chinese outside what users entered', async () => {
    expect(pages.length).toBeGreaterThan(process.env.LANGUAGE_SCAN_PAGES ? 0 : 30);
    expect(await scan('en_GB', (text) => CJK.test(text))).toEqual([]);
  }, 300_000);

  it('zh_CN: no words of the code in English', async () => {
    expect(await scan('zh_CN', strayEnglish)).toEqual([]);
  }, 300_000);
});

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
