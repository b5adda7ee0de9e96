import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { auditColumns, delFlag, id, translation } from './columns';
import { editions } from './editions';
import { users } from './users';

/** An attachment as notices and messages carry it: a file id of the file store and its name. */
export type MsgFileJson = { fileId: string; fileName: string };

/** System announcements (spec 000 §3 "Announcement"); `titile` keeps the wire spelling. */
export const notices = pgTable(
  'notices',
  {
    id: id(),
    titile: text().notNull(),
    msgAbstract: text(),
    /** Sanitised HTML (platform/sanitise-html.ts). */
    msgContent: text(),
    /** ALL | USER */
    msgType: text().notNull().default('ALL'),
    msgCategory: text().notNull().default('1'),
    /** H | M | L */
    priority: text().notNull().default('M'),
    /** 0 draft, 1 published, 2 revoked */
    sendStatus: smallint().notNull().default(0),
    /** A draft with a future startTime is released by the scheduled job at that time. */
    startTime: timestamp({ withTimezone: true }),
    endTime: timestamp({ withTimezone: true }),
    sendTime: timestamp({ withTimezone: true }),
    cancelTime: timestamp({ withTimezone: true }),
    senderUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    msgFiles: jsonb().$type<MsgFileJson[]>().notNull().default([]),
    openType: text(),
    openPage: text(),
    busType: text(),
    busId: text(),
    /** 1: shown to anyone on the public site (a published notice to everyone only; docs/site.md). */
    publicFlag: smallint().notNull().default(0),
    /** The edition a public notice is about: its attachments are that edition's guides and forms. */
    editionId: integer().references(() => editions.id, { onDelete: 'set null' }),
    delFlag: delFlag(),
    ...auditColumns,
  },
  (t) => [
    // The public site's list: public, published, newest first (live() adds the rest).
    index('notices_public_idx')
      .on(t.sendTime)
      .where(sql`${t.publicFlag} = 1 and ${t.sendStatus} = 1 and ${t.delFlag} = 0`),
    index('notices_edition_idx').on(t.editionId),
    index('notices_status_send_time_idx').on(t.delFlag, t.sendStatus, t.sendTime),
    index('notices_priority_idx').on(t.priority),
    index('notices_msg_type_idx').on(t.msgType),
    index('notices_send_time_idx').on(t.sendTime),
    index('notices_create_time_idx').on(t.createTime),
    // releaseDue() reads only drafts waiting for their start time.
    index('notices_due_idx')
      .on(t.startTime)
      .where(sql`${t.sendStatus} = 0 and ${t.delFlag} = 0 and ${t.startTime} is not null`),
  ],
);

/** The users a msgType USER notice is addressed to. */
export const noticeTargets = pgTable(
  'notice_targets',
  {
    noticeId: integer()
      .notNull()
      .references(() => notices.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.noticeId, t.userId] }), index('notice_targets_user_idx').on(t.userId)],
);

/** Per-user read state of notices: a row means read. */
export const noticeReads = pgTable(
  'notice_reads',
  {
    noticeId: integer()
      .notNull()
      .references(() => notices.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.noticeId, t.userId] }), index('notice_reads_user_idx').on(t.userId)],
);

/** A message sent to users (message centre, templates, the system); receivers in messageReceivers. */
export const messages = pgTable(
  'messages',
  {
    id: id(),
    msgTitle: text().notNull(),
    msgContent: text(),
    /** Channel: 1 SMS, 2 e-mail, 3 WeChat, 4 system (dictionary msg_type). */
    msgType: text().notNull().default('4'),
    /** SYSTEM | USER */
    senderType: text().notNull().default('SYSTEM'),
    senderUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    msgFiles: jsonb().$type<MsgFileJson[]>().notNull().default([]),
    openType: text(),
    openPage: text(),
    busType: text(),
    busId: text(),
    templateCode: text(),
    sendTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
    delFlag: delFlag(),
    createBy: text(),
  },
  (t) => [
    index('messages_sender_idx').on(t.senderType, t.delFlag, t.sendTime),
    index('messages_sender_user_idx').on(t.senderUserId),
    index('messages_type_idx').on(t.msgType),
    index('messages_title_idx').on(t.msgTitle),
    index('messages_send_time_idx').on(t.sendTime),
  ],
);

/** One row per receiver of a message: read state and, for outbound channels, the send outcome. */
export const messageReceivers = pgTable(
  'message_receivers',
  {
    id: id(),
    messageId: integer()
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readFlag: smallint().notNull().default(0),
    readTime: timestamp({ withTimezone: true }),
    /** 0 not sent, 1 sent, 2 failed (dictionary msg_send_status). */
    sendStatus: smallint().notNull().default(0),
    errorMsg: text(),
    delFlag: delFlag(),
  },
  (t) => [
    uniqueIndex('message_receivers_message_user_key').on(t.messageId, t.userId),
    index('message_receivers_user_idx').on(t.userId, t.delFlag, t.readFlag),
  ],
);

/** Message templates with `${name}` placeholders (spec 001 "templates"). */
export const messageTemplates = pgTable(
  'message_templates',
  {
    id: id(),
    templateCode: text().notNull(),
    templateName: text().notNull(),
    templateNameI18n: translation('template_name_i18n'),
    templateTitle: text(),
    templateContent: text().notNull(),
    /** 1 SMS, 2 e-mail, 3 WeChat, 4 system (dictionary template_type). */
    templateType: text().notNull(),
    remark: text(),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('message_templates_code_key').on(t.templateCode),
    index('message_templates_type_idx').on(t.templateType),
    index('message_templates_name_idx').on(t.templateName),
  ],
);

/**
 * Every outbound send (SMS, e-mail, WeChat) with its outcome: the SMS log page
 * lists the channel '1' rows. Never a false 'sent': a row is 1 only after the
 * provider accepted it, 2 with the error otherwise.
 */
export const sendLog = pgTable(
  'send_log',
  {
    id: id(),
    /** 1 SMS, 2 e-mail, 3 WeChat. */
    channel: text().notNull(),
    /** Phone number or e-mail address. */
    recipient: text().notNull(),
    receiverUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    subject: text(),
    content: text().notNull(),
    templateCode: text(),
    /** sign-in-code | template | message */
    bizType: text().notNull(),
    messageId: integer().references(() => messages.id, { onDelete: 'set null' }),
    sendStatus: smallint().notNull().default(0),
    errorMsg: text(),
    provider: text().notNull(),
    sendTime: timestamp({ withTimezone: true }),
    delFlag: delFlag(),
    createTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('send_log_channel_idx').on(t.channel, t.delFlag, t.createTime),
    index('send_log_status_idx').on(t.sendStatus),
    index('send_log_recipient_idx').on(t.recipient),
    index('send_log_message_idx').on(t.messageId),
  ],
);

/** Phone sign-in codes: only a hash is kept; single-use, short-lived, rate-limited per phone. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: id(),
    phone: text().notNull(),
    codeHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    /** Wrong answers against this code; it is burnt after a few. */
    failedAttempts: integer().notNull().default(0),
    createTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sms_codes_phone_idx').on(t.phone, t.createTime)],
);
