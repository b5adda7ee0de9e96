import { optionalBody } from '@awards/shared/admin-fields';
import {
  editionAddSchema,
  editionAwardFlowSchema,
  editionAwardGradesSchema,
  editionAwardSchema,
  editionAwardStandardsSchema,
  editionAwardsAddSchema,
  editionIdSchema,
  editionPageQuerySchema,
  editionTransitionSchema,
  editionUpdateSchema,
} from '@awards/shared/editions';
import { currentUser } from '../../platform/auth/guard';
import type { App } from '../../platform/deps';
import { ok } from '../../platform/envelope';
import type { EditionsServices } from './module';

const tags = ['editions'];

/** Editions (spec 001 §7 "editions with prize, flow, standard and grade operations"), EDITION_* codes. */
export function editionRoutes(app: App, services: EditionsServices): void {
  const { editions, editionAwards, editionStatus } = services;

  app.post(
    '/rest/edition/options',
    {
      // Names and statuses only, for the pickers of other areas (pushing experts into a pool).
      config: { auth: 'login' },
      schema: { tags, summary: 'Editions to choose from, newest year first' },
    },
    async () => ok(await editions.options()),
  );

  app.post(
    '/rest/edition/page',
    {
      config: { auth: 'EDITION_VIEW' },
      schema: { tags, summary: 'Editions, newest year first', body: optionalBody(editionPageQuerySchema) },
    },
    async (request) => ok(await editions.page(request.body)),
  );

  app.post(
    '/rest/edition/detail',
    {
      config: { auth: 'EDITION_VIEW' },
      schema: {
        tags,
        summary: 'One edition with its awards, grades, standards and flows',
        body: editionIdSchema,
      },
    },
    async (request) => ok(await editions.detail(request.body.editionId)),
  );

  app.post(
    '/rest/edition/add',
    {
      config: { auth: 'EDITION_ADD' },
      schema: { tags, summary: 'Create a draft edition', body: editionAddSchema },
    },
    async (request) => ok(await editions.add(currentUser(request), request.body)),
  );

  app.post(
    '/rest/edition/update',
    {
      config: { auth: 'EDITION_EDIT' },
      schema: { tags, summary: 'Edit name, year and windows (until finished)', body: editionUpdateSchema },
    },
    async (request) => ok(await editions.update(currentUser(request), request.body)),
  );

  app.post(
    '/rest/edition/delete',
    {
      config: { auth: 'EDITION_DEL' },
      schema: { tags, summary: 'Delete a draft edition', body: editionIdSchema },
    },
    async (request) => ok(await editions.remove(request.body.editionId)),
  );

  app.post(
    '/rest/edition/prize/add',
    {
      config: { auth: 'EDITION_EDIT' },
      schema: {
        tags,
        summary: 'Add awards, copying grades, standards and flow',
        body: editionAwardsAddSchema,
      },
    },
    async (request) =>
      ok(await editionAwards.add(currentUser(request), request.body.editionId, request.body.awardIds)),
  );

  app.post(
    '/rest/edition/prize/remove',
    {
      config: { auth: 'EDITION_EDIT' },
      schema: { tags, summary: 'Take an award out of the edition', body: editionAwardSchema },
    },
    async (request) =>
      ok(await editionAwards.remove(currentUser(request), request.body.editionId, request.body.awardId)),
  );

  app.post(
    '/rest/edition/grade/save',
    {
      config: { auth: 'EDITION_EDIT' },
      schema: {
        tags,
        summary: "Replace an edition award's grades and quotas",
        body: editionAwardGradesSchema,
      },
    },
    async (request) => {
      const { editionId, awardId, grades } = request.body;
      return ok(await editionAwards.saveGrades(currentUser(request), editionId, awardId, grades));
    },
  );

  app.post(
    '/rest/edition/standard/save',
    {
      config: { auth: 'EDITION_EDIT' },
      schema: { tags, summary: "Replace an edition award's standards", body: editionAwardStandardsSchema },
    },
    async (request) => {
      const { editionId, awardId, standards } = request.body;
      return ok(await editionAwards.saveStandards(currentUser(request), editionId, awardId, standards));
    },
  );

  app.post(
    '/rest/edition/flow/save',
    {
      config: { auth: 'EDITION_EDIT' },
      schema: { tags, summary: "Replace an edition award's flow", body: editionAwardFlowSchema },
    },
    async (request) => {
      const { editionId, awardId, flow } = request.body;
      return ok(await editionAwards.saveFlow(currentUser(request), editionId, awardId, flow));
    },
  );

  app.post(
    '/rest/edition/transition',
    {
      config: { auth: 'EDITION_STATUS' },
      schema: {
        tags,
        summary: 'Move the edition to its next status (505 with the reason)',
        body: editionTransitionSchema,
      },
    },
    async (request) => {
      const { editionId, target, note } = request.body;
      return ok(await editionStatus.transition(currentUser(request), editionId, target, note));
    },
  );

  app.post(
    '/rest/edition/history',
    {
      config: { auth: 'EDITION_VIEW' },
      schema: { tags, summary: 'Status changes, oldest first', body: editionIdSchema },
    },
    async (request) => ok(await editionStatus.history(request.body.editionId)),
  );
}
