import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { declarations, editions } from '../../db/schema';
import { demoAdministrator, finishedDemoEdition } from '../../db/seed/demo-finders';
import { demoLifecycle, type SignedInUser } from '../declarations/public';
import { demoEditions } from '../editions/public';
import { publicityApi } from '../publicity/public';
import { resultsApi } from '../results/public';
import { AwardingService } from './awarding';
import { openCount } from './repository';

const DAY = 24 * 3600_000;

/**
 * The carry-over of the finished demo edition (docs/domain.md "Demo data (a finished edition)"):
 * its deferred declaration (缓评) carried by staff into the next edition of 技术发明奖 open for
 * declaration (this year's 科学技术奖, created after it) through the awarding service, as
 * OBJECTION_CARRY does, the day after that edition opened: a draft copy naming it, the old one
 * carried over. Idempotent: nothing when the finished edition has no deferred declaration left.
 */
export async function seedCarryOverDemo(tx: DbOrTx, now = new Date()): Promise<void> {
  const edition = await finishedDemoEdition(tx, now, 'finished');
  if (!edition) return;
  const [deferred] = await tx
    .select({ id: declarations.id })
    .from(declarations)
    .where(and(eq(declarations.editionId, edition.id), eq(declarations.status, 'deferred')))
    .orderBy(declarations.id)
    .limit(1);
  const [open] = await tx
    .select({ declarationStart: editions.declarationStart })
    .from(editions)
    .where(eq(editions.status, 'declaring'))
    .orderBy(editions.id)
    .limit(1);
  const adminRow = await demoAdministrator(tx);
  if (!deferred || !open?.declarationStart || !adminRow) return;
  const admin: SignedInUser = adminRow;
  const editionsApi = demoEditions(tx);
  editionsApi.answerObjectionsOpen((t, editionId) => openCount(t, editionId));
  const awarding = new AwardingService(
    tx as Db,
    demoLifecycle(tx),
    editionsApi,
    resultsApi(),
    publicityApi(tx),
  );
  // The day after the open edition's declaration window opened, 10:00 in Beijing (02:00 UTC).
  const next = open.declarationStart.getTime() + DAY;
  const at = new Date(Math.min(next - (next % DAY) + 2 * 3600_000, now.getTime()));
  const carried = await awarding.carryOver(admin, deferred.id, at);
  await tx.update(declarations).set({ updateTime: at }).where(eq(declarations.id, carried.newDeclarationId));
}
