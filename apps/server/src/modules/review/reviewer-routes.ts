import {
  reviewerAttachmentSchema,
  reviewerConflictSchema,
  reviewerDeclarationSchema,
  reviewerSaveSchema,
} from '@awards/shared/review';
import { currentUser } from '../../platform/auth/guard';
import type { App } from '../../platform/deps';
import { ok } from '../../platform/envelope';
import { contentDisposition } from '../../platform/files/names';
import type { ReviewServices } from './module';

const tags = ['reviewer'];

/**
 * The expert's own calls (the public site's). Declared 'login': the service admits
 * only client users of type expert linked to an expert record, and only their assignments.
 */
export function reviewerRoutes(app: App, { reviewer, reviewerReads }: ReviewServices): void {
  app.post(
    '/rest/reviewer/list',
    { config: { auth: 'login' }, schema: { tags, summary: 'My assigned declarations' } },
    async (request) => ok(await reviewerReads.list(currentUser(request))),
  );
  app.post(
    '/rest/reviewer/detail',
    {
      config: { auth: 'login' },
      schema: {
        tags,
        summary: 'One assigned declaration, its standards and my review',
        body: reviewerDeclarationSchema,
      },
    },
    async (request) => ok(await reviewerReads.detail(currentUser(request), request.body.declarationId)),
  );
  app.post(
    '/rest/reviewer/save',
    {
      config: { auth: 'login' },
      schema: { tags, summary: 'Save my draft review (autosave)', body: reviewerSaveSchema },
    },
    async (request) => ok(await reviewer.save(currentUser(request), request.body)),
  );
  app.post(
    '/rest/reviewer/submit',
    {
      config: { auth: 'login' },
      schema: { tags, summary: 'Submit my review (locked afterwards)', body: reviewerDeclarationSchema },
    },
    async (request) => ok(await reviewer.submit(currentUser(request), request.body.declarationId)),
  );
  app.post(
    '/rest/reviewer/conflict',
    {
      config: { auth: 'login' },
      schema: { tags, summary: 'Declare a conflict instead of scoring', body: reviewerConflictSchema },
    },
    async (request) =>
      ok(
        await reviewer.declareConflict(currentUser(request), request.body.declarationId, request.body.reason),
      ),
  );
  app.post(
    '/rest/reviewer/attachment',
    {
      config: { auth: 'login' },
      schema: {
        tags,
        summary: 'Download an attachment of an assigned declaration (named by type when blind)',
        body: reviewerAttachmentSchema,
      },
    },
    async (request, reply) => {
      const file = await reviewerReads.attachment(
        currentUser(request),
        request.body.declarationId,
        request.body.fileId,
      );
      return reply
        .type(file.mime)
        .header('content-length', file.size)
        .header('cache-control', 'private, no-store')
        .header('content-disposition', contentDisposition(file.fileName, 'attachment'))
        .send(file.stream);
    },
  );
}
