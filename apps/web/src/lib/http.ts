import { RTN } from '@awards/shared/envelope';
import { loginPath } from '../config/paths';
import { i18n } from '../i18n';
import { ApiError, NETWORK_ERROR_STATUS, TIMEOUT_STATUS } from './apiError';
import { errorNotice, isUnauthorised } from './errorCatalogue';
import { notify } from './notify';
import { clearSession, getToken } from './session';

/** Spec 000 §9: the client's request timeout. */
export const HTTP_TIMEOUT_MS = 1_000_000;

/** The login call answers 401 for a wrong password: that is not a lapsed session. */
const LOGIN_CALL = '/callback';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  timeoutMs?: number;
  /** The caller shows failures itself: no global notification and no logout on 401. */
  silent?: boolean;
  signal?: AbortSignal;
}

type UnauthorisedHandler = () => void;

// Replaced by the app at start-up with a router-aware version; this one works without a router.
let onUnauthorised: UnauthorisedHandler = () => {
  clearSession();
  window.location.assign(loginPath(window.location.pathname + window.location.search));
};

/** The app decides how to leave a lapsed session (clear it, route to login). */
export function setUnauthorisedHandler(handler: UnauthorisedHandler): void {
  onUnauthorised = handler;
}

function buildUrl(path: string, query: RequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) params.append(name, String(value));
  }
  const search = params.toString();
  return search ? `${path}${path.includes('?') ? '&' : '?'}${search}` : path;
}

function buildHeaders(hasBody: boolean): Headers {
  const headers = new Headers({ 'X-Requested-With': 'XMLHttpRequest', 'X-Request-Time': String(Date.now()) });
  const token = getToken();
  if (token) headers.set('Authorization', token);
  // Only with a body: Fastify refuses an empty body declared as JSON.
  if (hasBody) headers.set('Content-Type', 'application/json');
  return headers;
}

interface WireEnvelope {
  rtnCode?: string;
  rtnMessage?: string;
  dataSet?: unknown;
}

async function readEnvelope(response: Response): Promise<WireEnvelope | null> {
  try {
    const body: unknown = await response.json();
    return body && typeof body === 'object' ? (body as WireEnvelope) : null;
  } catch {
    // A proxy's HTML error page or an empty body: no envelope to read.
    return null;
  }
}

function fail(error: ApiError, path: string, options: RequestOptions): never {
  if (!options.silent) {
    notify(errorNotice(error));
    if (isUnauthorised(error) && !path.startsWith(LOGIN_CALL)) onUnauthorised();
  }
  throw error;
}

/** One call of the wire contract: resolves the envelope's dataSet when rtnCode is '0000'. */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? HTTP_TIMEOUT_MS);
  const forwardAbort = () => controller.abort();
  options.signal?.addEventListener('abort', forwardAbort, { once: true });
  try {
    let response: Response;
    try {
      response = await fetch(buildUrl(path, options.query), {
        method: options.method ?? 'GET',
        headers: buildHeaders(options.body !== undefined),
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: controller.signal,
      });
    } catch (cause) {
      // The caller gave up (e.g. a query was cancelled): not a failure to report.
      if (options.signal?.aborted) throw cause;
      const timedOut = controller.signal.aborted;
      const status = timedOut ? TIMEOUT_STATUS : NETWORK_ERROR_STATUS;
      const message = i18n.t(timedOut ? 'http.timeout' : 'http.network');
      return fail(new ApiError({ status, rtnCode: String(status), message }), path, options);
    }
    const envelope = await readEnvelope(response);
    if (response.ok && envelope?.rtnCode === RTN.ok) return envelope.dataSet as T;
    const error = new ApiError({
      status: response.status,
      rtnCode: envelope?.rtnCode ?? String(response.status),
      message: envelope?.rtnMessage ?? '',
      dataSet: envelope?.dataSet,
    });
    return fail(error, path, options);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', forwardAbort);
  }
}

type Options = Omit<RequestOptions, 'method' | 'body'>;

export const http = {
  get: <T>(path: string, options?: Options) => request<T>(path, { ...options, method: 'GET' }),
  /** Business calls are POST with a JSON body (an empty object when there is nothing to send). */
  post: <T>(path: string, body: unknown = {}, options?: Options) =>
    request<T>(path, { ...options, method: 'POST', body }),
};
