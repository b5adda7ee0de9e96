import type {
  BallotSource,
  Fraction,
  MeetingRole,
  MeetingStatus,
  RoundKind,
  Threshold,
} from '@awards/shared/meeting';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { awards } from './awards';
import { auditColumns, id } from './columns';
import { declarations } from './declarations';
import { editions } from './editions';
import { experts } from './experts';
import { reviewGroups } from './review';

const at = () => timestamp({ withTimezone: true });

/**
 * Meeting review (docs/domain.md "Meeting review"): the edition's meeting settings, meetings,
 * their members and attendance, voting rounds and the insert-only ballots. Written only by the
 * `meeting` module.
 */

/** One row per edition; absent means DEFAULT_MEETING_SETTINGS. Fractions kept exact. */
export const meetingSettings = pgTable('meeting_settings', {
  editionId: integer()
    .primaryKey()
    .references(() => editions.id, { onDelete: 'cascade' }),
  quorumNum: smallint().notNull().default(2),
  quorumDen: smallint().notNull().default(3),
  secret: boolean().notNull().default(true),
  /** Overrides by grade level: {"1": {num, den, strict}}; a level not named takes the default. */
  thresholds: jsonb().$type<Record<string, Threshold>>().notNull().default({}),
  quotaPassDown: boolean().notNull().default(false),
  ...auditColumns,
});

/** A meeting of one review group, or of one award whose flow has no expert review. */
export const meetings = pgTable(
  'meetings',
  {
    id: id(),
    editionId: integer()
      .notNull()
      .references(() => editions.id, { onDelete: 'cascade' }),
    meetingName: text().notNull(),
    groupId: integer().references(() => reviewGroups.id, { onDelete: 'restrict' }),
    awardId: integer().references(() => awards.id, { onDelete: 'restrict' }),
    status: text().$type<MeetingStatus>().notNull().default('open'),
    ...auditColumns,
  },
  (t) => [index('meetings_edition_idx').on(t.editionId, t.id)],
);

/** Members (the chair included) and their attendance; `present` null until recorded. */
export const meetingMembers = pgTable(
  'meeting_members',
  {
    id: id(),
    meetingId: integer()
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    expertId: integer()
      .notNull()
      .references(() => experts.id, { onDelete: 'restrict' }),
    role: text().$type<MeetingRole>().notNull(),
    present: boolean(),
    attendanceTime: at(),
    attendanceBy: text(),
  },
  (t) => [
    uniqueIndex('meeting_members_uq').on(t.meetingId, t.expertId),
    index('meeting_members_expert_idx').on(t.expertId),
  ],
);

/**
 * A voting round: a grade vote over the agenda, or a run-off among the declarations tied at the
 * edge of a grade's quota. The declarations, the members present and the places are fixed when
 * it opens; its outcome is counted from the ballots (`counting.ts`).
 */
export const meetingRounds = pgTable(
  'meeting_rounds',
  {
    id: id(),
    meetingId: integer()
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    number: smallint().notNull(),
    kind: text().$type<RoundKind>().notNull(),
    status: text().$type<'open' | 'closed'>().notNull().default('open'),
    declarationIds: jsonb().$type<number[]>().notNull(),
    presentExpertIds: jsonb().$type<number[]>().notNull(),
    /** The quorum in force when it opened. */
    quorum: jsonb().$type<Fraction>().notNull(),
    runoffGradeLevel: smallint(),
    runoffPlaces: smallint(),
    openedBy: text().notNull(),
    openedTime: at().notNull().defaultNow(),
    closedBy: text(),
    closedTime: at(),
  },
  (t) => [uniqueIndex('meeting_rounds_number_uq').on(t.meetingId, t.number)],
);

/**
 * Ballots, insert-only: one row per vote; a later row of the same member on the same declaration
 * in the same round supersedes the earlier one. Never updated or deleted. `choice`: a grade level
 * ("1", "2"...), `none` (不授奖), or `approve` (run-off).
 */
export const meetingBallots = pgTable(
  'meeting_ballots',
  {
    id: id(),
    roundId: integer()
      .notNull()
      .references(() => meetingRounds.id, { onDelete: 'cascade' }),
    declarationId: integer()
      .notNull()
      .references(() => declarations.id, { onDelete: 'cascade' }),
    expertId: integer()
      .notNull()
      .references(() => experts.id, { onDelete: 'restrict' }),
    choice: text().notNull(),
    source: text().$type<BallotSource>().notNull(),
    /** A paper ballot: the staff member who recorded it, and why. */
    recordedBy: text(),
    reason: text(),
    createTime: at().notNull().defaultNow(),
  },
  (t) => [index('meeting_ballots_round_idx').on(t.roundId, t.declarationId, t.expertId, t.id)],
);
