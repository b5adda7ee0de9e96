import type {
  AssignedPair,
  AssignMode,
  AssignmentQuality,
  ConflictSource,
  ConflictStatus,
  ConflictType,
  DeclarationAlternates,
  GroupRole,
  Normalisation,
  ReminderKind,
  ReviewStatus,
  RunBasis,
  RunKind,
  RunStatus,
  Unfilled,
} from '@awards/shared/review';
import {
  boolean,
  doublePrecision,
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

const at = () => timestamp({ withTimezone: true });

/**
 * Expert review (docs/domain.md "Expert review"): settings, groups, conflicts,
 * assignment runs, assignments and the experts' reviews.
 */

/** One row per edition; absent means the defaults (DEFAULT_REVIEW_SETTINGS). */
export const reviewSettings = pgTable('review_settings', {
  editionId: integer()
    .primaryKey()
    .references(() => editions.id, { onDelete: 'cascade' }),
  expertsPerDeclaration: smallint().notNull().default(5),
  /** {awardId: k}: experts per declaration for one award of the edition. */
  awardOverrides: jsonb().$type<Record<string, number>>().notNull().default({}),
  minLoad: smallint().notNull().default(0),
  maxLoad: smallint().notNull().default(30),
  scoreScale: smallint().notNull().default(100),
  normalisation: text().$type<Normalisation>().notNull().default('weighted_mean'),
  rangeThreshold: doublePrecision().notNull().default(30),
  sdThreshold: doublePrecision().notNull().default(12),
  reviewStart: at(),
  reviewEnd: at(),
  blind: boolean().notNull().default(true),
  /** The scheduled reminder goes this many days before reviewEnd (docs/domain.md "Reminders"). */
  reminderDaysBefore: smallint().notNull().default(3),
  /** Staff closed the review with missing reviews (REVIEW_CLOSE): who, when, why. */
  closedBy: text(),
  closedTime: at(),
  closeReason: text(),
  alternatesPerDeclaration: smallint().notNull().default(2),
  ...auditColumns,
});

/** Each reminder sent to experts with unsubmitted reviews: by staff or by the scheduled job. */
export const reviewReminders = pgTable(
  'review_reminders',
  {
    id: id(),
    editionId: integer()
      .notNull()
      .references(() => editions.id, { onDelete: 'cascade' }),
    groupId: integer().references(() => reviewGroups.id, { onDelete: 'set null' }),
    kind: text().$type<ReminderKind>().notNull(),
    experts: integer().notNull(),
    messages: integer().notNull(),
    sms: integer().notNull(),
    ...auditColumns,
  },
  (t) => [index('review_reminders_edition_idx').on(t.editionId, t.createTime)],
);

export const reviewGroups = pgTable(
  'review_groups',
  {
    id: id(),
    editionId: integer()
      .notNull()
      .references(() => editions.id, { onDelete: 'cascade' }),
    groupName: text().notNull(),
    awardId: integer().references(() => awards.id, { onDelete: 'restrict' }),
    discipline: text(),
    sortNumber: integer().notNull().default(0),
    ...auditColumns,
  },
  (t) => [uniqueIndex('review_groups_name_uq').on(t.editionId, t.groupName)],
);

/** Leader, members and alternates; an expert sits in one group of an edition at most. */
export const reviewGroupExperts = pgTable(
  'review_group_experts',
  {
    id: id(),
    groupId: integer()
      .notNull()
      .references(() => reviewGroups.id, { onDelete: 'cascade' }),
    editionId: integer()
      .notNull()
      .references(() => editions.id, { onDelete: 'cascade' }),
    expertId: integer()
      .notNull()
      .references(() => experts.id, { onDelete: 'restrict' }),
    role: text().$type<GroupRole>().notNull(),
  },
  (t) => [
    uniqueIndex('review_group_experts_uq').on(t.editionId, t.expertId),
    index('review_group_experts_group_idx').on(t.groupId),
  ],
);

/** Which group reviews a declaration; `pinned` when placed by hand (placement leaves it). */
export const reviewGroupDeclarations = pgTable(
  'review_group_declarations',
  {
    declarationId: integer()
      .primaryKey()
      .references(() => declarations.id, { onDelete: 'cascade' }),
    groupId: integer()
      .notNull()
      .references(() => reviewGroups.id, { onDelete: 'cascade' }),
    pinned: boolean().notNull().default(false),
  },
  (t) => [index('review_group_declarations_group_idx').on(t.groupId)],
);

/**
 * A declarer's avoidance request (回避申请): an organisation and optionally an expert's
 * name in it. Matched against the pool into pending conflicts (source declarer) that staff decide.
 */
export const reviewAvoidRequests = pgTable(
  'review_avoid_requests',
  {
    id: id(),
    editionId: integer()
      .notNull()
      .references(() => editions.id, { onDelete: 'cascade' }),
    declarationId: integer()
      .notNull()
      .references(() => declarations.id, { onDelete: 'cascade' }),
    organisation: text().notNull(),
    expertName: text(),
    reason: text().notNull(),
    ...auditColumns,
  },
  (t) => [index('review_avoid_requests_declaration_idx').on(t.declarationId)],
);

/** Conflicts of interest (回避): each with type, source, reason, who and when. */
export const reviewConflicts = pgTable(
  'review_conflicts',
  {
    id: id(),
    editionId: integer()
      .notNull()
      .references(() => editions.id, { onDelete: 'cascade' }),
    expertId: integer()
      .notNull()
      .references(() => experts.id, { onDelete: 'restrict' }),
    declarationId: integer()
      .notNull()
      .references(() => declarations.id, { onDelete: 'cascade' }),
    conflictType: text().$type<ConflictType>().notNull(),
    source: text().$type<ConflictSource>().notNull(),
    status: text().$type<ConflictStatus>().notNull(),
    reason: text(),
    /** The declarer's request this pending conflict came from. */
    requestId: integer().references(() => reviewAvoidRequests.id, { onDelete: 'cascade' }),
    decidedBy: text(),
    decidedTime: at(),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('review_conflicts_uq').on(t.expertId, t.declarationId, t.conflictType),
    index('review_conflicts_edition_idx').on(t.editionId, t.status),
    index('review_conflicts_declaration_idx').on(t.declarationId),
    index('review_conflicts_request_idx').on(t.requestId),
  ],
);

/** A proposal of the solver, stored with what makes it reproducible; applied at most once. */
export const reviewAssignmentRuns = pgTable(
  'review_assignment_runs',
  {
    id: id(),
    editionId: integer()
      .notNull()
      .references(() => editions.id, { onDelete: 'cascade' }),
    groupId: integer()
      .notNull()
      .references(() => reviewGroups.id, { onDelete: 'cascade' }),
    kind: text().$type<RunKind>().notNull().default('assignment'),
    mode: text().$type<AssignMode>().notNull(),
    topUp: boolean().notNull().default(false),
    status: text().$type<RunStatus>().notNull(),
    seed: integer().notNull(),
    /** Drawn runs: the cap q on each pair's probability (docs/domain.md "Drawn"); null for optimal runs. */
    pairCap: doublePrecision(),
    /** SHA-256 of the canonical input (docs/domain.md "Reproducible"). */
    inputHash: text().notNull(),
    solver: text().notNull(),
    message: text(),
    added: jsonb().$type<AssignedPair[]>().notNull().default([]),
    removed: jsonb().$type<{ declarationId: number; expertId: number }[]>().notNull().default([]),
    unfilled: jsonb().$type<Unfilled[]>().notNull().default([]),
    alternates: jsonb().$type<DeclarationAlternates[]>().notNull().default([]),
    /** What the run was solved under, for the draw record: the constraints and the conflicts excluded. */
    basis: jsonb().$type<RunBasis>(),
    quality: jsonb().$type<AssignmentQuality>(),
    appliedBy: text(),
    appliedTime: at(),
    ...auditColumns,
  },
  (t) => [index('review_assignment_runs_group_idx').on(t.groupId, t.id)],
);

export const reviewAssignments = pgTable(
  'review_assignments',
  {
    id: id(),
    editionId: integer()
      .notNull()
      .references(() => editions.id, { onDelete: 'cascade' }),
    groupId: integer()
      .notNull()
      .references(() => reviewGroups.id, { onDelete: 'restrict' }),
    declarationId: integer()
      .notNull()
      .references(() => declarations.id, { onDelete: 'cascade' }),
    expertId: integer()
      .notNull()
      .references(() => experts.id, { onDelete: 'restrict' }),
    runId: integer().references(() => reviewAssignmentRuns.id, { onDelete: 'set null' }),
    match: doublePrecision().notNull().default(0),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('review_assignments_uq').on(t.declarationId, t.expertId),
    index('review_assignments_expert_idx').on(t.expertId, t.editionId),
    index('review_assignments_group_idx').on(t.groupId),
  ],
);

/** One expert's review of one declaration: a score per standard ({standardId: score}). */
export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    editionId: integer()
      .notNull()
      .references(() => editions.id, { onDelete: 'cascade' }),
    declarationId: integer()
      .notNull()
      .references(() => declarations.id, { onDelete: 'cascade' }),
    expertId: integer()
      .notNull()
      .references(() => experts.id, { onDelete: 'restrict' }),
    status: text().$type<ReviewStatus>().notNull().default('draft'),
    scores: jsonb().$type<Record<string, number>>().notNull().default({}),
    /** Σ score/max × weight over the standards: 0..100; null until every standard is scored. */
    total: doublePrecision(),
    comment: text(),
    familiarity: smallint(),
    submittedAt: at(),
    reopenReason: text(),
    reopenedBy: text(),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('reviews_uq').on(t.declarationId, t.expertId),
    index('reviews_edition_idx').on(t.editionId, t.status),
    index('reviews_expert_idx').on(t.expertId),
  ],
);

/**
 * The edition's calibration as last computed (docs/domain.md "Stored calibration"): one row per
 * edition, with the fingerprint of the inputs it was computed from (the submitted reviews and the
 * scale and thresholds) and each expert's additive bias; recomputed only when the fingerprint moves.
 */
export const reviewCalibrations = pgTable('review_calibrations', {
  editionId: integer()
    .primaryKey()
    .references(() => editions.id, { onDelete: 'cascade' }),
  fingerprint: text().notNull(),
  /** {expertId: bias}: the least-squares fit's additive bias on the 0..100 totals. */
  offsets: jsonb().$type<Record<string, number>>().notNull().default({}),
  computedTime: at().notNull().defaultNow(),
});

/** Each reviewed declaration's scores under every method and its flags, as of the edition's calibration. */
export const reviewScores = pgTable(
  'review_scores',
  {
    declarationId: integer()
      .primaryKey()
      .references(() => declarations.id, { onDelete: 'cascade' }),
    editionId: integer()
      .notNull()
      .references(() => editions.id, { onDelete: 'cascade' }),
    /** Submitted reviews with a total. */
    reviews: smallint().notNull(),
    weightedMean: doublePrecision().notNull(),
    trimmedMean: doublePrecision().notNull(),
    zScore: doublePrecision().notNull(),
    biasLs: doublePrecision().notNull(),
    flagRange: boolean().notNull(),
    flagSd: boolean().notNull(),
    /** Expert ids more than 2 SD from their co-reviewers. */
    outliers: jsonb().$type<number[]>().notNull().default([]),
  },
  (t) => [index('review_scores_edition_idx').on(t.editionId)],
);
