import { optionalBody } from '@awards/shared/admin-fields';
import {
  declarationContentSchema,
  declarationIdSchema,
  declarationUpdateSchema,
  declarationWithdrawSchema,
} from '@awards/shared/declarations';
import { myDeclarationsQuerySchema } from '@awards/shared/declarer';
import { localeOf } from '@awards/shared/i18n';
import type { FastifyRequest } from 'fastify';
import { currentUser } from '../../platform/auth/guard';
import type { App } from '../../platform/deps';
import { ok } from '../../platform/envelope';
import type { DeclarerServices } from './module';

const tags = ['declarer'];

/** The language the caller reads, in which the answers name the codes. */
const localeOfRequest = (request: FastifyRequest) => localeOf(request.headers['accept-language']);

/**
 * The public declaration site's calls. Declared 'login': the service admits only
 * client users of type declarer and scopes every call to their own unit.
 * Attachments are uploaded first through /rest/file/upload (purpose attachment).
 */
export function declarerRoutes(app: App, services: DeclarerServices): void {
  const { declarer } = services;
  const base = '/rest/declarer/declaration';

  app.post(
    '/rest/declarer/openEditions',
    {
      config: { auth: 'login' },
      schema: { tags, summary: 'Editions open for declaration, with their awards and grades' },
    },
    async (request) => ok(await declarer.openEditions(currentUser(request))),
  );

  app.post(
    '/rest/declarer/recommendUnits',
    {
      config: { auth: 'login' },
      schema: { tags, summary: 'The recommending units a declaration may name' },
    },
    async (request) => ok(await declarer.recommendUnits(currentUser(request))),
  );

  app.post(
    `${base}/printView`,
    {
      config: { auth: 'login' },
      schema: {
        tags,
        summary: "One of my declarations as the staff's print-friendly HTML page (print to PDF)",
        body: declarationIdSchema,
      },
    },
    async (request, reply) =>
      reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(
          await declarer.formHtml(currentUser(request), request.body.declarationId, localeOfRequest(request)),
        ),
  );

  app.post(
    `${base}/page`,
    {
      config: { auth: 'login' },
      schema: { tags, summary: "My unit's declarations", body: optionalBody(myDeclarationsQuerySchema) },
    },
    async (request) => ok(await declarer.page(currentUser(request), request.body, localeOfRequest(request))),
  );

  app.post(
    `${base}/detail`,
    {
      config: { auth: 'login' },
      schema: { tags, summary: 'One of my declarations: status, opinions, trail', body: declarationIdSchema },
    },
    async (request) =>
      ok(await declarer.detail(currentUser(request), request.body.declarationId, localeOfRequest(request))),
  );

  app.post(
    `${base}/add`,
    {
      config: { auth: 'login' },
      schema: { tags, summary: 'Create a draft for my unit', body: declarationContentSchema },
    },
    async (request) => ok(await declarer.add(currentUser(request), request.body, localeOfRequest(request))),
  );

  app.post(
    `${base}/update`,
    {
      config: { auth: 'login' },
      schema: { tags, summary: 'Edit a draft or returned declaration', body: declarationUpdateSchema },
    },
    async (request) =>
      ok(await declarer.update(currentUser(request), request.body, localeOfRequest(request))),
  );

  app.post(
    `${base}/delete`,
    {
      config: { auth: 'login' },
      schema: { tags, summary: 'Delete a draft', body: declarationIdSchema },
    },
    async (request) => ok(await declarer.remove(currentUser(request), request.body.declarationId)),
  );

  app.post(
    `${base}/submit`,
    {
      config: { auth: 'login' },
      schema: {
        tags,
        summary: 'Submit a draft, or resubmit a returned declaration',
        body: declarationIdSchema,
      },
    },
    async (request) =>
      ok(await declarer.submit(currentUser(request), request.body.declarationId, localeOfRequest(request))),
  );

  app.post(
    `${base}/withdraw`,
    {
      config: { auth: 'login' },
      schema: { tags, summary: 'Withdraw, with the reason', body: declarationWithdrawSchema },
    },
    async (request) =>
      ok(
        await declarer.withdraw(
          currentUser(request),
          request.body.declarationId,
          request.body.reason,
          localeOfRequest(request),
        ),
      ),
  );
}
