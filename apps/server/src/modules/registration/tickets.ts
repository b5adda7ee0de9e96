import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { renderMessage } from '@awards/shared/i18n';
import {
  SITE_REGISTRATION_MESSAGES as M,
  REGISTRATION_TICKET_MINUTES,
  type RegistrationTicket,
} from '@awards/shared/site-registration';
import { SMS_CODE, SMS_MESSAGES } from '@awards/shared/sms';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { registrationCodes } from '../../db/schema';
import { tooManyRequests, unauthorised } from '../../platform/errors';
import type { OutboundChannels } from '../channels/public';

const MAX_ATTEMPTS = 5;
const sha = (text: string) => createHash('sha256').update(text).digest('hex');
const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** A phone proven by SMS code, as the registration's later calls know it. */
export interface ProvenPhone {
  codeId: number;
  phone: string;
  uploadedFileIds: string[];
}

/**
 * The phone check of a registration (docs/site.md "Registration"): a 6-digit code by
 * SMS, with the limits of the sign-in codes (one a minute, ten a day, 5 minutes, 5 wrong
 * answers burn it), answered for a ticket that proves the phone for an hour. Codes of
 * their own table: a registration code never signs anyone in.
 */
export class RegistrationTickets {
  constructor(
    private readonly db: Db,
    private readonly outbound: Pick<OutboundChannels, 'sendSms'>,
  ) {}

  async sendCode(phone: string, now = new Date()): Promise<{ resendAfter: number }> {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`registration-code:${phone}`}))`);
      const recent = await tx
        .select({ createTime: registrationCodes.createTime })
        .from(registrationCodes)
        .where(
          and(
            eq(registrationCodes.phone, phone),
            gt(registrationCodes.createTime, new Date(now.getTime() - 86_400_000)),
          ),
        )
        .orderBy(desc(registrationCodes.createTime));
      const last = recent[0]?.createTime;
      const wait = last
        ? Math.ceil((last.getTime() + SMS_CODE.resendSeconds * 1000 - now.getTime()) / 1000)
        : 0;
      if (wait > 0) throw tooManyRequests(SMS_MESSAGES.tooSoon({ seconds: wait }));
      if (recent.length >= SMS_CODE.dailyLimit) throw tooManyRequests(SMS_MESSAGES.dailyLimit);
      await tx.insert(registrationCodes).values({
        phone,
        codeHash: sha(`${phone}:${code}`),
        codeExpiresAt: new Date(now.getTime() + SMS_CODE.ttlSeconds * 1000),
        createTime: now,
      });
    });
    await this.outbound.sendSms({
      recipient: phone,
      content: renderMessage(M.codeText({ code, minutes: SMS_CODE.ttlSeconds / 60 })),
      bizType: 'registration',
    });
    return { resendAfter: SMS_CODE.resendSeconds };
  }

  async verify(phone: string, code: string, now = new Date()): Promise<RegistrationTicket> {
    const [current] = await this.db
      .select()
      .from(registrationCodes)
      .where(
        and(
          eq(registrationCodes.phone, phone),
          isNull(registrationCodes.usedAt),
          gt(registrationCodes.codeExpiresAt, now),
        ),
      )
      .orderBy(desc(registrationCodes.createTime))
      .limit(1);
    if (!current || !sameHash(current.codeHash, sha(`${phone}:${code}`))) {
      if (current) {
        const failed = current.failedAttempts + 1;
        await this.db
          .update(registrationCodes)
          .set({ failedAttempts: failed, usedAt: failed >= MAX_ATTEMPTS ? now : null })
          .where(eq(registrationCodes.id, current.id));
      }
      throw unauthorised(M.codeWrong);
    }
    const ticket = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now.getTime() + REGISTRATION_TICKET_MINUTES * 60_000);
    const claimed = await this.db
      .update(registrationCodes)
      .set({ usedAt: now, ticketHash: sha(ticket), ticketExpiresAt: expiresAt })
      .where(and(eq(registrationCodes.id, current.id), isNull(registrationCodes.usedAt)))
      .returning({ id: registrationCodes.id });
    if (claimed.length === 0) throw unauthorised(M.codeWrong);
    return { ticket, expiresAt: expiresAt.toISOString() };
  }

  /** The phone a ticket proves, or 401 with the message to ask for a new code. */
  async resolve(ticket: string | undefined, db: DbOrTx = this.db, now = new Date()): Promise<ProvenPhone> {
    if (!ticket || ticket.length > 100) throw unauthorised(M.ticketInvalid);
    const [row] = await db
      .select({
        codeId: registrationCodes.id,
        phone: registrationCodes.phone,
        uploadedFileIds: registrationCodes.uploadedFileIds,
      })
      .from(registrationCodes)
      .where(and(eq(registrationCodes.ticketHash, sha(ticket)), gt(registrationCodes.ticketExpiresAt, now)));
    if (!row) throw unauthorised(M.ticketInvalid);
    return row;
  }

  async rememberUpload(codeId: number, fileId: string): Promise<void> {
    await this.db
      .update(registrationCodes)
      .set({
        uploadedFileIds: sql`${registrationCodes.uploadedFileIds} || ${JSON.stringify([fileId])}::jsonb`,
      })
      .where(eq(registrationCodes.id, codeId));
  }
}
