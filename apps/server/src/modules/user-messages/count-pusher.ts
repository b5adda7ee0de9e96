import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { Pusher } from '../../platform/push/hub';
import { numPush, toCounts, unreadCountsFor } from './counts';

/** Users whose counts are computed by one pair of queries. */
const BATCH = 500;

/**
 * Sends each user their fresh unread counts (`cmd: 'num'`). Called after a
 * transaction commits; a failed push is logged by the caller, never undoes the write.
 */
export class CountPusher {
  constructor(
    private readonly db: Db,
    private readonly push: Pusher,
  ) {}

  async toUsers(userIds: readonly number[]): Promise<void> {
    const unique = [...new Set(userIds)];
    for (let i = 0; i < unique.length; i += BATCH) {
      const batch = unique.slice(i, i + BATCH);
      const figures = await unreadCountsFor(this.db, batch);
      await Promise.all(batch.map((id) => this.push.toUsers([id], numPush(toCounts(figures.get(id)!)))));
    }
  }

  /** Every live user (the audience of a notice to ALL). */
  async toEveryone(): Promise<void> {
    const rows = await this.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.delFlag, 0), eq(users.status, 1)));
    await this.toUsers(rows.map((r) => r.id));
  }
}
