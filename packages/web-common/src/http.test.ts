import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './apiError';
import { HTTP_TIMEOUT_MS, http, POST_TIMEOUT_MS } from './http';
import { bindNotifier, type Dialog, type Notice } from './notify';
import { resetResubmitGuard } from './resubmitGuard';
import { clearSession, getToken } from './session';
import { setSessionReload, UNAUTHORISED_RELOAD_DELAY_MS } from './sessionLoss';
import { SESSION_TTL_MS, STORAGE_KEYS, setItem } from './storage';

// fetch is the client's boundary with the server: the only thing stubbed here.
const fetchMock = vi.fn<typeof fetch>();

function reply(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

let notices: Notice[];
let dialogs: Dialog[];
let unbind: () => void;
const reload = vi.fn();

const signIn = () => setItem(STORAGE_KEYS.accessToken, 'tok-1', SESSION_TTL_MS);

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  notices = [];
  dialogs = [];
  unbind = bindNotifier(
    (n) => notices.push(n),
    (d) => dialogs.push(d),
  );
  setSessionReload(reload);
  resetResubmitGuard();
});

afterEach(() => {
  unbind();
  fetchMock.mockReset();
  reload.mockReset();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('http client', () => {
  it('resolves the dataSet of a 0000 envelope and sends the envelope headers', async () => {
    setItem(STORAGE_KEYS.accessToken, 'tok-1', SESSION_TTL_MS);
    fetchMock.mockResolvedValue(reply(200, { rtnCode: '0000', rtnMessage: 'Succeed!', dataSet: { a: 1 } }));

    await expect(http.post('/rest/home/index', { portalCode: 'portal' })).resolves.toEqual({ a: 1 });

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    const headers = new Headers(init?.headers);
    expect(url).toBe('/rest/home/index');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"portalCode":"portal"}');
    expect(headers.get('Authorization')).toBe('tok-1');
    expect(headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(Number(headers.get('X-Request-Time'))).toBeGreaterThan(0);
    expect(headers.get('Content-Type')).toBe('application/json');
  });

  it('rejects a non-0000 envelope with an ApiError and a notice titled 系统提示', async () => {
    fetchMock.mockResolvedValue(
      reply(422, { rtnCode: '505', rtnMessage: '当前状态不允许此操作', dataSet: { x: 2 } }),
    );

    const error = await http.post('/rest/x/y').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      rtnCode: '505',
      message: '当前状态不允许此操作',
      dataSet: { x: 2 },
    });
    expect(notices).toEqual([
      expect.objectContaining({ title: '系统提示', description: '当前状态不允许此操作', duration: 4 }),
    ]);
  });

  it('uses the catalogue text for 403 and 404', async () => {
    fetchMock.mockResolvedValueOnce(reply(403, { rtnCode: '403', rtnMessage: 'no', dataSet: null }));
    fetchMock.mockResolvedValueOnce(reply(404, { rtnCode: '404', rtnMessage: 'gone', dataSet: null }));
    await http.get('/rest/a').catch(() => undefined);
    await http.get('/rest/b').catch(() => undefined);
    expect(notices.map((n) => n.description)).toEqual(['拒绝访问', '很抱歉，资源未找到!']);
  });

  it('on a 401 with a token: tells the user for 3 s, forgets the session and reloads after 1.5 s', async () => {
    vi.useFakeTimers();
    signIn();
    fetchMock.mockImplementation(async () => reply(401, { rtnCode: '401', rtnMessage: '', dataSet: null }));
    await http.post('/rest/a').catch(() => undefined);

    expect(notices).toEqual([
      expect.objectContaining({ title: '系统提示', description: '未授权，请重新登录', duration: 3 }),
    ]);
    expect(getToken()).toBeNull();
    vi.advanceTimersByTime(UNAUTHORISED_RELOAD_DELAY_MS - 1);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not leave on a 401 of the sign-in callback or without a token', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(async () => reply(401, { rtnCode: '401', rtnMessage: '', dataSet: null }));
    await http.post('/rest/a').catch(() => undefined);
    signIn();
    await http.post('/callback?client_name=myform_client', {}).catch(() => undefined);
    vi.runAllTimers();
    expect(reload).not.toHaveBeenCalled();
    expect(getToken()).toBe('tok-1');
  });

  it('stays quiet on a 401 or an invalid token answered for a session the page has left meanwhile', async () => {
    vi.useFakeTimers();
    signIn();
    // The user signs out while the calls are in flight: the page forgets the token, then the
    // server, having ended the session, refuses them.
    fetchMock.mockImplementationOnce(async () => {
      clearSession();
      return reply(401, { rtnCode: '401', rtnMessage: '', dataSet: null });
    });
    const refused = await http.post('/rest/a').catch((e: unknown) => e);
    signIn();
    fetchMock.mockImplementationOnce(async () => {
      clearSession();
      return reply(500, { rtnCode: '500', rtnMessage: 'Token失效，请重新登录', dataSet: null });
    });
    const invalid = await http.post('/rest/b').catch((e: unknown) => e);

    expect(refused).toMatchObject({ status: 401, forEndedSession: true });
    expect(invalid).toMatchObject({ status: 500, forEndedSession: true });
    vi.runAllTimers();
    expect(notices).toEqual([]);
    expect(dialogs).toEqual([]);
    expect(reload).not.toHaveBeenCalled();
  });

  it('still reports other failures of a call whose session ended meanwhile', async () => {
    signIn();
    fetchMock.mockImplementationOnce(async () => {
      clearSession();
      return reply(422, { rtnCode: '505', rtnMessage: '当前状态不允许此操作', dataSet: null });
    });
    await http.post('/rest/a').catch(() => undefined);
    expect(notices.map((n) => n.description)).toEqual(['当前状态不允许此操作']);
  });

  it('opens the login-expired dialog for a 500 saying the token is invalid', async () => {
    signIn();
    fetchMock.mockResolvedValue(
      reply(500, { rtnCode: '500', rtnMessage: 'Token失效，请重新登录', dataSet: null }),
    );
    await http.post('/rest/a').catch(() => undefined);
    expect(notices).toEqual([]);
    expect(dialogs).toEqual([expect.objectContaining({ title: '登录已过期', okText: '重新登录' })]);
    dialogs[0]?.onOk();
    expect(getToken()).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('shows the server message for other statuses, and the catalogue text for 504', async () => {
    fetchMock.mockResolvedValueOnce(
      reply(500, { rtnCode: '500', rtnMessage: '系统繁忙，请稍后再试', dataSet: null }),
    );
    fetchMock.mockResolvedValueOnce(new Response('', { status: 504 }));
    await http.post('/rest/a').catch(() => undefined);
    await http.post('/rest/b').catch(() => undefined);
    expect(notices.map((n) => n.description)).toEqual(['系统繁忙，请稍后再试', '网络超时']);
  });

  it('sends an identical request once within 500 ms and shares its answer', async () => {
    fetchMock.mockImplementation(async () => reply(200, { rtnCode: '0000', rtnMessage: 'ok', dataSet: 7 }));
    const [a, b] = await Promise.all([http.post('/rest/save', { x: 1 }), http.post('/rest/save', { x: 1 })]);
    expect([a, b]).toEqual([7, 7]);
    await http.post('/rest/save', { x: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // A different body is a different request.
    await http.post('/rest/save', { x: 2 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('sends the identical request again when another call finished in between (e.g. a save)', async () => {
    fetchMock.mockImplementation(async () => reply(200, { rtnCode: '0000', rtnMessage: 'ok', dataSet: 1 }));
    await http.post('/rest/sessions/list');
    await http.post('/rest/sessions/revoke', { id: 2 });
    await http.post('/rest/sessions/list');
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/rest/sessions/list',
      '/rest/sessions/revoke',
      '/rest/sessions/list',
    ]);
  });

  it('sends the identical request again once 500 ms have passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    fetchMock.mockImplementation(async () => reply(200, { rtnCode: '0000', rtnMessage: 'ok', dataSet: 1 }));
    await http.get('/rest/list');
    vi.setSystemTime(Date.now() + 499);
    await http.get('/rest/list');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    vi.setSystemTime(Date.now() + 1);
    await http.get('/rest/list');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('gives up after the timeout: 1,000,000 ms by default, 90,000 ms for postWithTimeout', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    const slow = http.postWithTimeout('/rest/slow', {}).catch((e: unknown) => e);
    const normal = http.post('/rest/normal', {}).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(POST_TIMEOUT_MS);
    expect(await slow).toMatchObject({ status: 504, message: '网络超时' });
    await vi.advanceTimersByTimeAsync(HTTP_TIMEOUT_MS - POST_TIMEOUT_MS);
    expect(await normal).toMatchObject({ status: 504 });
  });

  it('stays quiet for a silent call but still rejects', async () => {
    fetchMock.mockResolvedValue(
      reply(400, { rtnCode: '400', rtnMessage: 'bad', dataSet: { fieldErrors: {} } }),
    );
    await expect(http.post('/rest/a', {}, { silent: true })).rejects.toMatchObject({ status: 400 });
    expect(notices).toEqual([]);
  });

  it('reports a body that is not an envelope as a failure of its HTTP status', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(http.get('/rest/a', { silent: true })).rejects.toMatchObject({
      status: 502,
      rtnCode: '502',
    });
  });
});
