import {
  daysLeft,
  type PublicityField,
  type PublicSnapshot,
  type PublicSnapshotDetail,
  type SnapshotDetail,
  type SnapshotStatus,
  type SnapshotView,
} from '@awards/shared/publicity';
import { iso } from '../../platform/time';
import type { SnapshotRow } from './repository';

/**
 * The status a snapshot has at `now`: the stored one, moved on by the clock where the job has
 * not run yet (a scheduled list whose start has come is published; a published one past its
 * end has ended), so no read shows a list late or early.
 */
export function statusAt(
  row: Pick<SnapshotRow, 'status' | 'startTime' | 'endTime'>,
  now: Date,
): SnapshotStatus {
  if (row.status === 'unpublished' || row.status === 'ended') return row.status;
  if (now >= row.endTime) return 'ended';
  if (now >= row.startTime) return 'published';
  return 'scheduled';
}

export const presentSnapshot = (row: SnapshotRow, now = new Date()): SnapshotView => ({
  snapshotId: row.id,
  editionId: row.editionId,
  stage: row.stage,
  title: row.title,
  fields: row.fields as PublicityField[],
  status: statusAt(row, now),
  startTime: iso(row.startTime)!,
  endTime: iso(row.endTime)!,
  contentHash: row.contentHash,
  entryCount: row.entries.length,
  sources: row.sources,
  noticeId: row.noticeId,
  publishedBy: row.publishedBy,
  publishedTime: iso(row.publishedTime)!,
  unpublishedBy: row.unpublishedBy,
  unpublishedTime: iso(row.unpublishedTime),
  unpublishReason: row.unpublishReason,
});

export const presentDetail = (row: SnapshotRow, now = new Date()): SnapshotDetail => ({
  ...presentSnapshot(row, now),
  entries: row.entries,
});

export function presentPublic(
  row: SnapshotRow,
  editionName: string,
  now: Date,
  zone: string,
): PublicSnapshot {
  const status = statusAt(row, now) === 'ended' ? 'ended' : 'published';
  return {
    snapshotId: row.id,
    editionId: row.editionId,
    editionName,
    stage: row.stage,
    title: row.title,
    status,
    startTime: iso(row.startTime)!,
    endTime: iso(row.endTime)!,
    daysLeft: daysLeft(now, row.endTime, zone),
    open: status === 'published',
    entryCount: row.entries.length,
    contentHash: row.contentHash,
  };
}

export const presentPublicDetail = (
  row: SnapshotRow,
  editionName: string,
  now: Date,
  zone: string,
): PublicSnapshotDetail => ({
  ...presentPublic(row, editionName, now, zone),
  fields: row.fields as PublicityField[],
  // Only the whitelisted fields the snapshot stored, with the declaration to object to.
  entries: row.entries.map((e) => ({ declarationId: e.declarationId, shown: e.shown })),
});
