import { localeOf } from '@awards/shared/i18n';
import { PASSWORD_PATHS, passwordRecoverySchema } from '@awards/shared/password-recovery';
import { SMS_PATHS, smsCodeRequestSchema, smsLoginSchema } from '@awards/shared/sms';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { App } from '../../platform/deps';
import { ok } from '../../platform/envelope';
import type { AuthServices } from './module';

const clientOf = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] });

/**
 * `POST /callback` serves several sign-in kinds told apart by ?client_name=. The
 * password route (routes.ts) is registered without a constraint; this strategy
 * sends `client_name=captcha_client` to the SMS route and leaves every other
 * request to the password route, so neither route's schema has to know the other.
 */
const CLIENT_NAME = 'clientName';
function addClientNameStrategy(app: App): void {
  app.addConstraintStrategy({
    name: CLIENT_NAME,
    storage() {
      const handlers = new Map<string, unknown>();
      return {
        get: (value: string) => (handlers.get(value) ?? null) as never,
        set: (value: string, store: unknown) => {
          handlers.set(value, store);
        },
      };
    },
    deriveConstraint(request: { url?: string }) {
      const query = (request.url ?? '').split('?', 2)[1];
      return query ? (new URLSearchParams(query).get('client_name') ?? undefined) : undefined;
    },
    mustMatchWhenDerived: false,
  });
}

/** Phone + SMS-code sign-in (spec 000 §7 "Login and session"). */
export function smsLoginRoutes(app: App, { smsLogin, recovery, config }: AuthServices): void {
  addClientNameStrategy(app);
  const rateLimit = { max: config.LOGIN_RATE_LIMIT, timeWindow: 60_000 };

  app.post(
    SMS_PATHS.sendCode,
    {
      config: { auth: 'public', rateLimit },
      schema: {
        tags: ['session'],
        summary: 'Send a 6-digit sign-in code by SMS (same answer for unknown phones)',
        body: smsCodeRequestSchema,
      },
    },
    async (request) =>
      ok(await smsLogin.requestCode(request.body.phone, localeOf(request.headers['accept-language']))),
  );

  app.post(
    PASSWORD_PATHS.sendCode,
    {
      config: { auth: 'public', rateLimit },
      schema: {
        tags: ['session'],
        summary: 'Send an SMS code (the /account/sms code: sign-in or password recovery)',
        body: smsCodeRequestSchema,
      },
    },
    async (request) =>
      ok(await smsLogin.requestCode(request.body.phone, localeOf(request.headers['accept-language']))),
  );

  app.post(
    PASSWORD_PATHS.recover,
    {
      config: { auth: 'public', rateLimit },
      schema: {
        tags: ['session'],
        summary: 'A new password for the account of a phone, with its SMS code; its sessions end',
        body: passwordRecoverySchema,
      },
    },
    async (request) => {
      await recovery.recover(request.body);
      return ok(null);
    },
  );

  app.post(
    '/callback',
    {
      constraints: { [CLIENT_NAME]: 'captcha_client' },
      config: { auth: 'public', rateLimit },
      schema: {
        tags: ['session'],
        summary: 'Sign in with phone and SMS code (?client_name=captcha_client)',
        querystring: z.object({ client_name: z.literal('captcha_client') }),
        body: smsLoginSchema,
      },
    },
    async (request) => ok(await smsLogin.login(request.body.phone, request.body.captcha, clientOf(request))),
  );
}
