import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../../config';
import type { Database } from '../../../db/client';
import { accessLogs, projectSettings, sessions, users } from '../../../db/schema';
import { openTestDatabase } from '../../../test/database';
import { LOG_RETENTION_KEY } from '../../logs/retention';
import { advanceEditionsHandler } from './advance-editions';
import { endExpiredSessionsHandler } from './end-sessions';
import { purgeLogsHandler } from './purge-logs';
import { releaseNoticesHandler } from './release-notices';
import type { JobContext } from './types';

let database: Database;
let drop: () => Promise<void>;
const NOW = new Date('2026-06-01T03:00:00.000Z');
const DAY = 86_400_000;
const context = (extra: Partial<JobContext> = {}): JobContext => ({
  db: database.db,
  config: testConfig(),
  now: NOW,
  param: {},
  services: undefined,
  ...extra,
});

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterAll(() => drop());

describe('the built-in task handlers', () => {
  it('purgeLogs keeps the project setting’s retention when the task names none', async () => {
    await database.db.insert(accessLogs).values([
      {
        method: 'GET',
        requestUri: '/rest/a',
        responseStatus: 200,
        costTime: 1,
        createTime: new Date(NOW.getTime() - 11 * DAY),
      },
      {
        method: 'GET',
        requestUri: '/rest/b',
        responseStatus: 200,
        costTime: 1,
        createTime: new Date(NOW.getTime() - 9 * DAY),
      },
    ]);
    // The default (180 days) keeps both.
    expect(await purgeLogsHandler.run(context())).toBe('保留180天：删除访问日志0条，登录日志0条');
    await database.db.insert(projectSettings).values({ key: LOG_RETENTION_KEY, value: 10 });
    expect(await purgeLogsHandler.run(context())).toBe('保留10天：删除访问日志1条，登录日志0条');
    expect(await database.db.$count(accessLogs)).toBe(1);
  });

  it('endExpiredSessions ends expired sessions and deletes long-ended ones', async () => {
    const [user] = await database.db
      .insert(users)
      .values({ loginName: 'sess', passwordHash: 'x', realname: 'S', userNo: 'S1', userType: 'staff' })
      .returning();
    const at = (ms: number) => new Date(NOW.getTime() + ms);
    await database.db.insert(sessions).values([
      { tokenHash: 'live', userId: user!.id, expiresAt: at(DAY) },
      { tokenHash: 'just-expired', userId: user!.id, expiresAt: at(-1000) },
      { tokenHash: 'long-gone', userId: user!.id, expiresAt: at(-2 * DAY) },
    ]);
    expect(await endExpiredSessionsHandler.run(context())).toBe('结束过期会话2个，删除旧会话1个');
    const left = await database.db.select().from(sessions).where(eq(sessions.userId, user!.id));
    expect(left.map((s) => [s.tokenHash, s.revokeReason])).toEqual(
      expect.arrayContaining([
        ['live', null],
        ['just-expired', 'expired'],
      ]),
    );
    expect(left).toHaveLength(2);
  });

  it('releaseNotices calls the notices module, and fails clearly without it', async () => {
    await expect(releaseNoticesHandler.run(context())).rejects.toThrow('通知公告模块未启用');
    const asked: Date[] = [];
    const notices = {
      releaseDue: async (now: Date) => {
        asked.push(now);
        return { released: [1, 2] };
      },
    };
    expect(await releaseNoticesHandler.run(context({ services: { notices } }))).toBe('发布通知公告2条');
    expect(asked).toEqual([NOW]);
  });

  it('advanceEditions calls the editions module and reports the editions it could not move', async () => {
    await expect(advanceEditionsHandler.run(context())).rejects.toThrow('届次模块未启用');
    const editionStatus = {
      advanceDue: async (now: Date) => ({
        moved: now === NOW ? [{ editionId: 1 }, { editionId: 1 }] : [],
        blocked: [{ editionId: 2, reason: '尚无奖项' }],
      }),
    };
    expect(await advanceEditionsHandler.run(context({ services: { editionStatus } }))).toBe(
      '流转届次2次，1个未能流转（届次2：尚无奖项）',
    );
  });
});
