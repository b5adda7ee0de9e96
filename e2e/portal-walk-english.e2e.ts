import { describe, expect, it } from 'vitest';
import { CJK } from './support/language';
import { desktopFaults } from './support/table-faults';
import { walk, walkSetUp } from './support/walk';

// Every page of the staff portal walked in English, at 1440 px and at 1280 px: what each walk
// checks is said in support/walk.ts; the Chinese walks are in portal-walk.e2e.ts.
const walked = walkSetUp();

describe('every page of the portal in English', () => {
  it('at 1440 px in English: lists fit, no Chinese outside what users entered', async () => {
    const found = await walk(walked, {
      width: 1440,
      height: 900,
      locale: 'en_GB',
      layout: desktopFaults,
      foreign: (text) => CJK.test(text),
    });
    expect(found).toEqual([]);
  }, 300_000);

  it('at 1280 px in English: lists fit with the longer English labels too', async () => {
    expect(await walk(walked, { width: 1280, height: 800, locale: 'en_GB', layout: desktopFaults })).toEqual(
      [],
    );
  }, 300_000);
});
