import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { launchBrowser } from './browser';
import { changeLanguage, shownTexts } from './language';
import { openInPortal, portalPages, seededServer } from './pages';
import { newPage, signIn } from './session';

// Every page of the staff portal, walked three times; each walk checks what a user at that
// size and in that language meets (one walk per view, not one per check: a walk is the cost).
// - 1280 px in Chinese: every list fits (issue 14 item 2: no table body scrolls sideways, no
//   header cell even partly under the fixed action column, every row action whole and
//   uncovered or in its "more" menu, the page never scrolls sideways),
//   and no words of the code show in English (issue 13).
// - 1440 px in English: the lists fit with the longer English labels, and no Chinese shows
//   outside what users entered (marked translate="no": DataTable's userText columns, UserText).
// - 1280 px in English: the lists fit (the longest labels at the narrowest desktop).
// - 375 px in Chinese: lists are cards, and nothing is wider than the window.
// The texts found are listed in e2e/.artifacts/walk-<locale>-<width>.txt;
// WALK_PAGES=/_system/users,/declare/examination walks only those pages.
//
// The walks are in two files (portal-walk.e2e.ts in Chinese, portal-walk-english.e2e.ts in
// English), so two workers take them side by side: one file of four walks was the longest of
// the browser tests, and the end of the run waited on it.

/**
 * The file's walks' set-up: the worker's browser and the seeded server (the product as seeded:
 * reference data in three languages, no other file's leftovers: a role another file made with a
 * zh_CN name only would show it, rightly, as entered), and the pages to walk.
 */
export function walkSetUp(): Walked {
  const walked = { password: inject('adminPassword') } as Walked;
  beforeAll(async () => {
    [walked.baseURL, walked.browser] = await Promise.all([seededServer(), launchBrowser()]);
    walked.pages = await portalPages(walked.baseURL, walked.password, process.env.WALK_PAGES?.split(','));
  }, 180_000);
  afterAll(() => walked.browser?.close());
  return walked;
}

export interface Walk {
  width: number;
  height: number;
  locale: 'zh_CN' | 'en_GB';
  /** What is wrong with the lists of the shown page. */
  layout: (page: Page) => Promise<string[]>;
  /** A text the code wrote that does not belong in the language; none: not checked. */
  foreign?: (text: string) => boolean;
}

/** The words of the code on the shown page that are not in the walk's language. */
async function foreignTexts(page: Page, foreign: (text: string) => boolean): Promise<string[]> {
  const found = new Set<string>();
  for (const { where, text } of await shownTexts(page)) {
    if (foreign(text)) found.add(`${where}: ${text.slice(0, 120)}`);
  }
  return [...found];
}

/** What a walk walks: the worker's browser, the seeded server, its pages. */
export interface Walked {
  browser: Browser;
  baseURL: string;
  password: string;
  pages: { path: string; title: string }[];
}

/** Opens every page in the walk's view and lists what is wrong, page by page. */
export async function walk(
  { browser, baseURL, password, pages }: Walked,
  { width, height, locale, layout, foreign }: Walk,
): Promise<string[]> {
  const page = await newPage(browser, width, height);
  const found: string[] = [];
  try {
    await signIn(page, baseURL, 'admin', password);
    if (locale !== 'zh_CN') await changeLanguage(page, locale);
    for (const { path: to, title } of pages) {
      try {
        await openInPortal(page, to);
      } catch (error) {
        // A page that does not open is a fault of its own; the walk goes on to the others.
        found.push(`${to} (${title}): did not open: ${String(error).split('\n')[0]}`);
        continue;
      }
      for (const fault of await layout(page)) found.push(`${to} (${title}): ${fault}`);
      if (foreign)
        for (const text of await foreignTexts(page, foreign)) found.push(`${to} (${title}) ${text}`);
    }
  } finally {
    await page.context().close();
    const dir = path.resolve(import.meta.dirname, '../.artifacts');
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, `walk-${locale}-${width}.txt`), `${found.join('\n')}\n`);
  }
  return found;
}
