import { RTN, type RtnCode } from '@awards/shared/envelope';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from './db-errors';
import { failure } from './envelope';
import { AppError } from './errors';
import { redactUrl } from './logger';

const GENERIC_500 = '系统繁忙，请稍后再试';
/** Seconds a client should wait before retrying while the database is unreachable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Messages for the framework's own client errors, which carry English text. */
const CLIENT_ERROR_MESSAGES: Record<number, string> = {
  400: '请求格式不正确',
  404: '很抱歉，资源未找到!',
  405: '不支持的请求方法',
  413: '请求内容过大',
  415: '不支持的请求内容类型',
  429: '请求过于频繁，请稍后再试',
};

function fieldErrorsOf(error: FastifyError): Record<string, string> {
  const fieldErrors: Record<string, string> = {};
  for (const issue of error.validation ?? []) {
    const field =
      issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || (error.validationContext ?? 'body');
    fieldErrors[field] ??= issue.message ?? '格式不正确';
  }
  return fieldErrors;
}

/**
 * The one place where failures become envelopes (ARCHITECTURE.md, "Wire contract").
 * Below 500 the message is shown to the user; at 500 the client learns nothing
 * about the cause, which goes to the log with the request's context.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send(failure(error.rtnCode, error.message, error.dataSet));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fieldErrors = fieldErrorsOf(error);
      return reply
        .status(400)
        .send(failure(RTN.badRequest, Object.values(fieldErrors)[0] ?? '请求参数不正确', { fieldErrors }));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = CLIENT_ERROR_MESSAGES[status] ?? '请求不正确';
      const dataSet = status === 400 ? { fieldErrors: { body: message } } : null;
      return reply.status(status).send(failure(String(status) as RtnCode, message, dataSet));
    }
    if (isDatabaseUnavailable(error)) {
      // Not the request's fault and likely brief: tell the client to come back.
      request.log.error(
        { err: error, url: redactUrl(request.url), method: request.method },
        'database unavailable',
      );
      return reply
        .status(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send(failure(RTN.unavailable, GENERIC_500));
    }
    request.log.error({ err: error, url: redactUrl(request.url), method: request.method }, 'request failed');
    return reply.status(500).send(failure(RTN.internal, GENERIC_500));
  });
}
