import type { Page, Request } from 'playwright-core';
import { expect } from 'vitest';

// States a browser test waits for instead of waiting for time: the page has stopped
// loading (no call on its way, nothing spinning) and has stopped moving (no animation
// running). A fixed pause is too short on a loaded machine and too long on a quiet one.

/** The server's paths (vite.config.ts SERVER_PATHS); assets and the socket do not count. */
const API = /^\/(rest|callback|logout|api|sys|auth)(\/|$)/;

const inFlight = new WeakMap<Page, Set<Request>>();

/** Counts the page's calls to the server from now on: call it before the page makes any. */
export function trackCalls(page: Page): void {
  const calls = new Set<Request>();
  inFlight.set(page, calls);
  page.on('request', (request) => {
    if (API.test(new URL(request.url()).pathname)) calls.add(request);
  });
  const done = (request: Request) => calls.delete(request);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
}

/** Whether the shown page is still loading: its lazy chunk, a table's spinner, a card's skeleton. */
function loading(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    // A hidden element (a page kept in another tab, a closed dropdown) has no box.
    const visible = (el: Element) => el.getClientRects().length > 0;
    const busy = document.querySelectorAll('[aria-busy="true"], .ant-spin-spinning, .ant-skeleton-active');
    return Array.from(busy).some(visible);
  });
}

/**
 * The page has loaded what it shows: nothing spinning and no call to the server on its way
 * (a call still out when the test acts, revoking the session say, would answer in the middle
 * of what comes next).
 */
export async function loaded(page: Page): Promise<void> {
  const calls = inFlight.get(page);
  await expect
    .poll(async () => (await loading(page)) || (calls?.size ?? 0) > 0, { timeout: 30_000 })
    .toBe(false);
}

/**
 * Nothing is moving: no finite animation running (a drawer sliding in, a page fading in), and
 * no antd motion about to start: rc-motion marks an element with `-appear`/`-enter`/`-leave`
 * classes from before its transition starts, which covers the frames between a click and the
 * animation it starts; such a class that outlives a second with no animation is not motion.
 */
export async function still(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const running = document
      .getAnimations()
      .filter(
        (animation) =>
          animation.playState === 'running' &&
          animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY,
      );
    if (running.length > 0) return false;
    // A motion class without an animation is a transition about to start, unless it has
    // stayed so for a while: a select's dropdown closed while it was leaving keeps its
    // `-leave` class for good with nothing moving.
    const moving = /-(appear|enter|leave)(-(prepare|start|active))?$/;
    const now = performance.now();
    const w = window as unknown as { motionSeen?: WeakMap<Element, number> };
    w.motionSeen ??= new WeakMap();
    for (const element of Array.from(document.querySelectorAll('[class]'))) {
      if (element.getClientRects().length === 0) continue;
      if (!Array.from(element.classList).some((name) => moving.test(name))) continue;
      const since = w.motionSeen.get(element) ?? now;
      w.motionSeen.set(element, since);
      if (now - since < 1000) return false;
    }
    return true;
  });
}

/** Loaded and still: what a picture, or a measurement of a box, waits for. */
export async function settle(page: Page): Promise<void> {
  await loaded(page);
  await still(page);
}
