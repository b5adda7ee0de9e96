import {
  type CasLoginAnswer,
  type CasValidateQuery,
  SIGN_ON_MESSAGES,
  type ThirdLoginAnswer,
} from '@awards/shared/sign-on';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { STAFF_USER_TYPE } from '../../platform/auth/guard';
import { badRequest, notFound, unauthorised } from '../../platform/errors';
import type { AuthApi, ClientInfo } from '../auth/public';
import type { CasClient } from './cas';
import type { OidcClient } from './oidc';

/** The CAS settings the service needs beyond the client: the portal page tickets are issued for. */
export interface CasService {
  client: CasClient;
  serviceUrl: string;
}

/** The one live staff account of a provider subject (users_third_key makes it one). */
export function boundUser(db: Db, thirdType: string, thirdId: string) {
  return db.query.users.findFirst({
    columns: { id: true, loginName: true, userType: true },
    where: and(eq(users.thirdType, thirdType), eq(users.thirdId, thirdId), eq(users.delFlag, 0)),
  });
}

/**
 * Sign-in vouched for by another system (spec 000 §5, §7; docs/sso.md): a CAS ticket, or
 * an OAuth 2.0 / OpenID Connect authorisation code. Each maps to an existing staff account
 * (by login name for CAS, by the binding of the account for OAuth); nobody is created here.
 * The session is made by the sign-in module exactly as for a password, and every refusal is
 * in the login log.
 */
export class SignOnService {
  constructor(
    private readonly db: Db,
    private readonly auth: AuthApi,
    private readonly cas: CasService | null,
    private readonly oidc: { client: OidcClient; type: string } | null,
  ) {}

  async casLogin(query: CasValidateQuery, client: ClientInfo): Promise<CasLoginAnswer> {
    if (!this.cas) throw notFound(SIGN_ON_MESSAGES.casOff);
    const service = this.serviceOf(query.service);
    const outcome = await this.cas.client.validate(query.ticket, service);
    if ('failure' in outcome) {
      await this.auth.recordRefusal({ loginName: '', reason: 'invalid ticket', loginType: 'cas' }, client);
      throw unauthorised(SIGN_ON_MESSAGES.ticketInvalid);
    }
    const user = await this.db.query.users.findFirst({
      columns: { id: true },
      where: and(
        sql`lower(${users.loginName}) = ${outcome.user.trim().toLowerCase()}`,
        eq(users.delFlag, 0),
        eq(users.userType, STAFF_USER_TYPE),
      ),
    });
    if (!user) {
      await this.auth.recordRefusal(
        { loginName: outcome.user, reason: 'unknown user', loginType: 'cas' },
        client,
      );
      throw unauthorised(SIGN_ON_MESSAGES.noStaffUser({ name: outcome.user }));
    }
    return { success: true, result: await this.auth.signInVouched(user.id, client, 'cas') };
  }

  async thirdLogin(code: string, client: ClientInfo): Promise<ThirdLoginAnswer> {
    if (!this.oidc) throw notFound(SIGN_ON_MESSAGES.oauthOff);
    const outcome = await this.oidc.client.subjectOf(code);
    if ('refused' in outcome) {
      await this.auth.recordRefusal({ loginName: '', reason: 'invalid code', loginType: 'oauth' }, client);
      throw unauthorised(SIGN_ON_MESSAGES.codeInvalid);
    }
    const user = await boundUser(this.db, this.oidc.type, outcome.sub);
    if (!user || user.userType !== STAFF_USER_TYPE) {
      const loginName = `${this.oidc.type}:${outcome.sub}`;
      await this.auth.recordRefusal({ loginName, reason: 'not bound', loginType: 'oauth' }, client);
      throw unauthorised(SIGN_ON_MESSAGES.notBound);
    }
    return { code: '200', result: await this.auth.signInVouched(user.id, client, 'oauth') };
  }

  /**
   * The service the ticket was issued for: the configured portal page, or that page with a
   * query of its own (the page to return to). Another address is refused, so a ticket
   * issued to some other application cannot sign anyone in here.
   */
  private serviceOf(given: string | undefined): string {
    const configured = this.cas!.serviceUrl;
    if (given === undefined) return configured;
    let url: URL;
    try {
      url = new URL(given);
    } catch {
      throw badRequest({ service: SIGN_ON_MESSAGES.serviceInvalid });
    }
    const expected = new URL(configured);
    if (url.origin !== expected.origin || url.pathname !== expected.pathname || url.hash) {
      throw badRequest({ service: SIGN_ON_MESSAGES.serviceInvalid });
    }
    return given;
  }
}
