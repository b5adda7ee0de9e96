import { localeOf } from '@awards/shared/i18n';
import { outputEditionSchema, reviewSummarySchema } from '@awards/shared/outputs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { currentUser } from '../../platform/auth/guard';
import type { App } from '../../platform/deps';
import { ok } from '../../platform/envelope';
import { sendExport } from '../../platform/xlsx';
import type { ResultsServices } from './module';
import { renderReviewSummary } from './summary-print';

const tags = ['results'];
const localeOfRequest = (request: FastifyRequest) => localeOf(request.headers['accept-language']);
const sendHtml = (reply: FastifyReply, html: string) =>
  reply
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
    .send(html);

/**
 * The outputs of the results (docs/domain.md "Outputs"): the review summary of a declaration for
 * staff (RESULT_VIEW) and, anonymised, for its declaring unit on the site; the award certificates'
 * data (RESULT_VIEW) as rows, Excel and a printable list.
 */
export function resultOutputRoutes(app: App, { summary, certificates, clock }: ResultsServices): void {
  app.post(
    '/rest/result/reviewSummary',
    {
      config: { auth: 'RESULT_VIEW' },
      schema: {
        tags,
        summary: "A declaration's review summary: scores, comments, calibrated score, rank, outcome",
        body: reviewSummarySchema,
      },
    },
    async (request) =>
      ok(await summary.staff(currentUser(request), request.body.declarationId, localeOfRequest(request))),
  );
  app.post(
    '/rest/result/reviewSummaryView',
    {
      config: { auth: 'RESULT_VIEW' },
      schema: { tags, summary: 'The review summary as a printable page', body: reviewSummarySchema },
    },
    async (request, reply) => {
      const locale = localeOfRequest(request);
      const view = await summary.staff(currentUser(request), request.body.declarationId, locale);
      return sendHtml(reply, renderReviewSummary(view, locale, clock.format(new Date())));
    },
  );
  app.post(
    '/rest/declarer/reviewSummary',
    {
      config: { auth: 'login' },
      schema: {
        tags: ['declarer'],
        summary: "My declaration's review summary, anonymised, once the results are published",
        body: reviewSummarySchema,
      },
    },
    async (request) =>
      ok(await summary.unit(currentUser(request), request.body.declarationId, localeOfRequest(request))),
  );
  app.post(
    '/rest/result/certificates',
    {
      config: { auth: 'RESULT_VIEW' },
      schema: { tags, summary: "The edition's award certificates' data", body: outputEditionSchema },
    },
    async (request) => ok(await certificates.rows(request.body.editionId)),
  );
  app.post(
    '/rest/result/certificatesExport',
    {
      config: { auth: 'RESULT_VIEW' },
      schema: { tags, summary: "The award certificates' data as .xlsx", body: outputEditionSchema },
    },
    async (request, reply) => {
      const owner = { userId: currentUser(request).userId, locale: localeOfRequest(request) };
      return sendExport(reply, await certificates.export(owner, request.body.editionId), 'certificates.xlsx');
    },
  );
  app.post(
    '/rest/result/certificatesView',
    {
      config: { auth: 'RESULT_VIEW' },
      schema: {
        tags,
        summary: "The award certificates' data as a printable list",
        body: outputEditionSchema,
      },
    },
    async (request, reply) =>
      sendHtml(reply, await certificates.html(request.body.editionId, localeOfRequest(request))),
  );
}
