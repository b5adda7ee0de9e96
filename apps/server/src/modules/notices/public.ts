import type { BusType } from '@awards/shared/business-modules';
import type { DbOrTx } from '../../db/client';
/**
 * What other modules may use of the notices (system announcements).
 *
 * Notices come before the bell: user-messages (the bell's counts and lists)
 * reads notices' audience rules from here, and notices never import
 * user-messages. When a notice's audience or a read mark changes (release,
 * revoke, mark read), notices say so through `onUnreadChange`, and the bell,
 * which listens, pushes fresh counts. So the dependency runs one way,
 * user-messages → notices, and a new kind of bell entry does not touch notices.
 */

/** Whose unread notices changed: named users, or everyone (a notice to ALL). */
export type UnreadChange = { userIds: readonly number[] } | 'everyone';

/** Told after the write committed; a failure is reported, never undoes the write. */
export type UnreadChangeListener = (change: UnreadChange) => Promise<void>;

/** What the notices module offers (its descriptor's `api`). */
export interface NoticesApi {
  /** Listens for changes of users' unread notices (the bell's `num` push). */
  onUnreadChange(listener: UnreadChangeListener): void;

  /** A public notice to everyone, written in the caller's transaction (published now, or released at a future start). */
  insertPublicNotice(tx: DbOrTx, input: PublicNoticeInput): Promise<number>;

  /** Takes a notice written by insertPublicNotice down (revoked if published, deleted if not yet). */
  withdrawNotice(tx: DbOrTx, noticeId: number, operator: string): Promise<void>;
}

/** A public notice another module announces something with. */
export interface PublicNoticeInput {
  title: string;
  abstract: string | null;
  /** HTML, sanitised on the way in. */
  content: string;
  editionId: number;
  startTime: Date;
  /** What it is about (`publicity` and the snapshot's id), for the module that wrote it. */
  busType: BusType;
  busId: string;
  operator: string;
}

// The audience rules, as SQL conditions on the notices table: what a user sees and has read.
export { readBy, visibleTo } from './audience';
// A notice in the bell: the header's item and the poll's message record.
export { type NoticeRow, noticeAsMessage, presentHeaderNotice } from './presenter';

/** The public notices other modules write, inside a demo seed's transaction (the publicity's `seedDemo`). */
export { insertPublicNotice, withdrawNotice } from './system-notices';
