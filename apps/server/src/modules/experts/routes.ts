import { optionalBody } from '@awards/shared/admin-fields';
import {
  expertAddSchema,
  expertAuditQuerySchema,
  expertFilterSchema,
  expertIdSchema,
  expertPageQuerySchema,
  expertUpdateSchema,
} from '@awards/shared/experts';
import { localeOf } from '@awards/shared/i18n';
import { currentUser } from '../../platform/auth/guard';
import type { App } from '../../platform/deps';
import { ok } from '../../platform/envelope';
import { sendExport } from '../../platform/xlsx';
import type { ExpertsServices } from './module';

const tags = ['experts'];

/** The expert pool (spec 001 §7 "experts: create, update, detail, lists"), EXPERT_* codes. */
export function expertRoutes(app: App, services: ExpertsServices): void {
  const { experts, expertExport } = services;

  app.post(
    '/rest/expert/page',
    {
      config: { auth: 'EXPERT_VIEW' },
      schema: {
        tags,
        summary: 'The pool, newest first (ID number and bank account masked)',
        body: optionalBody(expertPageQuerySchema),
      },
    },
    async (request) => ok(await experts.page(request.body)),
  );

  app.post(
    '/rest/expert/auditPage',
    {
      // The audit page's own list, so a role given only that page needs no EXPERT_VIEW.
      config: { auth: 'EXPERT_AUDIT' },
      schema: {
        tags,
        summary: 'Experts awaiting the registration audit (sensitive fields masked)',
        body: optionalBody(expertAuditQuerySchema),
      },
    },
    async (request) => ok(await experts.page({ ...request.body, status: 'pending' })),
  );

  app.post(
    '/rest/expert/detail',
    {
      config: { auth: 'EXPERT_VIEW' },
      schema: {
        tags,
        summary: 'One expert; sensitive fields in full with EXPERT_VIEW_SENSITIVE',
        body: expertIdSchema,
      },
    },
    async (request) => ok(await experts.detail(currentUser(request), request.body.expertId)),
  );

  app.post(
    '/rest/expert/add',
    {
      config: { auth: 'EXPERT_ADD' },
      schema: { tags, summary: 'Add an expert (approved unless status is pending)', body: expertAddSchema },
    },
    async (request) => ok(await experts.add(currentUser(request), request.body)),
  );

  app.post(
    '/rest/expert/update',
    {
      config: { auth: 'EXPERT_EDIT' },
      schema: { tags, summary: 'Edit an expert (left-out fields unchanged)', body: expertUpdateSchema },
    },
    async (request) => ok(await experts.update(currentUser(request), request.body)),
  );

  app.post(
    '/rest/expert/export',
    {
      config: { auth: 'EXPERT_EXPORT' },
      schema: {
        tags,
        summary: 'The filtered pool (masked): the .xlsx when small, else a background export job',
        body: optionalBody(expertFilterSchema),
      },
    },
    async (request, reply) => {
      const locale = localeOf(request.headers['accept-language']);
      const outcome = await expertExport.export(currentUser(request).userId, request.body, locale);
      return sendExport(reply, outcome, 'experts.xlsx');
    },
  );
}
