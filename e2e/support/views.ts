import type { Browser, Page } from 'playwright-core';
import { signedInPage } from './session';

export type Locale = 'zh_CN' | 'en_GB';

/** A size and a language a page is pictured in. */
export interface View {
  width: number;
  height: number;
  locale: Locale;
}

const DESKTOP_ZH: View = { width: 1440, height: 900, locale: 'zh_CN' };
const DESKTOP_EN: View = { width: 1440, height: 900, locale: 'en_GB' };
const PHONE_ZH: View = { width: 375, height: 812, locale: 'zh_CN' };
const PHONE_EN: View = { width: 375, height: 812, locale: 'en_GB' };

/**
 * The views a screen is pictured in. An ordinary run takes each language and each width once
 * (Chinese on a desktop, English on a phone): the tables test already opens every list in Chinese
 * on a phone and the language scan every page in English on a desktop, so the suite as a whole
 * still meets all four, in half the time of taking all four per screen. Refreshing the committed
 * pictures (UPDATE_SCREENSHOTS=1), or E2E_ALL_VIEWS=1, takes all four.
 */
export function pictureViews(): View[] {
  const all = process.env.UPDATE_SCREENSHOTS === '1' || process.env.E2E_ALL_VIEWS === '1';
  return all ? [DESKTOP_ZH, DESKTOP_EN, PHONE_ZH, PHONE_EN] : [DESKTOP_ZH, PHONE_EN];
}

/** A new page at the view's size, signed in as `user`, speaking the view's language from its next load. */
export async function openView(
  browser: Browser,
  view: View,
  baseURL: string,
  user: string,
  password: string,
): Promise<Page> {
  // Signed in through the server's sign-in call, on no page yet: every caller opens its page next.
  return signedInPage(browser, baseURL, user, password, view.width, view.height, view.locale);
}
