import { casValidateQuerySchema, oauthCodeSchema, SIGN_ON_PATHS } from '@awards/shared/sign-on';
import type { FastifyRequest } from 'fastify';
import { currentUser } from '../../platform/auth/guard';
import type { App } from '../../platform/deps';
import { ok } from '../../platform/envelope';
import type { SsoServices } from './module';

const tags = ['session'];
const clientOf = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] });

/** CAS and OAuth sign-in (spec 000 §7 "Login and session") and the account's binding (docs/sso.md). */
export function ssoRoutes(app: App, { signOn, bindings, config }: SsoServices): void {
  // As the password sign-in: per address, against guessing tickets and codes.
  const rateLimit = { max: config.LOGIN_RATE_LIMIT, timeWindow: 60_000 };

  app.get(
    SIGN_ON_PATHS.casValidate,
    {
      config: { auth: 'public', rateLimit },
      schema: {
        tags,
        summary: 'Sign in with a CAS service ticket: { success, result: { token, userInfo } }',
        querystring: casValidateQuerySchema,
      },
    },
    async (request) => ok(await signOn.casLogin(request.query, clientOf(request))),
  );

  app.get(
    `${SIGN_ON_PATHS.thirdLogin}/:code`,
    {
      config: { auth: 'public', rateLimit },
      schema: {
        tags,
        summary: "Sign in with an OAuth authorisation code: { code: '200', result: { token, userInfo } }",
        params: oauthCodeSchema,
      },
    },
    async (request) => ok(await signOn.thirdLogin(request.params.code, clientOf(request))),
  );

  app.post(
    SIGN_ON_PATHS.bindings,
    {
      config: { auth: 'staff' },
      schema: { tags: ['account'], summary: "The account's third-party binding" },
    },
    async (request) => ok(await bindings.view(currentUser(request).userId)),
  );

  app.post(
    SIGN_ON_PATHS.bind,
    {
      config: { auth: 'staff', rateLimit },
      schema: {
        tags: ['account'],
        summary: 'Bind the account to the provider account an authorisation code proves',
        body: oauthCodeSchema,
      },
    },
    async (request) => ok(await bindings.bind(currentUser(request).userId, request.body.code)),
  );

  app.post(
    SIGN_ON_PATHS.unbind,
    { config: { auth: 'staff' }, schema: { tags: ['account'], summary: 'Remove the third-party binding' } },
    async (request) => ok(await bindings.unbind(currentUser(request).userId)),
  );
}
