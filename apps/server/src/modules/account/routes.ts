import { encryptedPasswordFormSchema } from '@awards/shared/password';
import { PASSWORD_PATHS, passwordCheckSchema } from '@awards/shared/password-recovery';
import { currentUser } from '../../platform/auth/guard';
import type { App } from '../../platform/deps';
import { ok } from '../../platform/envelope';
import type { AccountServices } from './module';

export function accountRoutes(app: App, { account }: AccountServices): void {
  // The specification names two paths for changing the own password: one call (docs/site.md).
  for (const path of ['/rest/setting/updatepassword', PASSWORD_PATHS.change])
    app.post(
      path,
      {
        config: { auth: 'login' },
        schema: {
          tags: ['account'],
          summary: 'Change the own password; fields AES-ECB/PKCS7 encrypted with the transport key',
          body: encryptedPasswordFormSchema,
        },
      },
      async (request) => {
        await account.changePassword(currentUser(request), request.body);
        return ok(null);
      },
    );

  app.post(
    PASSWORD_PATHS.check,
    {
      config: { auth: 'login' },
      schema: {
        tags: ['account'],
        summary: 'Whether a password is the own one (encrypted); counted with the sign-in failures and lock',
        body: passwordCheckSchema,
      },
    },
    async (request) => ok(await account.checkPassword(currentUser(request), request.body.password)),
  );
}
