import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { settle } from './settle';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARTIFACTS = path.resolve(import.meta.dirname, '../.artifacts');
const SCREENSHOTS = path.resolve(import.meta.dirname, '../../docs/screenshots');

/** Debian's Chromium with the flags this machine needs (STACK.md); Playwright gives it a fresh profile. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
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
