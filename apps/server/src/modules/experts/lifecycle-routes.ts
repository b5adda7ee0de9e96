import { optionalBody } from '@awards/shared/admin-fields';
import {
  editionPoolQuerySchema,
  expertAuditSchema,
  expertBlacklistSchema,
  expertIdsSchema,
  expertPushSchema,
  expertRecycleQuerySchema,
} from '@awards/shared/experts';
import { currentUser } from '../../platform/auth/guard';
import type { App } from '../../platform/deps';
import { ok } from '../../platform/envelope';
import type { ExpertsServices } from './module';

const tags = ['experts'];

/**
 * What happens to an expert after entry (spec 001 §7 "experts: audit,
 * blacklist, recycle, delete, push"): registration audit, blacklist, recycle
 * bin, and the editions' pools.
 */
export function expertLifecycleRoutes(app: App, services: ExpertsServices): void {
  const { expertAudit, expertBlacklist, expertRecycle, editionPool } = services;

  app.post(
    '/rest/expert/audit',
    {
      config: { auth: 'EXPERT_AUDIT' },
      schema: {
        tags,
        summary: 'Approve or reject pending registrations (told by message)',
        body: expertAuditSchema,
      },
    },
    async (request) => ok(await expertAudit.audit(currentUser(request), request.body)),
  );

  app.post(
    '/rest/expert/blacklist',
    {
      config: { auth: 'EXPERT_BLACKLIST' },
      schema: { tags, summary: 'Blacklist approved experts, with a reason', body: expertBlacklistSchema },
    },
    async (request) =>
      ok(
        await expertBlacklist.add(currentUser(request), request.body.expertIds, request.body.blacklistReason),
      ),
  );

  app.post(
    '/rest/expert/blacklistLift',
    {
      config: { auth: 'EXPERT_BLACKLIST' },
      schema: { tags, summary: 'Take experts off the blacklist', body: expertIdsSchema },
    },
    async (request) => ok(await expertBlacklist.lift(currentUser(request), request.body.expertIds)),
  );

  app.post(
    '/rest/expert/delete',
    {
      config: { auth: 'EXPERT_DEL' },
      schema: { tags, summary: 'Move experts to the recycle bin', body: expertIdsSchema },
    },
    async (request) => ok(await expertRecycle.remove(currentUser(request), request.body.expertIds)),
  );

  app.post(
    '/rest/expert/recycleList',
    {
      config: { auth: 'EXPERT_RECYCLE' },
      schema: {
        tags,
        summary: 'Experts in the recycle bin, last deleted first',
        body: optionalBody(expertRecycleQuerySchema),
      },
    },
    async (request) => ok(await expertRecycle.list(request.body)),
  );

  app.post(
    '/rest/expert/recycleRestore',
    {
      config: { auth: 'EXPERT_RECYCLE' },
      schema: { tags, summary: 'Restore experts', body: expertIdsSchema },
    },
    async (request) => ok(await expertRecycle.restore(currentUser(request), request.body.expertIds)),
  );

  app.post(
    '/rest/expert/recycleDelete',
    {
      config: { auth: 'EXPERT_RECYCLE' },
      schema: { tags, summary: 'Delete experts for good', body: expertIdsSchema },
    },
    async (request) => ok(await expertRecycle.purge(request.body.expertIds)),
  );

  app.post(
    '/rest/expert/push',
    {
      config: { auth: 'EXPERT_PUSH' },
      schema: {
        tags,
        summary: "Push experts into an edition's pool (told by message)",
        body: expertPushSchema,
      },
    },
    async (request) =>
      ok(await editionPool.push(currentUser(request), request.body.editionId, request.body.expertIds)),
  );

  app.post(
    '/rest/expert/pool/remove',
    {
      config: { auth: 'EXPERT_PUSH' },
      schema: { tags, summary: "Take experts out of an edition's pool", body: expertPushSchema },
    },
    async (request) => ok(await editionPool.remove(request.body.editionId, request.body.expertIds)),
  );

  app.post(
    '/rest/expert/pool/page',
    {
      config: { auth: 'EXPERT_VIEW' },
      schema: { tags, summary: "An edition's expert pool (masked)", body: editionPoolQuerySchema },
    },
    async (request) => ok(await editionPool.page(request.body)),
  );
}
