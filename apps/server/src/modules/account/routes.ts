import { encryptedPasswordFormSchema } from '@awards/shared/password';
import { currentUser } from '../../platform/auth/guard';
import type { App } from '../../platform/deps';
import { ok } from '../../platform/envelope';
import type { AccountServices } from './module';

export function accountRoutes(app: App, { account }: AccountServices): void {
  app.post(
    '/rest/setting/updatepassword',
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
}
