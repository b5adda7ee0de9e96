import { and, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { declarationAudits, editionAwards, editions, resultEntries, resultLists } from '../../db/schema';
import { DEMO_PUBLICITY_EDITION } from '../../db/seed/demo-awards';
import { demoAdministrator, finishedDemoEdition } from '../../db/seed/demo-finders';
import type { SignedInUser } from '../declarations/public';
import { demoMeetingApi } from '../meeting/public';
import { demoReview } from '../review/public';
import { ResultConfirmService } from './confirm';
import { ResultService } from './service';

const DAY = 24 * 3600_000;

/**
 * The results of the finished demo edition and of the edition ready to publish (docs/domain.md
 * "Demo data (a finished edition)"): each award's list confirmed through the module's services
 * inside the demo's transaction, as RESULT_CONFIRM does (the meeting's grades within quotas, the
 * content hash and version 1, `propose` or `not_award` through the lifecycle), then dated after
 * the meeting. Idempotent: nothing for an edition that has a list.
 */
export async function seedResultsDemo(tx: DbOrTx, now = new Date()): Promise<void> {
  const edition = await finishedDemoEdition(tx, now, 'reviewing');
  // Two days before the meeting window closed, 15:00 in Beijing.
  if (edition?.meetingEnd) await confirmEdition(tx, edition.id, edition.meetingEnd.getTime() - 2 * DAY);
  // The edition ready to publish: its award meeting's grades, confirmed five days after its
  // meeting window closed, 15:00 in Beijing (the list publicity/demo-finished.ts does not publish).
  const [ready] = await tx
    .select()
    .from(editions)
    .where(and(eq(editions.editionName, DEMO_PUBLICITY_EDITION), eq(editions.status, 'reviewing')));
  if (ready?.meetingEnd) await confirmEdition(tx, ready.id, ready.meetingEnd.getTime() + 5 * DAY);
}

/** Each award's list of the edition confirmed, then dated on the day `at` falls in, 15:00 in Beijing. */
async function confirmEdition(tx: DbOrTx, editionId: number, at: number): Promise<void> {
  if ((await tx.$count(resultLists, eq(resultLists.editionId, editionId))) > 0) return;
  const adminRow = await demoAdministrator(tx);
  if (!adminRow) return;
  const admin: SignedInUser = adminRow;
  const db = tx as Db;
  const { review, lifecycle } = demoReview(tx);
  const confirm = new ResultConfirmService(
    db,
    new ResultService(db, review, demoMeetingApi(review)),
    lifecycle,
  );
  const awards = await tx
    .select({ awardId: editionAwards.awardId })
    .from(editionAwards)
    .where(eq(editionAwards.editionId, editionId));
  const confirmed = new Date(at - (at % DAY) + 7 * 3600_000);
  for (const { awardId } of awards) {
    const list = await confirm.confirm(admin, editionId, awardId, 'zh_CN');
    await tx.update(resultLists).set({ confirmedTime: confirmed }).where(eq(resultLists.id, list.listId));
    const ids = (
      await tx
        .select({ id: resultEntries.declarationId })
        .from(resultEntries)
        .where(eq(resultEntries.listId, list.listId))
    ).map((e) => e.id);
    if (ids.length > 0)
      await tx
        .update(declarationAudits)
        .set({ createTime: confirmed })
        .where(
          and(
            inArray(declarationAudits.declarationId, ids),
            inArray(declarationAudits.action, ['propose', 'not_award']),
          ),
        );
  }
}
