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
  rtnMessage: string;
  dataSet: T;
}

/** What a 400 carries: one message per offending field, keyed by its dotted path. */
export interface ValidationFailure {
  fieldErrors: Record<string, string>;
}

export const SUCCESS_MESSAGE = 'Succeed!';
