import { describe, expect, it } from 'vitest';
import { testConfig } from '../../config';
import type { Db } from '../../db/client';
import { releaseNoticesJob } from './release-job';

const NOW = new Date('2026-06-01T03:00:00.000Z');

describe('the releaseNotices task', () => {
  it('releases through the notices service at the firing time and counts what it released', async () => {
    const asked: Date[] = [];
    const job = releaseNoticesJob({
      releaseDue: async (now: Date) => {
        asked.push(now);
        return { released: [1, 2] };
      },
    });
    const run = job.run({ db: {} as Db, config: testConfig(), now: NOW, param: {} });
    expect(await run).toBe('发布通知公告2条');
    expect(asked).toEqual([NOW]);
  });
});
