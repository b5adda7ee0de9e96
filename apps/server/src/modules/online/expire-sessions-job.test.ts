import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../config';
import type { Database } from '../../db/client';
import { sessions, users } from '../../db/schema';
import type { JobContext } from '../../platform/scheduler/job-handlers';
import { openTestDatabase } from '../../test/database';
import { endExpiredSessionsJob } from './expire-sessions-job';

let database: Database;
let drop: () => Promise<void>;
const NOW = new Date('2026-06-01T03:00:00.000Z');
const DAY = 86_400_000;
const context = (): JobContext => ({ db: database.db, config: testConfig(), now: NOW, param: {} });

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterAll(() => drop());

describe('the endExpiredSessions task', () => {
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
    expect(await endExpiredSessionsJob.run(context())).toBe('结束过期会话2个，删除旧会话1个');
    const left = await database.db.select().from(sessions).where(eq(sessions.userId, user!.id));
    expect(left.map((s) => [s.tokenHash, s.revokeReason])).toEqual(
      expect.arrayContaining([
        ['live', null],
        ['just-expired', 'expired'],
      ]),
    );
    expect(left).toHaveLength(2);
  });
});
