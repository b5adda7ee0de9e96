import { EXPORT_PATHS } from '@awards/shared/exports';
import { exportIdParamsSchema } from '@awards/shared/exports-input';
import { localeOf } from '@awards/shared/i18n';
import type { FastifyRequest } from 'fastify';
import { currentUser } from '../../platform/auth/guard';
import type { App } from '../../platform/deps';
import { ok } from '../../platform/envelope';
import { xlsxAttachment } from '../../platform/xlsx';
import type { ExportJobsServices } from './module';

const tags = ['exports'];
const locale = (request: FastifyRequest) => localeOf(request.headers['accept-language']);

/**
 * A signed-in user's own exports. Every call is scoped to the caller: another user's export
 * answers 404 as if absent. Starting an export is each list's own route, with its own code.
 */
export function exportJobRoutes(app: App, { exports }: ExportJobsServices): void {
  app.get(
    EXPORT_PATHS.list,
    { config: { auth: 'login' }, schema: { tags, summary: 'My exports not yet expired, newest first' } },
    async (request) => ok(await exports.list(currentUser(request).userId, locale(request))),
  );

  app.get(
    '/rest/exports/:exportId',
    {
      config: { auth: 'login' },
      schema: { tags, summary: 'One of my exports: its status and progress', params: exportIdParamsSchema },
    },
    async (request) =>
      ok(await exports.one(currentUser(request).userId, request.params.exportId, locale(request))),
  );

  app.get(
    '/rest/exports/:exportId/file',
    {
      config: { auth: 'login' },
      schema: { tags, summary: 'The file of one of my finished exports', params: exportIdParamsSchema },
    },
    async (request, reply) => {
      const file = await exports.file(currentUser(request).userId, request.params.exportId);
      return xlsxAttachment(reply, 'export.xlsx', file.fileName)
        .header('content-length', file.size)
        .send(file.stream);
    },
  );

  app.delete(
    '/rest/exports/:exportId',
    {
      config: { auth: 'login' },
      schema: { tags, summary: 'Delete one of my exports and its file', params: exportIdParamsSchema },
    },
    async (request) => {
      await exports.remove(currentUser(request).userId, request.params.exportId);
      return ok(null);
    },
  );
}
