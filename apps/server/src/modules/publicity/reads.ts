import type { Page } from '@awards/shared/paging';
import {
  type HashCheck,
  PUBLICITY_MESSAGES as M,
  type PublicSnapshot,
  type PublicSnapshotDetail,
  type PublicSnapshotPageQuery,
  type SnapshotDetail,
  type SnapshotView,
} from '@awards/shared/publicity';
import { and, desc, eq, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { editions, publicitySnapshots } from '../../db/schema';
import type { DisplayClock } from '../../platform/clock';
import { notFound } from '../../platform/errors';
import { countRows, pagedQuery } from '../../platform/paging';
import { presentDetail, presentPublic, presentPublicDetail, presentSnapshot } from './presenter';
import { contentHash, readSnapshot } from './repository';

/**
 * Shown on the public site: published or ended (never scheduled before its start, never
 * withdrawn); a scheduled list whose start has come shows even before the job marks it.
 */
const onSite = (now: Date) =>
  and(
    inArray(publicitySnapshots.status, ['scheduled', 'published', 'ended']),
    lte(publicitySnapshots.startTime, now),
  );

/** The reads of published lists: staff (every status, the hash check) and the public site. */
export class PublicityReads {
  constructor(
    private readonly db: Db,
    private readonly clock: DisplayClock,
  ) {}

  /** The edition's snapshots, newest first (staff). */
  async list(editionId: number): Promise<SnapshotView[]> {
    const rows = await this.db
      .select()
      .from(publicitySnapshots)
      .where(eq(publicitySnapshots.editionId, editionId))
      .orderBy(desc(publicitySnapshots.id));
    const now = new Date();
    return rows.map((r) => presentSnapshot(r, now));
  }

  async detail(snapshotId: number): Promise<SnapshotDetail> {
    const row = await readSnapshot(this.db, snapshotId);
    if (!row) throw notFound(M.notFound);
    return presentDetail(row);
  }

  /** Recomputes the hash from the stored fields and entries: does it still match the one published? */
  async verify(snapshotId: number): Promise<HashCheck> {
    const row = await readSnapshot(this.db, snapshotId);
    if (!row) throw notFound(M.notFound);
    const computedHash = contentHash(row.fields, row.entries);
    return {
      snapshotId,
      storedHash: row.contentHash,
      computedHash,
      matches: computedHash === row.contentHash,
    };
  }

  async publicPage(query: PublicSnapshotPageQuery): Promise<Page<PublicSnapshot>> {
    const now = new Date();
    const where = and(
      onSite(now),
      query.editionId !== undefined ? eq(publicitySnapshots.editionId, query.editionId) : undefined,
    );
    return pagedQuery(
      query,
      async (limit, offset) =>
        (
          await this.db
            .select({ row: publicitySnapshots, editionName: editions.editionName })
            .from(publicitySnapshots)
            .innerJoin(editions, eq(editions.id, publicitySnapshots.editionId))
            .where(where)
            .orderBy(desc(publicitySnapshots.startTime), desc(publicitySnapshots.id))
            .limit(limit)
            .offset(offset)
        ).map((r) => presentPublic(r.row, r.editionName, now, this.clock.zone)),
      countRows(this.db, publicitySnapshots, where),
    );
  }

  /** One list on the site: the same 404 for an absent, scheduled or withdrawn one. */
  async publicDetail(snapshotId: number): Promise<PublicSnapshotDetail> {
    const now = new Date();
    const [found] = await this.db
      .select({ row: publicitySnapshots, editionName: editions.editionName })
      .from(publicitySnapshots)
      .innerJoin(editions, eq(editions.id, publicitySnapshots.editionId))
      .where(and(eq(publicitySnapshots.id, snapshotId), onSite(now)));
    if (!found) throw notFound(M.notFound);
    return presentPublicDetail(found.row, found.editionName, now, this.clock.zone);
  }
}
