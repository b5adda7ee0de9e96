import type { MessageRef } from '@awards/shared/i18n';
import { newPasswordSchema, PASSWORD_MESSAGES } from '@awards/shared/password';
import { SITE_REGISTRATION_MESSAGES as M, type PersonRegistration } from '@awards/shared/site-registration';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { persons, users } from '../../db/schema';
import { hashPassword } from '../../platform/auth/passwords';
import { decryptTransport } from '../../platform/crypto/transport';
import { PG_UNIQUE_VIOLATION, pgErrorOf } from '../../platform/db-errors';
import { badRequest } from '../../platform/errors';
import { fieldConflict, nextUserNo } from './accounts';
import type { RegistrationTickets } from './tickets';

/** The unique indexes a concurrent registration can meet, and the field each names. */
const BY_CONSTRAINT: Record<string, [string, MessageRef]> = {
  users_phone_key: ['phone', M.phoneTaken],
  users_login_name_key: ['phone', M.phoneTaken],
  persons_id_number_key: ['idNumber', M.idNumberTaken],
};

/**
 * A person's registration on the public site (docs/domain.md "Objections", "Who files"): a
 * client user of type `person` who files objections. The phone is the ticket's (proven by SMS
 * code), the login name that phone; the real name, an ID number (GB 11643, unique among
 * persons) and a password of the password rule. No organisation, no audit: the account is
 * active at once, since what identifies the person (the ID number's form and the phone) is
 * checked here; staff can freeze it like any account.
 */
export class PersonSignupService {
  constructor(
    private readonly db: Db,
    private readonly tickets: RegistrationTickets,
    private readonly transportKey: string,
  ) {}

  async register(ticket: string | undefined, input: PersonRegistration): Promise<{ status: 'active' }> {
    const proven = await this.tickets.resolve(ticket);
    const password = this.password(input);
    const passwordHash = await hashPassword(password);
    const idNumber = input.idNumber.toUpperCase();
    try {
      await this.db.transaction(async (tx) => {
        if (await tx.$count(users, eq(users.phone, proven.phone))) throw fieldConflict('phone', M.phoneTaken);
        if (await tx.$count(persons, eq(persons.idNumber, idNumber)))
          throw fieldConflict('idNumber', M.idNumberTaken);
        const now = new Date();
        const [user] = await tx
          .insert(users)
          .values({
            userNo: await nextUserNo(tx),
            loginName: proven.phone,
            passwordHash,
            passwordChangedAt: now,
            realname: input.realname,
            phone: proven.phone,
            userType: 'person',
            orgId: null,
            enableLogin: true,
            createBy: proven.phone,
          })
          .returning({ id: users.id });
        await tx.insert(persons).values({ userId: user!.id, idNumber, createTime: now });
      });
    } catch (error) {
      const pg = pgErrorOf(error);
      const hit =
        pg?.code === PG_UNIQUE_VIOLATION && pg.constraint ? BY_CONSTRAINT[pg.constraint] : undefined;
      if (hit) throw fieldConflict(hit[0], hit[1]);
      throw error;
    }
    return { status: 'active' };
  }

  /** The password, decrypted and held to the rule of every new password (400 on its field). */
  private password(input: PersonRegistration): string {
    const password = decryptTransport(input.newPassword, this.transportKey);
    const confirm = decryptTransport(input.confirmPassword, this.transportKey);
    if (password === null) throw badRequest({ newPassword: PASSWORD_MESSAGES.undecryptable });
    if (confirm === null) throw badRequest({ confirmPassword: PASSWORD_MESSAGES.undecryptable });
    const rule = newPasswordSchema.safeParse(password);
    if (!rule.success) throw badRequest({ newPassword: rule.error.issues[0]!.message as MessageRef });
    if (password !== confirm) throw badRequest({ confirmPassword: PASSWORD_MESSAGES.mismatch });
    return password;
  }
}
