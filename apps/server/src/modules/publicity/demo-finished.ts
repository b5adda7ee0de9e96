import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { editionStatusHistory, editions, notices, publicitySnapshots } from '../../db/schema';
import { demoAdministrator, finishedDemoEdition } from '../../db/seed/demo-finders';
import { displayClock } from '../../platform/clock';
import { demoLifecycle, type SignedInUser } from '../declarations/public';
import { demoEditions } from '../editions/public';
import { insertPublicNotice, withdrawNotice } from '../notices/public';
import { resultsApi } from '../results/public';
import { PublicityPeriods } from './periods';
import { PublishService } from './publish';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

/**
 * The publicity of the finished demo edition (docs/domain.md "Demo data (a finished edition)"):
 * its confirmed list published through PublishService as PUBLICITY_PUBLISH does, at its own
 * instant (a week after the meeting window closed): the snapshot with its hash, the edition
 * into publicity through the editions' transition table, `publicise` for each proposed
 * declaration, the public notice; then the periods' job ends it (its fifteen days are long
 * over). What the services date today (the edition's history row, the notice) is dated at the
 * publication. Idempotent: nothing when the edition has a snapshot.
 */
export async function seedFinishedPublicity(tx: DbOrTx, now = new Date()): Promise<void> {
  const edition = await finishedDemoEdition(tx, now, 'reviewing');
  if (!edition?.meetingEnd) return;
  if ((await tx.$count(publicitySnapshots, eq(publicitySnapshots.editionId, edition.id))) > 0) return;
  const adminRow = await demoAdministrator(tx);
  if (!adminRow) return;
  const admin: SignedInUser = adminRow;
  const db = tx as Db;
  const publishService = new PublishService(db, displayClock, {
    declarations: demoLifecycle(tx),
    editions: demoEditions(tx),
    notices: { insertPublicNotice, withdrawNotice, onUnreadChange: () => {} },
    results: resultsApi(),
  });
  // A week after the meeting window closed, at 09:00 in Beijing (01:00 UTC).
  const week = edition.meetingEnd.getTime() + 7 * DAY;
  const published = new Date(week - (week % DAY) + HOUR);
  const snapshot = await publishService.publish(admin, { editionId: edition.id }, published);
  await new PublicityPeriods(db).advanceDue(now);
  await tx
    .update(editionStatusHistory)
    .set({ createTime: published })
    .where(
      and(eq(editionStatusHistory.editionId, edition.id), eq(editionStatusHistory.toStatus, 'publicity')),
    );
  await tx.update(editions).set({ updateTime: published }).where(eq(editions.id, edition.id));
  const [row] = await tx
    .select({ noticeId: publicitySnapshots.noticeId })
    .from(publicitySnapshots)
    .where(eq(publicitySnapshots.id, snapshot.snapshotId));
  if (row?.noticeId)
    await tx
      .update(notices)
      .set({ createTime: published, sendTime: published })
      .where(eq(notices.id, row.noticeId));
}
