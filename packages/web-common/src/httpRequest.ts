import type { MessageParams } from '@awards/shared/i18n';
import { clientSettings } from './env';
import { currentLocale } from './i18n';
import { getToken } from './session';

export type Query = Record<string, string | number | boolean | undefined | null>;

/** A server path with the configured API base and the query appended. */
export function apiUrl(path: string, query?: Query): string {
  const base = /^https?:\/\//.test(path) ? path : `${clientSettings.apiBase()}${path}`;
  if (!query) return base;
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.append(name, String(value));
  }
  const search = params.toString();
  return search ? `${base}${base.includes('?') ? '&' : '?'}${search}` : base;
}

/**
 * The headers every call carries (spec 000 §7): the token, the ajax marker and the
 * request time, and the interface language, in which the server writes its messages.
 * JSON content type only with a body: Fastify refuses an empty JSON body.
 */
export function requestHeaders(jsonBody: boolean): Headers {
  const headers = new Headers({
    'X-Requested-With': 'XMLHttpRequest',
    'X-Request-Time': String(Date.now()),
    'Accept-Language': currentLocale(),
  });
  const token = getToken();
  if (token) headers.set('Authorization', token);
  if (jsonBody) headers.set('Content-Type', 'application/json');
  return headers;
}

export interface WireEnvelope {
  rtnCode?: string;
  rtnMessage?: string;
  rtnKey?: string;
  rtnParams?: MessageParams;
  dataSet?: unknown;
}

export async function readEnvelope(response: Response): Promise<WireEnvelope | null> {
  try {
    const body: unknown = await response.json();
    return body && typeof body === 'object' ? (body as WireEnvelope) : null;
  } catch {
    // A proxy's HTML error page or an empty body: no envelope to read.
    return null;
  }
}

/** fetch with a time limit and an optional caller's signal; reports which one stopped it. */
export async function timedFetch(
  url: string,
  init: RequestInit,
  timeoutMs: number,
  signal?: AbortSignal,
): Promise<{ response: Response } | { timedOut: boolean; aborted: boolean; cause: unknown }> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const forwardAbort = () => controller.abort();
  signal?.addEventListener('abort', forwardAbort, { once: true });
  try {
    return { response: await fetch(url, { ...init, signal: controller.signal }) };
  } catch (cause) {
    return { timedOut: controller.signal.aborted && !signal?.aborted, aborted: !!signal?.aborted, cause };
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}
