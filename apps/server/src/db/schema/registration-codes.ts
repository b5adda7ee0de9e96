import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { id } from './columns';

const at = () => timestamp({ withTimezone: true });

/**
 * A phone proven for registration on the public site (docs/site.md "Registration"):
 * the SMS code (hashed, 5 minutes, burnt after 5 wrong answers), then, once answered,
 * the registration ticket (hashed, an hour) that the applicant's later calls carry.
 * Apart from the sign-in codes (sms_codes), so a registration code never signs anyone in.
 */
export const registrationCodes = pgTable(
  'registration_codes',
  {
    id: id(),
    phone: text().notNull(),
    codeHash: text().notNull(),
    codeExpiresAt: at().notNull(),
    failedAttempts: integer().notNull().default(0),
    usedAt: at(),
    ticketHash: text(),
    ticketExpiresAt: at(),
    /** The files uploaded under the ticket: only these may be named by the application. */
    uploadedFileIds: jsonb().$type<string[]>().notNull().default([]),
    createTime: at().notNull().defaultNow(),
  },
  (t) => [
    index('registration_codes_phone_idx').on(t.phone, t.createTime),
    index('registration_codes_ticket_idx').on(t.ticketHash),
  ],
);
