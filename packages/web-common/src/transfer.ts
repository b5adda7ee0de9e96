import type { ExportStarted } from '@awards/shared/exports';
import { ApiError, NETWORK_ERROR_STATUS, TIMEOUT_STATUS } from './apiError';
import { errorNotice } from './errorCatalogue';
import { HTTP_TIMEOUT_MS, POST_TIMEOUT_MS, request } from './http';
import { apiUrl, type Query, readEnvelope, requestHeaders, timedFetch } from './httpRequest';
import { clientText } from './i18n';
import { notify } from './notify';

/** The server path that streams a stored file (by file id or repository id). */
export const FILE_DOWNLOAD_PATH = '/rest/file/download';

/** Spec 000 §7: the API base plus the download path, unless the value already is a URL. */
export function fileUrl(value: string, query?: Query): string {
  if (/^(https?:|blob:|data:)/.test(value) || value.startsWith('//')) return value;
  // A server path gets the API base; a bare file id goes under the download path.
  return apiUrl(value.startsWith('/') ? value : `${FILE_DOWNLOAD_PATH}/${encodeURIComponent(value)}`, query);
}

function fileNameOf(response: Response, fallback: string): string {
  const header = response.headers.get('Content-Disposition') ?? '';
  const star = header.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  const plain = header.match(/filename="?([^";]+)"?/i)?.[1];
  const name = star ?? plain;
  return name ? decodeURIComponent(name) : fallback;
}

function save(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: the click has handed the blob to the browser's download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

interface DownloadOptions {
  method?: 'GET' | 'POST';
  query?: Query;
  body?: unknown;
  /** Used when the server does not name the file. */
  fileName: string;
}

/** Blob download by GET or POST; an empty or zero-size answer warns 文件下载失败 (spec 000 §5). */
export async function downloadBlob(path: string, options: DownloadOptions): Promise<boolean> {
  const fetched = await fetchBlob(path, options);
  if (fetched) save(fetched.blob, fileNameOf(fetched.response, options.fileName));
  return fetched !== null;
}

/** What an export route answered: the file (saved already), or the background job it started. */
export type ExportAnswer = { kind: 'file' } | { kind: 'job'; started: ExportStarted };

/**
 * An export (issue 14 §5): POSTs the list's filters; a small export answers the file, which
 * is saved as downloadBlob does; a large one answers an envelope naming its background job.
 * Null after telling the user why nothing came.
 */
export async function startExport(
  path: string,
  options: Omit<DownloadOptions, 'method'>,
): Promise<ExportAnswer | null> {
  const fetched = await fetchBlob(path, { ...options, method: 'POST' });
  if (!fetched) return null;
  if ((fetched.response.headers.get('Content-Type') ?? '').includes('application/json')) {
    const envelope = JSON.parse(await fetched.blob.text()) as { dataSet?: ExportStarted };
    if (envelope.dataSet && typeof envelope.dataSet.exportId === 'number')
      return { kind: 'job', started: envelope.dataSet };
  }
  save(fetched.blob, fileNameOf(fetched.response, options.fileName));
  return { kind: 'file' };
}

/**
 * A document the server renders for printing (an HTML page behind the session token) in a
 * new window: fetched with the token, shown from a blob URL, and the print dialog opened.
 */
export async function openForPrint(
  path: string,
  options: Omit<DownloadOptions, 'fileName'>,
): Promise<boolean> {
  // Opened before the fetch, while the click still counts as a user gesture for pop-up blockers.
  const target = window.open('', '_blank');
  const fetched = await fetchBlob(path, { ...options, fileName: '' });
  if (!fetched || !target) {
    target?.close();
    return false;
  }
  const url = URL.createObjectURL(fetched.blob);
  target.location.href = url;
  target.addEventListener('load', () => target.print(), { once: true });
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return true;
}

/**
 * The same printable page as text, to show inside the page (an iframe's srcdoc) rather than
 * in a new window; null after telling the user why not.
 */
export async function fetchPrintable(
  path: string,
  options: Omit<DownloadOptions, 'fileName'>,
): Promise<string | null> {
  const fetched = await fetchBlob(path, { ...options, fileName: '' });
  return fetched ? fetched.blob.text() : null;
}

/** The answer of a download call as a blob, or null after telling the user why not. */
async function fetchBlob(
  path: string,
  options: DownloadOptions,
): Promise<{ blob: Blob; response: Response } | null> {
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  const init = { method: options.method ?? 'GET', headers: requestHeaders(body !== undefined), body };
  const outcome = await timedFetch(apiUrl(path, options.query), init, HTTP_TIMEOUT_MS);
  if (!('response' in outcome)) {
    const status = outcome.timedOut ? TIMEOUT_STATUS : NETWORK_ERROR_STATUS;
    notify(errorNotice(new ApiError({ status, rtnCode: String(status), message: '' })));
    return null;
  }
  const { response } = outcome;
  if (!response.ok) {
    const envelope = await readEnvelope(response);
    const message = envelope?.rtnMessage ?? '';
    notify(errorNotice(new ApiError({ status: response.status, rtnCode: envelope?.rtnCode ?? '', message })));
    return null;
  }
  const blob = await response.blob();
  if (!blob || blob.size === 0) {
    notify({
      type: 'warning',
      title: clientText('title'),
      description: clientText('downloadFailed'),
      duration: 3,
    });
    return null;
  }
  return { blob, response };
}

/** What identifies a stored file: its id or its repository id, and its name. */
export interface StoredFile {
  fileId?: unknown;
  repositoryId?: unknown;
  fileName?: unknown;
}

/** Spec 000 §5: both an id and a file name must be passed (and be strings). */
export const MISSING_FILE_MESSAGE = '文件ID和文件名都必须传递';

/**
 * The stream URL of a stored file (spec 000 §7): by file id or repository id, with its
 * name and the token, for a link or a new window. Throws when the id or name is missing.
 */
export function storedFileUrl({ fileId, repositoryId, fileName }: StoredFile, token: string | null): string {
  const id = fileId ?? repositoryId;
  if (typeof id !== 'string' || !id || typeof fileName !== 'string' || !fileName) {
    throw new Error(MISSING_FILE_MESSAGE);
  }
  // The server streams by id at /rest/file/download/:fileId; a repository id is the id of
  // the same stored file. The name travels along so a saved link keeps its name.
  return fileUrl(`${FILE_DOWNLOAD_PATH}/${encodeURIComponent(id)}`, { fileName, token: token ?? undefined });
}

/**
 * Multipart upload (spec 000 §7): a FormData body and the 90 s upload timeout. `silent` when
 * the caller shows a refusal itself (e.g. a refused type or size under its field).
 */
export function uploadFile<T>(
  path: string,
  form: FormData,
  options: { silent?: boolean; headers?: Record<string, string> } = {},
): Promise<T> {
  return request<T>(path, {
    method: 'POST',
    body: form,
    timeoutMs: POST_TIMEOUT_MS,
    allowRepeat: true,
    silent: options.silent,
    ...(options.headers && { headers: options.headers }),
  });
}
