import { createCipheriv } from 'node:crypto';
import type { LoginResult } from '@awards/shared/auth';
import { SESSION_TTL_MS, STORAGE_KEYS, STORAGE_PREFIX } from '@awards/web-common/storage';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { expect } from 'vitest';
import { remember } from './failure-pictures';
import { loaded, trackCalls } from './settle';
import { recordToasts } from './toast';

/** The change-password transport encoding (spec 000 §5), as the portal sends it. */
export function encryptTransport(plain: string, key = 'dandelion_portal'): string {
  const cipher = createCipheriv('aes-128-ecb', Buffer.from(key, 'utf8'), null);
  return Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('base64');
}

/**
 * A fresh context (its own storage, or the one given) at the given size, its calls to the server
 * counted (settle.ts).
 */
export async function newPage(
  browser: Browser,
  width = 1440,
  height = 900,
  storageState?: BrowserContextOptions['storageState'],
): Promise<Page> {
  // Reduced motion: the portal then draws dialogs and drawers without animating them
  // (providers.tsx), so a click cannot land on something still moving.
  const context = await browser.newContext({
    viewport: { width, height },
    locale: 'zh-CN',
    reducedMotion: 'reduce',
    ...(storageState ? { storageState } : {}),
  });
  // A reminder pushed by another file's notices (same server) sits top right, over a
  // drawer's buttons, and stays while the pointer hovers it: clicks pass through it here.
  // The messaging test still reads the reminders; none clicks one. The notices themselves
  // set pointer-events back to auto inside the list, so the rule covers the whole subtree of
  // the top-right list only: an export's progress (bottom right) has a button the tests click.
  await context.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const style = document.createElement('style');
      style.textContent =
        '.ant-notification-topRight, .ant-notification-topRight * { pointer-events: none !important; }';
      document.head.append(style);
    });
  });
  await recordToasts(context);
  const page = await context.newPage();
  trackCalls(page);
  remember(page);
  return page;
}

/**
 * Signs in through the login page and waits until the landing page has loaded: the shell
 * shows before the landing page asks for its data, and a test that acted at once (revoking
 * the session, say) would have those calls answer in the middle of its next step.
 */
export async function signIn(
  page: Page,
  baseURL: string,
  username: string,
  password: string,
  landing = /\/_dashboard\/Monitor/,
) {
  await page.goto(`${baseURL}/_login/login`);
  await page.locator('#username').fill(username);
  await page.locator('#password').fill(password);
  await page.getByTestId('login-submit').click();
  await page.waitForURL(landing);
  await page.getByTestId('global-header').waitFor();
  await page.locator('[data-page-entry]:not([hidden])').waitFor();
  await loaded(page);
}

/**
 * A fresh page already signed in to the portal as `username`, on no page yet: the session is
 * made by the server's sign-in call (`apiLogin`'s, the one the form makes) and put in the
 * context's storage as the sign-in page stores it (`saveLogin`, @awards/web-common/session), so
 * the test's first `page.goto` opens its page directly, without the sign-in page, the form and
 * the landing page before it (a few seconds each on the loaded machine). Tests of signing in,
 * and those that start on the landing page, use `signIn` and the form.
 */
export async function signedInPage(
  browser: Browser,
  baseURL: string,
  username: string,
  password: string,
  width = 1440,
  height = 900,
  /** The interface language chosen (the language selector's stored choice), if any. */
  lang?: string,
): Promise<Page> {
  const session = await apiLoginResult(baseURL, username, password);
  const expire = Date.now() + SESSION_TTL_MS;
  const item = (key: string, value: unknown) => ({
    name: `${STORAGE_PREFIX}${key}`,
    value: JSON.stringify({ value, expire }),
  });
  const localStorage = [
    item(STORAGE_KEYS.accessToken, session.token),
    item(STORAGE_KEYS.userInfo, session.userInfo),
    item(STORAGE_KEYS.userName, session.userInfo.username),
    item(
      STORAGE_KEYS.roles,
      (session.userInfo.roles ?? []).map((role) => role.roleCode),
    ),
    item(STORAGE_KEYS.dictItems, session.sysAllDictItems ?? {}),
    ...(lang
      ? [
          {
            name: `${STORAGE_PREFIX}${STORAGE_KEYS.locale}`,
            value: JSON.stringify({ value: lang, expire: null }),
          },
        ]
      : []),
  ];
  return newPage(browser, width, height, {
    cookies: [],
    origins: [{ origin: new URL(baseURL).origin, localStorage }],
  });
}

/** The token the portal stored (dandelion__Access-Token). */
export async function storedToken(page: Page): Promise<string> {
  const raw = await page.evaluate(() => localStorage.getItem('dandelion__Access-Token'));
  return (JSON.parse(raw ?? '{}') as { value?: string }).value ?? '';
}

/** A call of the wire contract from the test itself, as a given session. */
export async function api(baseURL: string, path: string, token: string, body: unknown = {}) {
  const response = await fetch(`${baseURL}${path}`, {
    method: 'POST',
    headers: { Authorization: token, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { rtnCode: string; dataSet: unknown } };
}

/** The sign-in call's answer (the sign-in form's call, @awards/web-common/signInApi's LOGIN_URL). */
async function apiLoginResult(baseURL: string, username: string, password: string): Promise<LoginResult> {
  const response = await fetch(`${baseURL}/callback?client_name=myform_client`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const body = (await response.json()) as { dataSet: LoginResult };
  expect(response.status).toBe(200);
  return body.dataSet;
}

/** Signs in through the API (no browser), for set-up and clean-up. */
export async function apiLogin(baseURL: string, username: string, password: string): Promise<string> {
  return (await apiLoginResult(baseURL, username, password)).token;
}

/** Waits until a locator's text matches. */
export async function textOf(page: Page, testId: string): Promise<string> {
  return (await page.getByTestId(testId).textContent()) ?? '';
}
