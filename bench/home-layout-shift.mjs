// Layout shifts of the portal's home page on a phone (issue 18, Lighthouse's CLS): signs in as
// the administrator at 412 × 823 (Lighthouse's mobile screen), slows the CPU 4×, opens `/` twice
// with an empty cache, and prints every layout-shift entry with the elements that moved and
// their rectangles before and after — what Lighthouse's score does not say.
//   node bench/home-layout-shift.mjs [--build]   (CPU_RATE=1: no slowdown, as Lighthouse loads the page; RUNS=2)
// WIDTH=1440 HEIGHT=900 another screen (a desktop's: the side menu, the bell's 消息中心 label);
// LOCALE=en_GB the language stored before the visits.
import { chromium } from 'playwright-core';
import { ADMIN_PASSWORD, buildPortal, CHROMIUM, CHROMIUM_FLAGS, startPortal } from './portal-server.mjs';

buildPortal(process.argv);
const portal = await startPortal();
const WIDTH = Number(process.env.WIDTH ?? 412);
const HEIGHT = Number(process.env.HEIGHT ?? 823);
try {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  const context = await browser.newContext(
    WIDTH === 412
      ? { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true }
      : { viewport: { width: WIDTH, height: HEIGHT } },
  );
  const page = await context.newPage();
  // As bench/lighthouse.mjs does: signed in at a desktop's size, then the phone opens the home page.
  if (process.env.SIGN_IN_DESKTOP) await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(`${portal.url}/_login/login`);
  await page.locator('#username').fill('admin');
  await page.locator('#password').fill(ADMIN_PASSWORD);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('home-greeting').waitFor({ timeout: 60_000 });
  await page.setViewportSize({ width: WIDTH, height: HEIGHT });
  if (process.env.LOCALE)
    await page.evaluate(
      (lang) => localStorage.setItem('dandelion__lang', JSON.stringify({ value: lang, expire: null })),
      process.env.LOCALE,
    );
  if (process.env.FRAMES)
    await context.addInitScript(() => {
      window.__frames = [];
      let last = '';
      const tick = () => {
        const h = document.querySelector('[data-testid="global-header"]');
        const c = h?.nextElementSibling;
        const g = document.querySelector('[data-testid="home-greeting"]');
        const state =
          (g ? `greeting@${Math.round(g.getBoundingClientRect().top)} ` : '') +
          (h
            ? `header ${JSON.stringify(h.getBoundingClientRect().toJSON?.() ?? {}).replace(/"(x|y|left|right|bottom)":[^,}]*,?/g, '')} pos=${getComputedStyle(h).position} class=${h.className.slice(0, 80)} contentTop=${Math.round(c?.getBoundingClientRect().top ?? -1)} pad=${c?.style.paddingTop} sheets=${document.styleSheets.length}`
            : `no header; sheets=${document.styleSheets.length}`);
        if (state !== last) window.__frames.push(`${Math.round(performance.now())} ${state}`);
        last = state;
        if (performance.now() < 8000) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
  await context.addInitScript(() => {
    window.__shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        window.__shifts.push({
          t: Math.round(e.startTime),
          value: e.value.toFixed(4),
          recent: e.hadRecentInput,
          sources: e.sources.map((s) => ({
            node: s.node
              ? `${s.node.nodeName}.${String(s.node.className).slice(0, 60)} "${(s.node.textContent || '').slice(0, 30)}"`
              : null,
            prev: [s.previousRect.x, s.previousRect.y, s.previousRect.width, s.previousRect.height].map(
              Math.round,
            ),
            cur: [s.currentRect.x, s.currentRect.y, s.currentRect.width, s.currentRect.height].map(
              Math.round,
            ),
          })),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.CPU_RATE ?? 4) });
  for (let i = 0; i < Number(process.env.RUNS ?? 2); i++) {
    await cdp.send('Network.clearBrowserCache');
    await page.goto(`${portal.url}/`);
    await page.waitForTimeout(6000);
    console.log(JSON.stringify(await page.evaluate(() => window.__shifts)));
    if (process.env.FRAMES) console.log((await page.evaluate(() => window.__frames)).join('\n'));
  }
  await browser.close();
} finally {
  await portal.stop();
}
