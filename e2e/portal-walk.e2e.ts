import { describe, expect, it } from 'vitest';
import { strayEnglish } from './support/language';
import { desktopFaults, phoneFaults } from './support/table-faults';
import { walk, walkSetUp } from './support/walk';

// Every page of the staff portal walked in Chinese, at 1280 px and at 375 px: what each walk
// checks is said in support/walk.ts; the English walks are in portal-walk-english.e2e.ts.
const walked = walkSetUp();

describe('every page of the portal', () => {
  it('at 1280 px in Chinese: lists fit, no words of the code in English', async () => {
    expect(walked.pages.length).toBeGreaterThan(process.env.WALK_PAGES ? 0 : 30);
    const found = await walk(walked, {
      width: 1280,
      height: 800,
      locale: 'zh_CN',
      layout: desktopFaults,
      foreign: strayEnglish,
    });
    expect(found).toEqual([]);
  }, 300_000);

  it('at 375 px in Chinese: lists are cards', async () => {
    expect(await walk(walked, { width: 375, height: 812, locale: 'zh_CN', layout: phoneFaults })).toEqual([]);
  }, 300_000);
});
