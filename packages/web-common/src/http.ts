import { RTN } from '@awards/shared/envelope';
import { messageRef } from '@awards/shared/i18n';
import { ApiError, NETWORK_ERROR_STATUS, TIMEOUT_STATUS } from './apiError';
import { errorNotice, isEndedSessionFailure, isTokenInvalid, isUnauthorised } from './errorCatalogue';
import { failuresShownInPlace } from './failuresInPlace';
import { apiUrl, type Query, readEnvelope, requestHeaders, timedFetch } from './httpRequest';
import { clientText } from './i18n';
import { notify } from './notify';
import { once, requestKey } from './resubmitGuard';
import { getToken } from './session';
import { leaveLapsedSession, showLoginExpired } from './sessionLoss';

/** Spec 000 §9: the client's request timeout, and the one of 'POST with a timeout' and uploads. */
export const HTTP_TIMEOUT_MS = 1_000_000;
export const POST_TIMEOUT_MS = 90_000;

/** Sign-in calls answer 401 for a wrong password: that is not a lapsed session (spec 000 §8). */
const CALLBACK_PREFIX = '/callback';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Query;
  timeoutMs?: number;
  /** The caller shows failures itself: no global notification and no logout on 401. */
  silent?: boolean;
  /** Polling and deliberate repeats skip the 500 ms resubmit guard. */
  allowRepeat?: boolean;
  signal?: AbortSignal;
  /** The caller shows a failure in place (an error state with a retry): no notification, but a lapsed session still ends. */
  shownInPlace?: boolean;
  /** Headers of the call's own (the site's registration ticket), beside the usual ones. */
  headers?: Record<string, string>;
}

/**
 * What every failed call goes through: the notice, and leaving a lapsed session; quietly
 * for a session the page has already left (a sign-out racing a call still in flight).
 */
function fail(error: ApiError, path: string, options: RequestOptions): never {
  if (!options.silent && !isEndedSessionFailure(error)) {
    if (isTokenInvalid(error)) showLoginExpired();
    else {
      if (!options.shownInPlace) notify(errorNotice(error));
      if (isUnauthorised(error) && !path.startsWith(CALLBACK_PREFIX)) leaveLapsedSession();
    }
  }
  throw error;
}

type Body = string | FormData | undefined;

async function send<T>(path: string, url: string, body: Body, options: RequestOptions) {
  const method = options.method ?? 'GET';
  // A multipart body sets its own content type (with the boundary).
  const headers = requestHeaders(typeof body === 'string');
  for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
  const sentWith = headers.get('Authorization');
  const init = { method, headers, body };
  const outcome = await timedFetch(url, init, options.timeoutMs ?? HTTP_TIMEOUT_MS, options.signal);
  if (!('response' in outcome)) {
    // The caller gave up (e.g. a query was cancelled): not a failure to report.
    if (outcome.aborted) throw outcome.cause;
    const status = outcome.timedOut ? TIMEOUT_STATUS : NETWORK_ERROR_STATUS;
    const message = clientText(outcome.timedOut ? 'timeout' : 'network');
    return fail(new ApiError({ status, rtnCode: String(status), message }), path, options);
  }
  const { response } = outcome;
  const envelope = await readEnvelope(response);
  if (response.ok && envelope?.rtnCode === RTN.ok) return envelope.dataSet as T;
  const error = new ApiError({
    status: response.status,
    rtnCode: envelope?.rtnCode ?? String(response.status),
    message: envelope?.rtnMessage ?? '',
    ref: envelope?.rtnKey ? messageRef({ key: envelope.rtnKey, params: envelope.rtnParams }) : null,
    dataSet: envelope?.dataSet,
    forEndedSession: sentWith !== getToken(),
  });
  return fail(error, path, options);
}

/** One call of the wire contract: resolves the envelope's dataSet when rtnCode is '0000'. */
export function request<T>(path: string, given: RequestOptions = {}): Promise<T> {
  const options = failuresShownInPlace() ? { ...given, shownInPlace: true } : given;
  const url = apiUrl(path, options.query);
  const raw = options.body;
  const body = raw === undefined || raw instanceof FormData ? raw : JSON.stringify(raw);
  // A cancellable call must not share another caller's request; a file body has no key.
  if (options.allowRepeat || options.signal || body instanceof FormData)
    return send<T>(path, url, body, options);
  return once(requestKey(options.method ?? 'GET', url, body), () => send<T>(path, url, body, options));
}

type Options = Omit<RequestOptions, 'method' | 'body'>;

/** The generic helpers of spec 000 §7. */
export const http = {
  get: <T>(path: string, options?: Options) => request<T>(path, { ...options, method: 'GET' }),
  /** Business calls are POST with a JSON body (an empty object when there is nothing to send). */
  post: <T>(path: string, body: unknown = {}, options?: Options) =>
    request<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body: unknown = {}, options?: Options) =>
    request<T>(path, { ...options, method: 'PUT', body }),
  delete: <T>(path: string, options?: Options) => request<T>(path, { ...options, method: 'DELETE' }),
  /** POST that gives up after 90 s instead of the default 1,000 s. */
  postWithTimeout: <T>(path: string, body: unknown = {}, options?: Options) =>
    request<T>(path, { timeoutMs: POST_TIMEOUT_MS, ...options, method: 'POST', body }),
};
