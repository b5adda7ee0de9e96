import { optionalBody } from '@awards/shared/admin-fields';
import {
  awardAddSchema,
  awardFlowSchema,
  awardGradesSchema,
  awardIdSchema,
  awardPageQuerySchema,
  awardStandardsSchema,
  awardStatusSchema,
  awardUpdateSchema,
} from '@awards/shared/awards';
import { currentUser } from '../../platform/auth/guard';
import type { App } from '../../platform/deps';
import { ok } from '../../platform/envelope';
import type { AwardsServices } from './module';

const tags = ['awards'];

/** Awards (spec 001 §7 "prizes/awards with preset flows, standards and grades"), PRIZE_* codes. */
export function awardRoutes(app: App, services: AwardsServices): void {
  const { awards, awardSets } = services;

  app.post(
    '/rest/prize/page',
    {
      config: { auth: 'PRIZE_VIEW' },
      schema: { tags, summary: 'Awards with grades and standards', body: optionalBody(awardPageQuerySchema) },
    },
    async (request) => ok(await awards.page(request.body)),
  );

  app.post(
    '/rest/prize/options',
    // The edition pages pick awards without managing them.
    { config: { auth: 'login' }, schema: { tags, summary: 'Enabled awards for pickers' } },
    async () => ok(await awards.options()),
  );

  app.post(
    '/rest/prize/detail',
    { config: { auth: 'PRIZE_VIEW' }, schema: { tags, summary: 'One award', body: awardIdSchema } },
    async (request) => ok(await awards.detail(request.body.awardId)),
  );

  app.post(
    '/rest/prize/add',
    {
      config: { auth: 'PRIZE_ADD' },
      schema: { tags, summary: 'Create an award (grades, standards, flow optional)', body: awardAddSchema },
    },
    async (request) => ok(await awards.add(currentUser(request), request.body)),
  );

  app.post(
    '/rest/prize/update',
    { config: { auth: 'PRIZE_EDIT' }, schema: { tags, summary: 'Edit an award', body: awardUpdateSchema } },
    async (request) => ok(await awards.update(currentUser(request), request.body)),
  );

  app.post(
    '/rest/prize/delete',
    {
      config: { auth: 'PRIZE_DEL' },
      schema: { tags, summary: 'Delete an award no edition includes', body: awardIdSchema },
    },
    async (request) => ok(await awards.remove(request.body.awardId)),
  );

  app.post(
    '/rest/prize/updateStatus',
    {
      config: { auth: 'PRIZE_ENABLE' },
      schema: { tags, summary: 'Enable (1) or disable (0) awards', body: awardStatusSchema },
    },
    async (request) =>
      ok(await awards.setStatus(currentUser(request), request.body.awardIds, request.body.status)),
  );

  app.post(
    '/rest/prize/grades/save',
    {
      config: { auth: 'PRIZE_EDIT' },
      schema: { tags, summary: 'Replace the grades (name, level, default quota)', body: awardGradesSchema },
    },
    async (request) =>
      ok(await awardSets.saveGrades(currentUser(request), request.body.awardId, request.body.grades)),
  );

  app.post(
    '/rest/prize/standards/save',
    {
      config: { auth: 'PRIZE_EDIT' },
      schema: { tags, summary: 'Replace the standards (weights sum to 100)', body: awardStandardsSchema },
    },
    async (request) =>
      ok(await awardSets.saveStandards(currentUser(request), request.body.awardId, request.body.standards)),
  );

  app.post(
    '/rest/prize/flow/save',
    {
      config: { auth: 'PRIZE_EDIT' },
      schema: { tags, summary: 'Replace the preset flow (ordered stages)', body: awardFlowSchema },
    },
    async (request) =>
      ok(await awardSets.saveFlow(currentUser(request), request.body.awardId, request.body.flow)),
  );
}
