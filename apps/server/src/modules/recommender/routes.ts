import { optionalBody } from '@awards/shared/admin-fields';
import { declarationIdSchema } from '@awards/shared/declarations';
import { localeOf } from '@awards/shared/i18n';
import { declineSchema, recommendationsQuerySchema, recommendSchema } from '@awards/shared/recommender';
import type { FastifyRequest } from 'fastify';
import { currentUser } from '../../platform/auth/guard';
import type { App } from '../../platform/deps';
import { ok } from '../../platform/envelope';
import type { RecommenderServices } from './module';

const tags = ['recommender'];

/** The language the caller reads, in which the answers name the codes. */
const localeOfRequest = (request: FastifyRequest) => localeOf(request.headers['accept-language']);

/**
 * The recommending units' calls on the public site. Declared 'login': the service admits
 * only client users of type recommender placed in an organisation (403 otherwise) and
 * shows them only the declarations naming that organisation (404 otherwise).
 */
export function recommenderRoutes(app: App, services: RecommenderServices): void {
  const { recommender } = services;
  const base = '/rest/recommender';

  app.post(
    `${base}/page`,
    {
      config: { auth: 'login' },
      schema: {
        tags,
        summary: 'The declarations naming my unit as recommending unit, past the formal examination',
        body: optionalBody(recommendationsQuerySchema),
      },
    },
    async (request) =>
      ok(await recommender.page(currentUser(request), request.body, localeOfRequest(request))),
  );

  app.post(
    `${base}/detail`,
    {
      config: { auth: 'login' },
      schema: {
        tags,
        summary: 'One of them, with completers, attachments and trail',
        body: declarationIdSchema,
      },
    },
    async (request) =>
      ok(
        await recommender.detail(currentUser(request), request.body.declarationId, localeOfRequest(request)),
      ),
  );

  app.post(
    `${base}/printView`,
    {
      config: { auth: 'login' },
      schema: {
        tags,
        summary: "One of them as the staff's print-friendly HTML page",
        body: declarationIdSchema,
      },
    },
    async (request, reply) =>
      reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(
          await recommender.formHtml(
            currentUser(request),
            request.body.declarationId,
            localeOfRequest(request),
          ),
        ),
  );

  app.post(
    `${base}/recommend`,
    {
      config: { auth: 'login' },
      schema: { tags, summary: 'Recommend a declaration, with the opinion', body: recommendSchema },
    },
    async (request) =>
      ok(
        await recommender.recommend(
          currentUser(request),
          request.body.declarationId,
          request.body.opinion,
          localeOfRequest(request),
        ),
      ),
  );

  app.post(
    `${base}/decline`,
    {
      config: { auth: 'login' },
      schema: { tags, summary: 'Decline to recommend a declaration, with the reason', body: declineSchema },
    },
    async (request) =>
      ok(
        await recommender.decline(
          currentUser(request),
          request.body.declarationId,
          request.body.opinion,
          localeOfRequest(request),
        ),
      ),
  );
}
