import { loginClientSchema, loginFormSchema } from '@awards/shared/auth';
import type { FastifyRequest } from 'fastify';
import { currentUser } from '../../platform/auth/guard';
import type { App } from '../../platform/deps';
import { ok } from '../../platform/envelope';
import type { AuthServices } from './module';

const clientOf = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] });

/** Sign-in, sign-out and the current user (spec 000 §4, §7 "Login and session"). */
export function authRoutes(app: App, services: AuthServices): void {
  const { auth, captchas, config } = services;
  // Per address, on top of the per-account captcha and lock: slows down spraying many names.
  const loginRateLimit = { max: config.LOGIN_RATE_LIMIT, timeWindow: 60_000 };

  app.post(
    '/callback',
    {
      config: { auth: 'public', rateLimit: loginRateLimit },
      schema: {
        tags: ['session'],
        summary: 'Sign in with login name and password (JSON or form-encoded)',
        querystring: loginClientSchema,
        body: loginFormSchema,
      },
    },
    async (request) => ok(await auth.login(request.body, clientOf(request))),
  );

  app.route({
    method: ['GET', 'POST'],
    url: '/rest/captcha/png',
    config: { auth: 'public', rateLimit: loginRateLimit },
    schema: { tags: ['session'], summary: 'A new image captcha: { captchaId, image (data URL) }' },
    handler: async () => ok(await captchas.create()),
  });

  app.post(
    '/logout',
    { config: { auth: 'login' }, schema: { tags: ['session'], summary: 'End the current session' } },
    async (request) => {
      await auth.logout(currentUser(request).sessionId);
      return ok(null);
    },
  );

  app.get(
    '/api/user/info',
    { config: { auth: 'login' }, schema: { tags: ['session'], summary: 'The signed-in user' } },
    async (request) => ok(await auth.userInfo(currentUser(request).userId)),
  );
}
