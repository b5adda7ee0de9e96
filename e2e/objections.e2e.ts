import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, screenshot } from './support/browser';
import { openInPortal } from './support/pages';
import { baseURL } from './support/server';
import { newPage, signIn } from './support/session';
import { signInOnSite } from './support/site';

// Issue 17 items 4 and 5 (objections, awarding) in the browser, as far as this branch reaches:
// the published lists (publicity_snapshots) are written by the publicity module, which is not on
// the objections branch and has no API here, and the e2e server's embedded database cannot be
// written from the test. So this file drives the pages with what exists: the portal's 异议处理
// page (list, filters, the awarding card), the site's 我的异议, the objection form refusing a
// list that is not published, and the units' 异议说明. The full flow (file on the site → upheld
// → awarding) is covered on both databases by apps/server/src/modules/objections/routes.test.ts;
// once the publicity module is merged, this file files against a real published entry.
const password = inject('adminPassword');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function watchedPage(width: number, height: number, locale: 'zh_CN' | 'en_GB') {
  const page = await newPage(browser, width, height);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.context().addInitScript((lang) => {
    localStorage.setItem('dandelion__lang', JSON.stringify({ value: lang, expire: null }));
  }, locale);
  return { page, errors };
}

describe('异议处理 in the portal', () => {
  for (const locale of ['zh_CN', 'en_GB'] as const) {
    it(`shows the list, its filters and the awarding card (${locale}, 1440)`, async () => {
      const { page, errors } = await watchedPage(1440, 900, locale);
      await signIn(page, baseURL, 'admin', password);
      await openInPortal(page, '/publicity/objections');
      await page.getByTestId('objection-page').waitFor();
      await page.getByTestId('award-card').waitFor();
      const text = (await page.getByTestId('objection-page').textContent()) ?? '';
      if (locale === 'zh_CN') {
        expect(text).toContain('公示期满授奖');
        expect(text).toContain('异议状态');
      } else {
        expect(text).toContain('Awarding at the end of publicity');
        expect(text).not.toMatch(/[\u4e00-\u9fff]{2,}状态/);
      }
      // The status filter offers the statuses by their names, never the codes.
      await page
        .locator('.ant-form-item')
        .filter({ hasText: locale === 'zh_CN' ? '异议状态' : 'Status' })
        .locator('.ant-select')
        .click();
      await page.locator('.ant-select-item-option').first().waitFor();
      const options = await page.locator('.ant-select-item-option').allTextContents();
      expect(options).toContain(locale === 'zh_CN' ? '不予受理' : 'Not admitted');
      for (const code of ['filed', 'admitted', 'not_admitted', 'upheld', 'dismissed'])
        expect(options).not.toContain(code);
      await page.keyboard.press('Escape');
      await screenshot(page, `objections-portal-${locale}-1440`);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }
});

describe('objections on the site', () => {
  it('an expert’s 我的异议 and the form refusing a list that is not published (zh_CN, 375)', async () => {
    const { page, errors } = await watchedPage(375, 812, 'zh_CN');
    await signInOnSite(page, baseURL, 'expert', password, /\/site\/my\/reviews$/);
    await page.goto(`${baseURL}/site/my/objections`);
    await page.getByTestId('site-my-objections').waitFor();
    await expect.poll(() => page.getByTestId('site-my-objections').textContent()).toContain('暂无异议');
    await screenshot(page, 'objections-site-mine-zh_CN-375');
    await page.goto(`${baseURL}/site/my/objections/new?snapshot=999999&declaration=1`);
    await page.getByTestId('objection-refusal').waitFor();
    expect(await page.getByTestId('objection-refusal').textContent()).toContain('该公示未在公示中');
    await screenshot(page, 'objections-site-form-refused-zh_CN-375');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('a declaring unit’s 异议说明 (zh_CN, 375; en_GB, 1440)', async () => {
    for (const [locale, width, height] of [
      ['zh_CN', 375, 812],
      ['en_GB', 1440, 900],
    ] as const) {
      const { page, errors } = await watchedPage(width, height, locale);
      await signInOnSite(page, baseURL, 'declarer', password, /\/site\/my\/declarations$/);
      await page.goto(`${baseURL}/site/my/objection-requests`);
      await page.getByTestId('site-objection-requests').waitFor();
      await expect
        .poll(() => page.getByTestId('site-objection-requests').textContent())
        .toContain(locale === 'zh_CN' ? '暂无需要说明的异议' : 'No requests');
      await screenshot(page, `objections-site-requests-${locale}-${width}`);
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });
});
