import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { settle } from './settle';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARTIFACTS = path.resolve(import.meta.dirname, '../.artifacts');
const SCREENSHOTS = path.resolve(import.meta.dirname, '../../docs/screenshots');

const LAUNCH_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The worker's Chromium: the files of a worker run one after another in one process
 * (vitest.config.ts, isolate: false), so they share one browser instead of each starting
 * and stopping its own (2-3 s a file on the loaded 2-core machine). A file's pages never meet
 * another's: each lives in a context of its own (session.ts newPage), with its own storage.
 * Playwright stops the browser when the worker's process ends.
 */
let shared: Promise<Browser> | undefined;

function workerBrowser(): Promise<Browser> {
  if (!shared) {
    const launching = chromium.launch({ executablePath: CHROMIUM, headless: true, args: LAUNCH_ARGS });
    // A browser that crashed or failed to start is not handed to the next file.
    const forget = () => {
      if (shared === launching) shared = undefined;
    };
    launching.then((browser) => browser.on('disconnected', forget), forget);
    shared = launching;
  }
  return shared;
}

/**
 * Debian's Chromium with the flags this machine needs (STACK.md), as the file's own: the
 * worker's browser (above), whose `close()` closes the contexts this file opened and leaves
 * the browser to the worker's next file.
 */
export async function launchBrowser(): Promise<Browser> {
  const browser = await workerBrowser();
  const contexts = new Set<BrowserContext>();
  return new Proxy(browser, {
    get(target, property, receiver) {
      if (property === 'newContext')
        return async (...args: Parameters<Browser['newContext']>) => {
          const context = await target.newContext(...args);
          contexts.add(context);
          context.once('close', () => contexts.delete(context));
          return context;
        };
      if (property === 'close')
        return async () => {
          await Promise.all([...contexts].map((context) => context.close().catch(() => undefined)));
        };
      const value = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** antd's toasts: they fade out after 3 s, so whether a picture holds one is a matter of timing. */
const WITHOUT_TOASTS = '.ant-message { visibility: hidden !important; }';

/**
 * Saves a screenshot under e2e/.artifacts, of the page at rest (loaded, no animation
 * running, toasts left out); with UPDATE_SCREENSHOTS=1 it also replaces the committed copy
 * under docs/screenshots.
 */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(ARTIFACTS, { recursive: true });
  const file = path.join(ARTIFACTS, `${name}.png`);
  await settle(page);
  await page.screenshot({ path: file, fullPage: false, style: WITHOUT_TOASTS });
  if (process.env.UPDATE_SCREENSHOTS === '1') {
    mkdirSync(SCREENSHOTS, { recursive: true });
    copyFileSync(file, path.join(SCREENSHOTS, `${name}.png`));
  }
  return file;
}
