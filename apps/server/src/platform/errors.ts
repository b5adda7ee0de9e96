import { RTN, type RtnCode } from '@awards/shared/envelope';

/**
 * An error the client is meant to see: the HTTP status, the envelope's rtnCode,
 * a message written for the user, and optional data. Anything else that is
 * thrown becomes a 500 with a generic message (the details go to the log only).
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly rtnCode: RtnCode,
    message: string,
    readonly dataSet: unknown = null,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (fieldErrors: Record<string, string>, message?: string) =>
  new AppError(400, RTN.badRequest, message ?? Object.values(fieldErrors)[0] ?? '请求参数不正确', {
    fieldErrors,
  });

export const unauthorised = (message = '未登录或登录已过期，请重新登录', dataSet: unknown = null) =>
  new AppError(401, RTN.unauthorised, message, dataSet);

export const forbidden = (message = '没有访问权限') => new AppError(403, RTN.forbidden, message);

export const notFound = (message = '很抱歉，资源未找到!') => new AppError(404, RTN.notFound, message);

export const conflict = (message: string) => new AppError(409, RTN.conflict, message);

/** A business rule refused the request (an illegal state change, a quota exceeded...). */
export const ruleViolation = (message: string, dataSet: unknown = null) =>
  new AppError(422, RTN.businessRule, message, dataSet);

export const tooManyRequests = (message = '请求过于频繁，请稍后再试') =>
  new AppError(429, RTN.rateLimited, message);
