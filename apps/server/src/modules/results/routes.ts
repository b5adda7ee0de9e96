import { localeOf } from '@awards/shared/i18n';
import {
  resultAwardSchema,
  resultConfirmSchema,
  resultEditionSchema,
  resultListIdSchema,
  resultReopenSchema,
  resultWhatIfSchema,
} from '@awards/shared/results';
import { currentUser } from '../../platform/auth/guard';
import type { App } from '../../platform/deps';
import { ok } from '../../platform/envelope';
import type { ResultsServices } from './module';
import { resultOutputRoutes } from './outputs-routes';

const tags = ['results'];

/** `/rest/result/*` (RESULT_*): per award the ranking, grades, quotas, what-if, confirm and reopen. */
export function resultRoutes(app: App, services: ResultsServices): void {
  const { results, confirm } = services;
  resultOutputRoutes(app, services);
  app.post(
    '/rest/result/awards',
    {
      config: { auth: 'RESULT_VIEW' },
      schema: {
        tags,
        summary: "The edition's awards with where their results stand",
        body: resultEditionSchema,
      },
    },
    async (request) => ok(await results.awards(request.body.editionId)),
  );
  app.post(
    '/rest/result/view',
    {
      config: { auth: 'RESULT_VIEW' },
      schema: {
        tags,
        summary: "An award's ranking, grades, quota use and versions",
        body: resultAwardSchema,
      },
    },
    async (request) =>
      ok(
        await results.view(
          request.body.editionId,
          request.body.awardId,
          localeOf(request.headers['accept-language']),
        ),
      ),
  );
  app.post(
    '/rest/result/whatIf',
    {
      config: { auth: 'RESULT_VIEW' },
      schema: {
        tags,
        summary: 'The list with another method or thresholds (nothing stored)',
        body: resultWhatIfSchema,
      },
    },
    async (request) => ok(await results.whatIf(request.body, localeOf(request.headers['accept-language']))),
  );
  app.post(
    '/rest/result/list/detail',
    {
      config: { auth: 'RESULT_VIEW' },
      schema: { tags, summary: 'One version with its entries', body: resultListIdSchema },
    },
    async (request) => ok(await results.listDetail(request.body.listId)),
  );
  app.post(
    '/rest/result/confirm',
    {
      config: { auth: 'RESULT_CONFIRM' },
      schema: {
        tags,
        summary: 'Freeze the list (version, content hash); propose or not_award each',
        body: resultConfirmSchema,
      },
    },
    async (request) =>
      ok(
        await confirm.confirm(
          currentUser(request),
          request.body.editionId,
          request.body.awardId,
          localeOf(request.headers['accept-language']),
        ),
      ),
  );
  app.post(
    '/rest/result/reopen',
    {
      config: { auth: 'RESULT_REOPEN' },
      schema: {
        tags,
        summary: 'Reopen a confirmed list by a recorded decision (reason, document number)',
        body: resultReopenSchema,
      },
    },
    async (request) =>
      ok(
        await confirm.reopen(
          currentUser(request),
          request.body,
          localeOf(request.headers['accept-language']),
        ),
      ),
  );
}
