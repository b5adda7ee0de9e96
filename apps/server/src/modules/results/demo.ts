import { and, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { declarationAudits, editionAwards, resultEntries, resultLists } from '../../db/schema';
import { demoAdministrator, finishedDemoEdition } from '../../db/seed/demo-finders';
import type { SignedInUser } from '../declarations/public';
import { demoMeetingApi } from '../meeting/public';
import { demoReview } from '../review/public';
import { ResultConfirmService } from './confirm';
import { ResultService } from './service';

const DAY = 24 * 3600_000;

/**
 * The finished demo edition's results (docs/domain.md "Demo data (a finished edition)"): each award's
 * list confirmed through the module's services inside the demo's transaction, as RESULT_CONFIRM
 * does (the meeting's grades within quotas, the content hash and version 1, `propose` or
 * `not_award` through the lifecycle), then dated at the end of the meeting window. Idempotent:
 * nothing when the edition has a list.
 */
export async function seedResultsDemo(tx: DbOrTx, now = new Date()): Promise<void> {
  const edition = await finishedDemoEdition(tx, now, 'reviewing');
  if (!edition?.meetingEnd || (await tx.$count(resultLists, eq(resultLists.editionId, edition.id))) > 0)
    return;
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
    .where(eq(editionAwards.editionId, edition.id));
  // Two days before the meeting window closed, 15:00 in Beijing.
  const before = edition.meetingEnd.getTime() - 2 * DAY;
  const confirmed = new Date(before - (before % DAY) + 7 * 3600_000);
  for (const { awardId } of awards) {
    const list = await confirm.confirm(admin, edition.id, awardId, 'zh_CN');
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
