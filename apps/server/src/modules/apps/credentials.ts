import { APP_MESSAGES } from '@awards/shared/apps';
import { type IssuedSecret, WEB_UPLOAD_MESSAGES } from '@awards/shared/web-upload';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { apps } from '../../db/schema';
import type { SessionUser } from '../../platform/auth/sessions';
import { newSecret, type SecretBox } from '../../platform/crypto/secret-box';
import { notFound, ruleViolation } from '../../platform/errors';
import type { AppCredentialsApi, SystemApp } from './public';

/** The sealed secret is bound to its app's code: copied onto another app's row, it does not open. */
const aadOf = (appCode: string) => `app-secret:${appCode}`;

/**
 * The integration secrets of apps (docs/integration.md): issued (or replaced) by a user holding
 * APP_EDIT and shown once, kept sealed with INTEGRATION_SECRET_KEY, unsealed only to verify a
 * signature. Without the key no secret is issued and nobody can sign.
 */
export class AppCredentials implements AppCredentialsApi {
  constructor(
    private readonly db: Db,
    private readonly box: SecretBox | null,
  ) {}

  get enabled(): boolean {
    return this.box !== null;
  }

  async issue(user: SessionUser, appId: number): Promise<IssuedSecret> {
    if (!this.box) throw ruleViolation(WEB_UPLOAD_MESSAGES.keyMissing);
    const app = await this.db.query.apps.findFirst({ where: eq(apps.id, appId), columns: { appCode: true } });
    if (!app) throw notFound(APP_MESSAGES.notFound);
    const secret = newSecret();
    const issuedAt = new Date();
    await this.db
      .update(apps)
      .set({
        secretSealed: this.box.seal(secret, aadOf(app.appCode)),
        secretIssuedAt: issuedAt,
        updateBy: user.loginName,
        updateTime: issuedAt,
      })
      .where(eq(apps.id, appId));
    return { appId, appCode: app.appCode, secret, issuedAt: issuedAt.toISOString() };
  }

  /** An enabled app by its code, with its secret when one was issued; null when none is enabled. */
  async system(appCode: string): Promise<SystemApp | null> {
    const row = await this.db.query.apps.findFirst({
      where: and(eq(apps.appCode, appCode), eq(apps.appStatus, 1), eq(apps.delFlag, 0)),
      columns: { id: true, appCode: true, appName: true, secretSealed: true },
    });
    if (!row) return null;
    const secret = row.secretSealed && this.box ? this.box.open(row.secretSealed, aadOf(row.appCode)) : null;
    return { appId: row.id, appCode: row.appCode, appName: row.appName, secret };
  }
}
