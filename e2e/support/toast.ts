import type { Page } from 'playwright-core';

/**
 * Waits for the antd message reading `text` (a string matches the whole message, a pattern
 * any part of it). The newest one counts: an earlier toast with the same text may still be
 * fading out. When it never comes, the failure names the messages the page did show (an
 * error toast says why the request failed), so a failure on a loaded CI machine can be read.
 */
export async function toast(page: Page, text: string | RegExp): Promise<void> {
  const wanted = page
    .locator('.ant-message')
    .getByText(text, typeof text === 'string' ? { exact: true } : {})
    .last();
  try {
    await wanted.waitFor();
  } catch (error) {
    const shown = await page
      .locator('.ant-message-notice')
      .allInnerTexts()
      .catch(() => []);
    const said = shown.length ? shown.map((s) => `“${s}”`).join(', ') : 'no message';
    throw new Error(`waited for the message “${String(text)}”; the page showed ${said}`, { cause: error });
  }
}
