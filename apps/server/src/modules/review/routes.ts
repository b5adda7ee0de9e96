import { localeOf } from '@awards/shared/i18n';
import {
  assignmentAddSchema,
  assignmentListSchema,
  assignmentRemoveSchema,
  assignPreviewSchema,
  conflictAddSchema,
  conflictDecideSchema,
  conflictListSchema,
  editionIdSchema,
  groupAddSchema,
  groupIdSchema,
  groupMoveSchema,
  groupUpdateSchema,
  reviewCloseSchema,
  reviewListSchema,
  reviewRemindSchema,
  reviewReopenSchema,
  reviewSettingsSaveSchema,
  runIdSchema,
  runListSchema,
} from '@awards/shared/review';
import { currentUser } from '../../platform/auth/guard';
import type { App } from '../../platform/deps';
import { ok } from '../../platform/envelope';
import { declarerAvoidRoutes } from './declarer-routes';
import type { ReviewServices } from './module';
import { reviewerRoutes } from './reviewer-routes';

const groupTags = ['review groups'];
const tags = ['review'];

/** Staff calls: the groups (`/rest/group`, GROUP_*) and the review (`/rest/review`, REVIEW_*). */
export function reviewRoutes(app: App, services: ReviewServices): void {
  const { settings, groups, conflicts, assignment, manual, scores, progress, reminders } = services;

  app.post(
    '/rest/group/list',
    {
      config: { auth: 'GROUP_VIEW' },
      schema: { tags: groupTags, summary: "An edition's review groups", body: editionIdSchema },
    },
    async (request) => ok(await groups.list(request.body.editionId)),
  );
  app.post(
    '/rest/group/add',
    {
      config: { auth: 'GROUP_ADD' },
      schema: { tags: groupTags, summary: 'Add a review group', body: groupAddSchema },
    },
    async (request) => ok(await groups.add(currentUser(request).loginName, request.body)),
  );
  app.post(
    '/rest/group/update',
    {
      config: { auth: 'GROUP_EDIT' },
      schema: { tags: groupTags, summary: 'Change a group and its members', body: groupUpdateSchema },
    },
    async (request) => ok(await groups.update(currentUser(request).loginName, request.body)),
  );
  app.post(
    '/rest/group/delete',
    {
      config: { auth: 'GROUP_DEL' },
      schema: { tags: groupTags, summary: 'Delete a group without assignments', body: groupIdSchema },
    },
    async (request) => ok(await groups.remove(request.body.groupId)),
  );
  app.post(
    '/rest/group/place',
    {
      config: { auth: 'GROUP_EDIT' },
      schema: {
        tags: groupTags,
        summary: 'Place declarations in groups by award and discipline',
        body: editionIdSchema,
      },
    },
    async (request) => ok(await groups.place(request.body.editionId)),
  );
  app.post(
    '/rest/group/move',
    {
      config: { auth: 'GROUP_EDIT' },
      schema: { tags: groupTags, summary: 'Move declarations into a group by hand', body: groupMoveSchema },
    },
    async (request) => ok(await groups.move(request.body.groupId, request.body.declarationIds)),
  );

  app.post(
    '/rest/review/settings/get',
    {
      config: { auth: 'REVIEW_VIEW' },
      schema: { tags, summary: "The edition's review settings", body: editionIdSchema },
    },
    async (request) => ok(await settings.get(request.body.editionId)),
  );
  app.post(
    '/rest/review/settings/save',
    {
      config: { auth: 'REVIEW_ASSIGN' },
      schema: { tags, summary: "Save the edition's review settings", body: reviewSettingsSaveSchema },
    },
    async (request) => ok(await settings.save(currentUser(request).loginName, request.body)),
  );

  app.post(
    '/rest/review/conflict/list',
    {
      config: { auth: 'REVIEW_VIEW' },
      schema: { tags, summary: "The edition's conflicts of interest", body: conflictListSchema },
    },
    async (request) => ok(await conflicts.list(request.body.editionId, request.body)),
  );
  app.post(
    '/rest/review/conflict/report',
    {
      config: { auth: 'REVIEW_VIEW' },
      schema: { tags, summary: 'Confirmed conflicts by type and source', body: editionIdSchema },
    },
    async (request) => ok(await conflicts.report(request.body.editionId)),
  );
  app.post(
    '/rest/review/conflict/add',
    {
      config: { auth: 'REVIEW_ASSIGN' },
      schema: { tags, summary: 'Set a conflict (staff, with reason)', body: conflictAddSchema },
    },
    async (request) => ok(await conflicts.add(currentUser(request).loginName, request.body)),
  );
  app.post(
    '/rest/review/conflict/decide',
    {
      config: { auth: 'REVIEW_ASSIGN' },
      schema: { tags, summary: "Decide a declarer's conflict request", body: conflictDecideSchema },
    },
    async (request) =>
      ok(
        await conflicts.decide(
          currentUser(request).loginName,
          request.body.conflictId,
          request.body.decision,
        ),
      ),
  );

  app.post(
    '/rest/review/assign/preview',
    {
      config: { auth: 'REVIEW_ASSIGN' },
      schema: {
        tags,
        summary: 'Propose an assignment for a group (writes nothing but the run)',
        body: assignPreviewSchema,
      },
    },
    async (request) =>
      ok(
        await assignment.preview(
          currentUser(request),
          request.body,
          localeOf(request.headers['accept-language']),
        ),
      ),
  );
  app.post(
    '/rest/review/assign/run',
    {
      config: { auth: 'REVIEW_VIEW' },
      schema: { tags, summary: 'One assignment run: seed, input hash, solver, proposal', body: runIdSchema },
    },
    async (request) => ok(await assignment.run(request.body.runId)),
  );
  app.post(
    '/rest/review/assign/apply',
    {
      config: { auth: 'REVIEW_ASSIGN' },
      schema: { tags, summary: 'Apply a proposed run', body: runIdSchema },
    },
    async (request) => ok(await assignment.apply(currentUser(request), request.body.runId)),
  );
  app.post(
    '/rest/review/assign/remove',
    {
      config: { auth: 'REVIEW_ASSIGN' },
      schema: { tags, summary: 'Take an expert off a declaration', body: assignmentRemoveSchema },
    },
    async (request) =>
      ok(
        await assignment.remove(
          currentUser(request).loginName,
          request.body.declarationId,
          request.body.expertId,
        ),
      ),
  );
  app.post(
    '/rest/review/assign/add',
    {
      config: { auth: 'REVIEW_ASSIGN' },
      schema: {
        tags,
        summary:
          "Add an expert of the declaration's group to it by hand (conflict, load and organisation checked)",
        body: assignmentAddSchema,
      },
    },
    async (request) =>
      ok(await manual.add(currentUser(request), request.body.declarationId, request.body.expertId)),
  );
  app.post(
    '/rest/review/assign/list',
    {
      config: { auth: 'REVIEW_VIEW' },
      schema: {
        tags,
        summary: "A group's declarations with their current experts",
        body: assignmentListSchema,
      },
    },
    async (request) => ok(await manual.list(request.body.groupId)),
  );
  app.post(
    '/rest/review/assign/runs',
    {
      config: { auth: 'REVIEW_VIEW' },
      schema: {
        tags,
        summary: "A group's runs, newest first, replacements included",
        body: runListSchema,
      },
    },
    async (request) => ok(await assignment.runs(request.body.groupId)),
  );
  app.post(
    '/rest/review/assign/recordView',
    {
      config: { auth: 'REVIEW_VIEW' },
      schema: {
        tags,
        summary: "A run's draw record (抽取记录) as a print-friendly HTML page",
        body: runIdSchema,
      },
    },
    async (request, reply) =>
      reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(await assignment.recordHtml(request.body.runId, localeOf(request.headers['accept-language']))),
  );

  app.post(
    '/rest/review/scores',
    {
      config: { auth: 'REVIEW_VIEW' },
      schema: { tags, summary: 'The score table with every method and the flags', body: editionIdSchema },
    },
    async (request) => ok(await scores.table(request.body.editionId)),
  );
  app.post(
    '/rest/review/progress',
    {
      config: { auth: 'REVIEW_VIEW' },
      schema: {
        tags,
        summary: 'Where the review stands, and assigned, drafted, submitted, overdue per group and expert',
        body: editionIdSchema,
      },
    },
    async (request) => ok(await progress.progress(request.body.editionId)),
  );
  app.post(
    '/rest/review/reviews',
    {
      config: { auth: 'REVIEW_VIEW' },
      schema: {
        tags,
        summary: 'The reviews of an edition, an expert or a declaration',
        body: reviewListSchema,
      },
    },
    async (request) => ok(await progress.list(request.body)),
  );
  app.post(
    '/rest/review/close',
    {
      config: { auth: 'REVIEW_CLOSE' },
      schema: {
        tags,
        summary: 'Close the review although reviews are missing, with a reason',
        body: reviewCloseSchema,
      },
    },
    async (request) => ok(await progress.close(currentUser(request).loginName, request.body)),
  );
  app.post(
    '/rest/review/remind',
    {
      config: { auth: 'REVIEW_REMIND' },
      schema: {
        tags,
        summary: 'Remind the experts with unsubmitted reviews by message and SMS',
        body: reviewRemindSchema,
      },
    },
    async (request) => ok(await reminders.remind(currentUser(request), request.body)),
  );
  app.post(
    '/rest/review/reopen',
    {
      config: { auth: 'REVIEW_REOPEN' },
      schema: { tags, summary: 'Reopen a submitted review, with a reason', body: reviewReopenSchema },
    },
    async (request) =>
      ok(await scores.reopen(currentUser(request).loginName, request.body.reviewId, request.body.reason)),
  );

  reviewerRoutes(app, services);
  declarerAvoidRoutes(app, services);
}
