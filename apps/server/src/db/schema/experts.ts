import type { ExpertAvailability, ExpertStatus } from '@awards/shared/experts';
import type { RegistrationStatus } from '@awards/shared/registration';
import { sql } from 'drizzle-orm';
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
import { bankBranches } from './banks';
import { auditColumns, delFlag, id } from './columns';
import { editions } from './editions';
import { users } from './users';

const at = () => timestamp({ withTimezone: true });

/** The expert pool (DOMAIN.md "Expert", docs/domain.md "Experts"). */
export const experts = pgTable(
  'experts',
  {
    id: id(),
    expertName: text().notNull(),
    /** 1 male, 2 female: dictionary sex */
    sex: smallint(),
    organisation: text().notNull(),
    title: text(),
    /** An item code of the dictionary `discipline` */
    discipline: text().notNull(),
    /** Research keywords (研究方向关键词), at most ten: assignment matches them with a declaration's. */
    keywords: jsonb().$type<string[]>().notNull().default([]),
    regionCode: text(),
    phone: text(),
    email: text(),
    /** Sensitive: masked everywhere but the detail asked with EXPERT_VIEW_SENSITIVE. */
    idNumber: text(),
    bankName: text(),
    /** The branch of the maintained list (banks), where one was chosen (the site's registration). */
    bankBranchId: integer().references(() => bankBranches.id, { onDelete: 'set null' }),
    /** Sensitive, like idNumber. */
    bankAccount: text(),
    /** The CV uploaded with the registration on the public site (file store id). */
    cvFileId: text(),
    /** The client user (type expert) the expert signs in as; set null if that user is purged. */
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    status: text().$type<ExpertStatus>().notNull().default('pending'),
    auditOpinion: text(),
    auditBy: text(),
    auditTime: at(),
    blacklisted: boolean().notNull().default(false),
    blacklistReason: text(),
    blacklistBy: text(),
    blacklistTime: at(),
    remark: text(),
    delFlag: delFlag(),
    deletedAt: at(),
    ...auditColumns,
  },
  (t) => [
    // The pool page always filters on del_flag; status and discipline are its commonest filters.
    index('experts_live_status_idx').on(t.delFlag, t.status),
    index('experts_discipline_idx').on(t.discipline),
    index('experts_region_idx').on(t.regionCode),
    index('experts_blacklisted_idx').on(t.blacklisted).where(sql`${t.blacklisted}`),
    index('experts_recycle_idx').on(t.deletedAt).where(sql`${t.delFlag} = 1`),
    index('experts_bank_branch_idx').on(t.bankBranchId),
    index('experts_cv_file_idx').on(t.cvFileId),
    uniqueIndex('experts_user_key').on(t.userId),
    uniqueIndex('experts_id_number_key').on(t.idNumber),
  ],
);

/** An edition's expert pool: the experts pushed into it (and told so). */
export const editionExperts = pgTable(
  'edition_experts',
  {
    id: id(),
    editionId: integer()
      .notNull()
      .references(() => editions.id, { onDelete: 'cascade' }),
    // Restrict: an expert who served in an edition is kept (the recycle bin refuses to purge).
    expertId: integer()
      .notNull()
      .references(() => experts.id, { onDelete: 'restrict' }),
    pushBy: text(),
    pushTime: at().notNull().defaultNow(),
    /** What the expert said for this edition (the site's expert home); null until they say. */
    availability: text().$type<ExpertAvailability>(),
    unavailableReason: text(),
    availabilityTime: at(),
  },
  (t) => [
    uniqueIndex('edition_experts_uq').on(t.editionId, t.expertId),
    index('edition_experts_expert_idx').on(t.expertId),
  ],
);

/**
 * A declarer's registration, audited by staff (docs/domain.md "Registration
 * audit"). The account stays unable to sign in (users.enable_login false) until
 * approved; a rejection keeps its reason here.
 */
export const declarerRegistrations = pgTable(
  'declarer_registrations',
  {
    id: id(),
    userId: integer()
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text().$type<RegistrationStatus>().notNull().default('pending'),
    submitTime: at().notNull().defaultNow(),
    auditOpinion: text(),
    auditBy: text(),
    auditTime: at(),
    /** The business licence uploaded with the application (file store id). */
    licenceFileId: text(),
  },
  (t) => [
    index('declarer_registrations_status_idx').on(t.status, t.submitTime),
    index('declarer_registrations_licence_idx').on(t.licenceFileId),
  ],
);
