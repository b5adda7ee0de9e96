import { optionalBody } from '@awards/shared/admin-fields';
import {
  awardRunSchema,
  carryOverSchema,
  objectionConcludeSchema,
  objectionEntrySchema,
  objectionFileSchema,
  objectionIdSchema,
  objectionPageQuerySchema,
  objectionRequestSchema,
  objectionRespondSchema,
  objectionScreenSchema,
} from '@awards/shared/objections';
import { pageRequestSchema } from '@awards/shared/paging';
import { currentUser } from '../../platform/auth/guard';
import type { App } from '../../platform/deps';
import { ok } from '../../platform/envelope';
import type { ObjectionsServices } from './module';

const tags = ['objections'];

/**
 * Objections and the awarding: staff (`/rest/objection/*`, OBJECTION_* codes), the filer on
 * the site (`/rest/objector/*`, 'login': the service admits client users only), and the units'
 * responses (`/rest/declarer/objection*`, `/rest/recommender/objection*`, 'login': the service
 * admits the unit's users only and shows them the requests to their unit).
 */
export function objectionRoutes(app: App, services: ObjectionsServices): void {
  const { handling, objector, units, awarding } = services;
  const staff = '/rest/objection';

  app.post(
    `${staff}/page`,
    {
      config: { auth: 'OBJECTION_VIEW' },
      schema: {
        tags,
        summary: 'Objections, filtered by status, edition and award',
        body: optionalBody(objectionPageQuerySchema),
      },
    },
    async (request) => ok(await handling.page(currentUser(request), request.body)),
  );
  app.post(
    `${staff}/detail`,
    {
      config: { auth: 'OBJECTION_VIEW' },
      schema: { tags, summary: 'One objection with evidence, requests and history', body: objectionIdSchema },
    },
    async (request) => ok(await handling.detail(currentUser(request), request.body.objectionId)),
  );
  app.post(
    `${staff}/screen`,
    {
      config: { auth: 'OBJECTION_SCREEN' },
      schema: { tags, summary: 'Admit, or not admit with a reason', body: objectionScreenSchema },
    },
    async (request) => ok(await handling.screen(currentUser(request), request.body)),
  );
  app.post(
    `${staff}/request`,
    {
      config: { auth: 'OBJECTION_HANDLE' },
      schema: {
        tags,
        summary: 'Ask the declaring and/or recommending unit for a response',
        body: objectionRequestSchema,
      },
    },
    async (request) => ok(await handling.request(currentUser(request), request.body)),
  );
  app.post(
    `${staff}/conclude`,
    {
      config: { auth: 'OBJECTION_HANDLE' },
      schema: {
        tags,
        summary: 'Conclude: upheld or dismissed, with the opinion',
        body: objectionConcludeSchema,
      },
    },
    async (request) => ok(await handling.conclude(currentUser(request), request.body)),
  );
  app.post(
    `${staff}/editions`,
    {
      config: { auth: 'OBJECTION_VIEW' },
      schema: { tags, summary: 'The editions in publicity or finished, newest first' },
    },
    async () => ok(await awarding.editionOptions()),
  );
  app.post(
    `${staff}/awardPlan`,
    {
      config: { auth: 'OBJECTION_VIEW' },
      schema: { tags, summary: 'What the awarding of an edition would do now', body: awardRunSchema },
    },
    async (request) => ok(await awarding.plan(request.body.editionId)),
  );
  app.post(
    `${staff}/award`,
    {
      config: { auth: 'OBJECTION_AWARD' },
      schema: { tags, summary: 'Award (or revoke) at the end of the publicity period', body: awardRunSchema },
    },
    async (request) => ok(await awarding.run(currentUser(request), request.body.editionId)),
  );
  app.post(
    `${staff}/carryOver`,
    {
      config: { auth: 'OBJECTION_CARRY' },
      schema: { tags, summary: 'Carry a deferred declaration into the next edition', body: carryOverSchema },
    },
    async (request) => ok(await awarding.carryOver(currentUser(request), request.body.declarationId)),
  );

  const filer = '/rest/objector';
  app.post(
    `${filer}/entry`,
    {
      config: { auth: 'login' },
      schema: {
        tags,
        summary: 'The published entry an objection would be about',
        body: objectionEntrySchema,
      },
    },
    async (request) =>
      ok(await objector.entry(currentUser(request), request.body.snapshotId, request.body.declarationId)),
  );
  app.post(
    `${filer}/file`,
    {
      config: { auth: 'login' },
      schema: {
        tags,
        summary: 'File an objection within the period, with evidence',
        body: objectionFileSchema,
      },
    },
    async (request) => ok(await objector.file(currentUser(request), request.body)),
  );
  app.post(
    `${filer}/page`,
    {
      config: { auth: 'login' },
      schema: { tags, summary: 'My objections and their outcomes', body: optionalBody(pageRequestSchema) },
    },
    async (request) => ok(await objector.mine(currentUser(request), request.body)),
  );
  app.post(
    `${filer}/detail`,
    {
      config: { auth: 'login' },
      schema: { tags, summary: 'One of my objections', body: objectionIdSchema },
    },
    async (request) => ok(await objector.detail(currentUser(request), request.body.objectionId)),
  );

  for (const base of ['/rest/declarer', '/rest/recommender']) {
    app.post(
      `${base}/objectionRequests`,
      {
        config: { auth: 'login' },
        schema: {
          tags,
          summary: "Objection requests to my unit (the objection's content, not who filed it)",
          body: optionalBody(pageRequestSchema),
        },
      },
      async (request) => ok(await units.page(currentUser(request), request.body)),
    );
    app.post(
      `${base}/objectionRespond`,
      {
        config: { auth: 'login' },
        schema: { tags, summary: "My unit's response to a request", body: objectionRespondSchema },
      },
      async (request) => ok(await units.respond(currentUser(request), request.body)),
    );
  }
}
