import type { Page } from 'playwright-core';
import { expect } from 'vitest';

// Which language the page speaks (issue 13): the texts the code wrote, read from the page in the
// browser, and the tests of what does not belong in each interface language.

/** A text shown on the page: where (a short selector of its element) and what. */
export interface Shown {
  where: string;
  text: string;
}

/**
 * The texts a user sees that the code wrote: visible text nodes and the placeholder, title and
 * aria-label of visible elements, outside [translate="no"].
 */
export function shownTexts(page: Page): Promise<Shown[]> {
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
export const CJK = /[\u3000-\u303f\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef]/;

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
export function strayEnglish(text: string): boolean {
  if (/^[\w.+-]+@[\w.-]+$|^https?:\/\/|^\/[\w/-]*$/.test(text)) return false; // addresses and paths
  const words = text.match(/(?<![\w./@-])[a-z]{3,}(?![\w./@-])/g) ?? [];
  if (words.some((word) => !PASSING_WORDS.has(word))) return true;
  // A phrase: two or more Latin words and nothing else ("Log in", "Wrong password").
  return /^[A-Za-z]+( [A-Za-z]+)+[.!?]?$/.test(text);
}

export async function changeLanguage(page: Page, locale: string) {
  await page.getByTestId('language-select').selectOption(locale);
  await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(locale.replace('_', '-'));
}
