import type { BrowserContext, Page } from 'playwright-core';

/**
 * Records every antd message the page shows (`window.__toasts`), so a test can check one that
 * came and went while the test process was busy: a message lasts 3 s, and on a loaded CI
 * machine a test once saw the row it had just saved but never the 添加成功! over it.
 */
export async function recordToasts(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const seen = new WeakSet<Node>();
    const record = () => {
      for (const notice of Array.from(document.querySelectorAll<HTMLElement>('.ant-message-notice'))) {
        const text = notice.textContent?.trim();
        if (!text || seen.has(notice)) continue;
        seen.add(notice);
        (window as unknown as { __toasts: string[] }).__toasts.push(text);
      }
    };
    (window as unknown as { __toasts: string[] }).__toasts = [];
    new MutationObserver(record).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

const TIMEOUT_MS = 30_000;

/**
 * Waits for the antd message reading `text` (a string matches the whole message, a pattern
 * any part of it). Each call takes one message the page has shown and no earlier call took
 * (recorded by `recordToasts`, which `newPage` installs), so a message that has faded out
 * still counts, and a second call for the same text needs a second message. When it never
 * comes, the failure names the messages the page did show (an error toast says why the
 * request failed), so a failure on a loaded CI machine can be read.
 */
export async function toast(page: Page, text: string | RegExp): Promise<void> {
  const source = typeof text === 'string' ? { exact: text } : { source: text.source, flags: text.flags };
  const deadline = Date.now() + TIMEOUT_MS;
  let shown: string[] = [];
  while (Date.now() < deadline) {
    const result = await page
      .evaluate((wanted) => {
        const w = window as unknown as { __toasts?: string[]; __toastsTaken?: number[] };
        const matches = (s: string) =>
          'exact' in wanted ? s === wanted.exact : new RegExp(wanted.source, wanted.flags).test(s);
        if (!w.__toasts) {
          // A page made without newPage: only what shows now.
          const now = Array.from(document.querySelectorAll('.ant-message-notice')).map(
            (n) => n.textContent?.trim() ?? '',
          );
          return { found: now.some(matches), shown: now };
        }
        w.__toastsTaken ??= [];
        const index = w.__toasts.findIndex((s, i) => !w.__toastsTaken!.includes(i) && matches(s));
        if (index >= 0) w.__toastsTaken.push(index);
        return { found: index >= 0, shown: w.__toasts };
      }, source)
      // The page may be navigating (a reload after a save): its next document records afresh.
      .catch(() => ({ found: false, shown }));
    if (result.found) return;
    shown = result.shown;
    await page.waitForTimeout(100);
  }
  const said = shown.length ? shown.map((s) => `“${s}”`).join(', ') : 'no message';
  throw new Error(`waited for the message “${String(text)}”; the page showed ${said}`);
}
