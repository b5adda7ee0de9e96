import { SIGN_ON_MESSAGES, type ThirdBindingView } from '@awards/shared/sign-on';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { onUniqueViolation } from '../../platform/db-errors';
import { conflict, notFound, unauthorised } from '../../platform/errors';
import type { OidcClient } from './oidc';
import { boundUser } from './service';

export interface Provider {
  client: OidcClient;
  type: string;
  name: string | null;
}

/**
 * The account's binding to the configured OAuth provider (the account's bindings page):
 * binding proves the provider account with a fresh authorisation code, so nobody binds a
 * subject they do not hold; a subject is bound to one account at most (users_third_key).
 */
export class BindingService {
  constructor(
    private readonly db: Db,
    private readonly provider: Provider | null,
  ) {}

  async view(userId: number): Promise<ThirdBindingView> {
    const user = await this.db.query.users.findFirst({
      columns: { thirdId: true, thirdType: true },
      where: eq(users.id, userId),
    });
    const provider = this.provider && { type: this.provider.type, name: this.provider.name };
    // A binding to a provider no longer configured is not shown as bound: it signs nobody in.
    const bound = !!provider && user?.thirdType === provider.type && !!user.thirdId;
    return { provider, bound, thirdId: bound ? user!.thirdId : null };
  }

  async bind(userId: number, code: string): Promise<ThirdBindingView> {
    if (!this.provider) throw notFound(SIGN_ON_MESSAGES.oauthOff);
    const outcome = await this.provider.client.subjectOf(code);
    if ('refused' in outcome) throw unauthorised(SIGN_ON_MESSAGES.codeInvalid);
    const holder = await boundUser(this.db, this.provider.type, outcome.sub);
    if (holder && holder.id !== userId) throw conflict(SIGN_ON_MESSAGES.boundElsewhere);
    await onUniqueViolation(
      () =>
        this.db
          .update(users)
          .set({ thirdType: this.provider!.type, thirdId: outcome.sub, updateTime: new Date() })
          .where(eq(users.id, userId)),
      (constraint) =>
        constraint === 'users_third_key' ? conflict(SIGN_ON_MESSAGES.boundElsewhere) : undefined,
    );
    return this.view(userId);
  }

  async unbind(userId: number): Promise<ThirdBindingView> {
    await this.db
      .update(users)
      .set({ thirdType: null, thirdId: null, updateTime: new Date() })
      .where(eq(users.id, userId));
    return this.view(userId);
  }
}
