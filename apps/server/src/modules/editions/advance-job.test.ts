import { EDITION_MESSAGES } from '@awards/shared/editions';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../../config';
import type { Db } from '../../db/client';
import { advanceEditionsJob } from './advance-job';

const NOW = new Date('2026-06-01T03:00:00.000Z');

describe('the advanceEditions task', () => {
  it('moves editions at the firing time and reports the ones it could not move', async () => {
    const job = advanceEditionsJob({
      advanceDue: async (now: Date) => ({
        moved: now === NOW ? [{ editionId: 1 }, { editionId: 1 }] : [],
        blocked: [{ editionId: 2, reason: EDITION_MESSAGES.noAwards }],
      }),
    } as never);
    expect(await job.run({ db: {} as Db, config: testConfig(), now: NOW, param: {} })).toBe(
      '流转届次2次，1个未能流转（届次2：届次尚未加入任何奖项，不能开始申报）',
    );
  });
});
