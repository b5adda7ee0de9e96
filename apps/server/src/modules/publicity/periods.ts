import { renderMessage } from '@awards/shared/i18n';
import { PUBLICITY_MESSAGES as M } from '@awards/shared/publicity';
import { and, asc, eq, gt, inArray, lte } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { publicitySnapshots } from '../../db/schema';
import type { JobHandler } from '../../platform/scheduler/job-handlers';
import type { SnapshotRow } from './repository';

/**
 * The periods' clock (jobs module): a scheduled list becomes published when its start has come,
 * a published one ended at its end. Each is one conditional update, so two instances never move
 * one twice. Awarding at the end is not done here (the objections module's, reading
 * `endedSnapshots`).
 */
export class PublicityPeriods {
  constructor(private readonly db: Db) {}

  async advanceDue(now: Date): Promise<{ started: number[]; ended: number[] }> {
    const ended = await this.db
      .update(publicitySnapshots)
      .set({ status: 'ended' })
      .where(
        and(
          inArray(publicitySnapshots.status, ['scheduled', 'published']),
          lte(publicitySnapshots.endTime, now),
        ),
      )
      .returning({ id: publicitySnapshots.id });
    const started = await this.db
      .update(publicitySnapshots)
      .set({ status: 'published' })
      .where(
        and(
          eq(publicitySnapshots.status, 'scheduled'),
          lte(publicitySnapshots.startTime, now),
          gt(publicitySnapshots.endTime, now),
        ),
      )
      .returning({ id: publicitySnapshots.id });
    return { started: started.map((r) => r.id), ended: ended.map((r) => r.id) };
  }
}

/** The lists whose period has ended (status `ended`), oldest end first: what the awarding reads. */
export async function endedSnapshots(db: DbOrTx, editionId?: number): Promise<SnapshotRow[]> {
  return db
    .select()
    .from(publicitySnapshots)
    .where(
      and(
        eq(publicitySnapshots.status, 'ended'),
        editionId === undefined ? undefined : eq(publicitySnapshots.editionId, editionId),
      ),
    )
    .orderBy(asc(publicitySnapshots.endTime), asc(publicitySnapshots.id));
}

/** The jobs module's handler: starts and ends the periods (every minute in the demo's tasks). */
export const publicityPeriodsJob = (periods: Pick<PublicityPeriods, 'advanceDue'>): JobHandler => ({
  className: 'publicityPeriods',
  label: M.jobLabel,
  description: M.jobDescription,
  paramExample: null,
  async run({ now }) {
    const { started, ended } = await periods.advanceDue(now);
    // The run's result is stored as text for staff to read later: in zh_CN.
    return renderMessage(M.jobResult({ started: started.length, ended: ended.length }));
  },
});
