import { COMMON_MESSAGES as C } from '@awards/shared/common-messages';
import { RTN, type RtnCode } from '@awards/shared/envelope';
import type { MessageRef } from '@awards/shared/i18n';
import { LOGIN_MESSAGES } from '@awards/shared/messages';

/** The message of each offending field, keyed by its dotted path. */
export type FieldErrors = Record<string, MessageRef>;

/**
 * An error the client is meant to see: the HTTP status, the envelope's rtnCode, a message
 * for the user (a key of packages/shared, rendered in the caller's language by the error
 * handler), the field errors of a 400, and optional data. Anything else that is thrown
 * becomes a 500 with a generic message (the details go to the log only).
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly rtnCode: RtnCode,
    readonly ref: MessageRef,
    readonly dataSet: unknown = null,
    readonly fieldErrors?: FieldErrors,
  ) {
    super(ref);
    this.name = 'AppError';
  }
}

export const badRequest = (fieldErrors: FieldErrors, message?: MessageRef) =>
  new AppError(
    400,
    RTN.badRequest,
    message ?? Object.values(fieldErrors)[0] ?? C.badRequest,
    null,
    fieldErrors,
  );

export const unauthorised = (message: MessageRef = LOGIN_MESSAGES.notLoggedIn, dataSet: unknown = null) =>
  new AppError(401, RTN.unauthorised, message, dataSet);

export const forbidden = (message: MessageRef = LOGIN_MESSAGES.forbidden) =>
  new AppError(403, RTN.forbidden, message);

export const notFound = (message: MessageRef = C.notFound) => new AppError(404, RTN.notFound, message);

export const conflict = (message: MessageRef) => new AppError(409, RTN.conflict, message);

/** A business rule refused the request (an illegal state change, a quota exceeded...). */
export const ruleViolation = (message: MessageRef, dataSet: unknown = null) =>
  new AppError(422, RTN.businessRule, message, dataSet);

export const tooManyRequests = (message: MessageRef = C.tooMany) =>
  new AppError(429, RTN.rateLimited, message);
