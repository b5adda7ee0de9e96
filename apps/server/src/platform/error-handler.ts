import { COMMON_MESSAGES as C } from '@awards/shared/common-messages';
import { RTN, type RtnCode } from '@awards/shared/envelope';
import {
  type Locale,
  localeOf,
  type MessageCall,
  type MessageRef,
  messageCall,
  renderMessage,
} from '@awards/shared/i18n';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from './db-errors';
import { failure } from './envelope';
import { AppError, type FieldErrors } from './errors';
import { redactUrl } from './logger';

/** Seconds a client should wait before retrying while the database is unreachable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Messages for the framework's own client errors, which carry English text. */
const CLIENT_ERROR_MESSAGES: Record<number, MessageRef> = {
  400: C.badFormat,
  404: C.notFound,
  405: C.methodNotAllowed,
  413: C.tooLarge,
  415: C.unsupportedType,
  429: C.tooMany,
};

/**
 * A schema's messages are keys of packages/shared; a message zod wrote itself (a check the
 * schema gave no message) is not, and reads as the generic 格式不正确 in every language.
 */
function fieldErrorsOf(error: FastifyError): FieldErrors {
  const fieldErrors: FieldErrors = {};
  for (const issue of error.validation ?? []) {
    const field =
      issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || (error.validationContext ?? 'body');
    const message = issue.message && messageCall(issue.message) ? (issue.message as MessageRef) : C.invalid;
    fieldErrors[field] ??= message;
  }
  return fieldErrors;
}

/** The field errors in the caller's language, and as keys and parameters. */
function renderFields(fieldErrors: FieldErrors, locale: Locale) {
  const rendered: Record<string, string> = {};
  const keys: Record<string, MessageCall> = {};
  for (const [field, ref] of Object.entries(fieldErrors)) {
    rendered[field] = renderMessage(ref, locale);
    const call = messageCall(ref);
    if (call) keys[field] = call;
  }
  return { fieldErrors: rendered, fieldKeys: keys };
}

/**
 * The one place where failures become envelopes (ARCHITECTURE.md, "Wire contract").
 * Below 500 the message is shown to the user; at 500 the client learns nothing
 * about the cause, which goes to the log with the request's context.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const locale = localeOf(request.headers['accept-language']);
    if (error instanceof AppError) {
      // Field errors are rendered here; any other data the error carries (a login's captchaRequired) stays.
      const dataSet = error.fieldErrors
        ? { ...(error.dataSet as object | null), ...renderFields(error.fieldErrors, locale) }
        : error.dataSet;
      return reply.status(error.status).send(failure(error.rtnCode, error.ref, locale, dataSet));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fieldErrors = fieldErrorsOf(error);
      const message = Object.values(fieldErrors)[0] ?? C.badRequest;
      return reply
        .status(400)
        .send(failure(RTN.badRequest, message, locale, renderFields(fieldErrors, locale)));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = CLIENT_ERROR_MESSAGES[status] ?? C.clientError;
      const dataSet = status === 400 ? renderFields({ body: message }, locale) : null;
      return reply.status(status).send(failure(String(status) as RtnCode, message, locale, dataSet));
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
        .send(failure(RTN.unavailable, C.busy, locale));
    }
    request.log.error({ err: error, url: redactUrl(request.url), method: request.method }, 'request failed');
    return reply.status(500).send(failure(RTN.internal, C.busy, locale));
  });
}
