import { optionalBody } from '@awards/shared/admin-fields';
import { RTN } from '@awards/shared/envelope';
import { localeOf, type MessageRef, renderMessage } from '@awards/shared/i18n';
import {
  nextFiringsSchema,
  TASK_MESSAGES,
  TASK_PATHS,
  taskAddSchema,
  taskIdSchema,
  taskPageQuerySchema,
  taskRunQuerySchema,
  taskUpdateSchema,
} from '@awards/shared/jobs';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { currentUser } from '../../platform/auth/guard';
import type { App } from '../../platform/deps';
import { ok } from '../../platform/envelope';
import type { JobsServices } from './module';

const tags = ['jobs'];
/**
 * The success envelope with the specification's message for the action (启动成功! ...), in
 * the caller's language.
 */
const done = <T>(request: FastifyRequest, dataSet: T, message: MessageRef) => ({
  rtnCode: RTN.ok,
  rtnMessage: renderMessage(message, localeOf(request.headers['accept-language'])),
  dataSet,
});

/** Scheduled tasks (spec 001 §6 "Tasks", spec 000 §7 `/rest/task/*`), QUARTZ_* codes. */
export function jobRoutes(app: App, { jobs }: JobsServices): void {
  app.post(
    TASK_PATHS.page,
    {
      config: { auth: 'QUARTZ_VIEW' },
      schema: {
        tags,
        summary: 'Tasks, newest first, with next firing and last run',
        body: optionalBody(taskPageQuerySchema),
      },
    },
    async (request) => ok(await jobs.page(request.body)),
  );

  app.post(
    TASK_PATHS.detail,
    { config: { auth: 'QUARTZ_VIEW' }, schema: { tags, summary: 'One task', body: taskIdSchema } },
    async (request) => ok(await jobs.detail(request.body.taskId)),
  );

  app.post(
    TASK_PATHS.add,
    { config: { auth: 'QUARTZ_ADD' }, schema: { tags, summary: 'Add a task', body: taskAddSchema } },
    async (request) => done(request, await jobs.add(currentUser(request), request.body), TASK_MESSAGES.added),
  );

  app.post(
    TASK_PATHS.update,
    { config: { auth: 'QUARTZ_EDIT' }, schema: { tags, summary: 'Change a task', body: taskUpdateSchema } },
    async (request) =>
      done(request, await jobs.update(currentUser(request), request.body), TASK_MESSAGES.edited),
  );

  app.post(
    TASK_PATHS.delete,
    {
      config: { auth: 'QUARTZ_DEL' },
      schema: { tags, summary: 'Delete a task (its runs stay)', body: taskIdSchema },
    },
    async (request) => {
      await jobs.remove(request.body.taskId);
      return done(request, null, TASK_MESSAGES.deleted);
    },
  );

  app.post(
    TASK_PATHS.start,
    {
      config: { auth: 'QUARTZ_START' },
      schema: { tags, summary: 'Start firing a task', body: taskIdSchema },
    },
    async (request) =>
      done(
        request,
        await jobs.setStarted(currentUser(request), request.body.taskId, true),
        TASK_MESSAGES.started,
      ),
  );

  app.post(
    TASK_PATHS.stop,
    { config: { auth: 'QUARTZ_START' }, schema: { tags, summary: 'Stop firing a task', body: taskIdSchema } },
    async (request) =>
      done(
        request,
        await jobs.setStarted(currentUser(request), request.body.taskId, false),
        TASK_MESSAGES.stopped,
      ),
  );

  app.post(
    TASK_PATHS.run,
    {
      config: { auth: 'QUARTZ_EFECT' },
      schema: { tags, summary: 'Run a task once now; answers the finished run', body: taskIdSchema },
    },
    async (request) =>
      done(request, await jobs.runNow(currentUser(request), request.body.taskId), TASK_MESSAGES.ranNow),
  );

  app.post(
    TASK_PATHS.nextFirings,
    {
      config: { auth: 'QUARTZ_VIEW' },
      schema: { tags, summary: 'The next 5 firings of a cron expression', body: nextFiringsSchema },
    },
    async (request) => ok(jobs.nextFirings(request.body.cronExpression)),
  );

  app.post(
    TASK_PATHS.runs,
    {
      config: { auth: 'QUARTZ_VIEW' },
      schema: { tags, summary: 'Run history, newest first', body: optionalBody(taskRunQuerySchema) },
    },
    async (request) => ok(await jobs.runs(request.body)),
  );

  app.post(
    TASK_PATHS.handlers,
    {
      config: { auth: 'QUARTZ_VIEW' },
      schema: { tags, summary: 'The handlers a task may name', body: z.object({}).nullish() },
    },
    async (request) => ok(jobs.handlerList(localeOf(request.headers['accept-language']))),
  );
}
