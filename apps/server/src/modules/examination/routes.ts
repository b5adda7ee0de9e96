import { optionalBody } from '@awards/shared/admin-fields';
import { declarationIdSchema } from '@awards/shared/declarations';
import {
  examinationBatchPassSchema,
  examinationDecideSchema,
  examinationQueueSchema,
} from '@awards/shared/examination';
import { localeOf } from '@awards/shared/i18n';
import { currentUser } from '../../platform/auth/guard';
import type { App } from '../../platform/deps';
import { ok } from '../../platform/envelope';
import type { ExaminationServices } from './module';

const tags = ['examination'];

/** The formal examination (DOMAIN.md, issue 7 item 7): DECLARE_EXAMINE, held by BUSI_AUDIT. */
export function examinationRoutes(app: App, services: ExaminationServices): void {
  const { examination } = services;

  app.post(
    '/rest/examination/page',
    {
      config: { auth: 'DECLARE_EXAMINE' },
      schema: {
        tags,
        summary: 'The queue: submitted and resubmitted declarations of editions in examination',
        body: optionalBody(examinationQueueSchema),
      },
    },
    async (request) =>
      ok(
        await examination.queue(
          currentUser(request),
          request.body,
          localeOf(request.headers['accept-language']),
        ),
      ),
  );

  app.post(
    '/rest/examination/detail',
    {
      config: { auth: 'DECLARE_EXAMINE' },
      schema: {
        tags,
        summary: 'One declaration with attachments and its whole trail, for the side-by-side view',
        body: declarationIdSchema,
      },
    },
    async (request) =>
      ok(
        await examination.detail(
          currentUser(request),
          request.body.declarationId,
          localeOf(request.headers['accept-language']),
        ),
      ),
  );

  app.post(
    '/rest/examination/decide',
    {
      config: { auth: 'DECLARE_EXAMINE' },
      schema: {
        tags,
        summary: 'Pass, return for correction, not accept or defer (opinion required but for pass)',
        body: examinationDecideSchema,
      },
    },
    async (request) =>
      ok(
        await examination.decide(
          currentUser(request),
          request.body,
          localeOf(request.headers['accept-language']),
        ),
      ),
  );

  app.post(
    '/rest/examination/batchPass',
    {
      config: { auth: 'DECLARE_EXAMINE' },
      schema: { tags, summary: 'Pass several declarations, all or none', body: examinationBatchPassSchema },
    },
    async (request) =>
      ok(
        await examination.batchPass(
          currentUser(request),
          request.body,
          localeOf(request.headers['accept-language']),
        ),
      ),
  );
}
