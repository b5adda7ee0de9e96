import type { MessageCall, MessageParams } from './i18n';

/**
 * The wire envelope every call answers with (ARCHITECTURE.md, "Wire contract").
 * rtnCode mirrors the HTTP status for failures, except business-rule refusals,
 * which travel as HTTP 422 with rtnCode '505' as the specification's clients expect.
 */
export const RTN = {
  ok: '0000',
  badRequest: '400',
  unauthorised: '401',
  forbidden: '403',
  notFound: '404',
  conflict: '409',
  rateLimited: '429',
  businessRule: '505',
  internal: '500',
  /** The database is unreachable for a moment: the answer carries Retry-After. */
  unavailable: '503',
} as const;

export type RtnCode = (typeof RTN)[keyof typeof RTN];

export interface Envelope<T> {
  rtnCode: RtnCode;
  /** The message in the caller's language (Accept-Language; zh_CN when it names none). */
  rtnMessage: string;
  /** A failure's message key and parameters (i18n.ts), for a client that renders it itself. */
  rtnKey?: string;
  rtnParams?: MessageParams;
  dataSet: T;
}

/**
 * What a 400 carries: one message per offending field, keyed by its dotted path, in the
 * caller's language, and the same messages as keys and parameters.
 */
export interface ValidationFailure {
  fieldErrors: Record<string, string>;
  fieldKeys?: Record<string, MessageCall>;
}

export const SUCCESS_MESSAGE = 'Succeed!';
