import { optionalBody } from '@awards/shared/admin-fields';
import { localeOf } from '@awards/shared/i18n';
import { accessLogIdSchema, accessLogQuerySchema, LOG_PATHS, loginLogQuerySchema } from '@awards/shared/logs';
import { z } from 'zod';
import { currentUser } from '../../platform/auth/guard';
import type { App } from '../../platform/deps';
import { ok } from '../../platform/envelope';
import { sendExport } from '../../platform/xlsx';
import type { LogsServices } from './module';

const tags = ['monitor'];

/** The monitor area's log pages (spec 001 §6 "Logs"). */
export function logRoutes(app: App, { logs, logExport }: LogsServices): void {
  app.post(
    LOG_PATHS.accessPage,
    {
      config: { auth: 'LOG_VIEW' },
      schema: { tags, summary: 'Access log, newest first', body: optionalBody(accessLogQuerySchema) },
    },
    async (request) => ok(await logs.accessLogPage(request.body, currentUser(request))),
  );

  app.post(
    LOG_PATHS.accessDetail,
    {
      config: { auth: 'LOG_VIEW' },
      schema: {
        tags,
        summary: 'One access-log row with its request and response data',
        body: accessLogIdSchema,
      },
    },
    async (request) => ok(await logs.accessLogDetail(request.body.logAccessId, currentUser(request))),
  );

  app.post(
    LOG_PATHS.accessExport,
    {
      config: { auth: 'LOG_EXPORT' },
      schema: {
        tags,
        summary: 'The filtered access log: the .xlsx when small, else a background export job',
        body: optionalBody(accessLogQuerySchema),
      },
    },
    async (request, reply) => {
      const locale = localeOf(request.headers['accept-language']);
      const outcome = await logExport.accessLogs(request.body, currentUser(request), locale);
      return sendExport(reply, outcome, 'access-log.xlsx');
    },
  );

  app.post(
    LOG_PATHS.loginPage,
    {
      config: { auth: 'LOGINLOG_VIEW' },
      schema: { tags, summary: 'Login log, newest first', body: optionalBody(loginLogQuerySchema) },
    },
    async (request) => ok(await logs.loginLogPage(request.body)),
  );

  app.post(
    LOG_PATHS.loginExport,
    {
      config: { auth: 'LOGINLOG_EXPORT' },
      schema: {
        tags,
        summary: 'The filtered login log: the .xlsx when small, else a background export job',
        body: optionalBody(loginLogQuerySchema),
      },
    },
    async (request, reply) => {
      const owner = {
        userId: currentUser(request).userId,
        locale: localeOf(request.headers['accept-language']),
      };
      return sendExport(reply, await logExport.loginLogs(request.body, owner), 'login-log.xlsx');
    },
  );

  app.post(
    LOG_PATHS.retention,
    {
      config: { auth: 'LOG_VIEW' },
      schema: { tags, summary: 'How many days the logs are kept', body: z.object({}).nullish() },
    },
    async () => ok(await logs.retention()),
  );
}
