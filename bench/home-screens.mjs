// Screenshots of the portal's home page after sign-in, for comparing two builds by eye
// (issue 18: the home page's loading changed, its look must not): 375 and 1440 px wide, in
// zh_CN and en_GB, the greeting's random idle phrase hidden. Writes <OUT>/<build>-<lang>-<width>.png.
//   WEB_DIST=<dist>[,<dist>...] OUT=/tmp/shots PORT=5330 node bench/home-screens.mjs
import path from 'node:path';
import { chromium } from 'playwright-core';
import { ADMIN_PASSWORD, CHROMIUM, CHROMIUM_FLAGS, startPortal } from './portal-server.mjs';

const DISTS = (process.env.WEB_DIST ?? '../web/dist').split(',');
const OUT = process.env.OUT ?? '/tmp/home-screens';
const BASE_PORT = Number(process.env.PORT ?? 5330);

const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
try {
  for (const [i, dist] of DISTS.entries()) {
    process.env.WEB_DIST = dist;
    process.env.PORT = String(BASE_PORT + i);
    const portal = await startPortal();
    try {
      for (const lang of ['zh_CN', 'en_GB']) {
        for (const width of [375, 1440]) {
          const context = await browser.newContext({
            viewport: { width, height: 900 },
            reducedMotion: 'reduce',
          });
          await context.addInitScript((value) => {
            localStorage.setItem('dandelion__lang', JSON.stringify({ value, expire: null }));
          }, lang);
          const page = await context.newPage();
          await page.goto(`${portal.url}/_login/login`);
          await page.locator('#username').fill('admin');
          await page.locator('#password').fill(ADMIN_PASSWORD);
          await page.getByTestId('login-submit').click();
          await page.getByTestId('home-edition').waitFor({ timeout: 120_000 });
          // A fresh load of '/', as a returning visitor opens it.
          await page.goto(`${portal.url}/`);
          await page.getByTestId('home-edition').waitFor({ timeout: 120_000 });
          await page.waitForTimeout(1500);
          await page.addStyleTag({ content: '[data-testid="home-idle-phrase"] { visibility: hidden; }' });
          const name = `${path.basename(path.dirname(dist))}-${lang}-${width}.png`;
          await page.screenshot({ path: path.join(OUT, name) });
          console.log(name);
          await context.close();
        }
      }
    } finally {
      await portal.stop();
    }
  }
} finally {
  await browser.close();
}
