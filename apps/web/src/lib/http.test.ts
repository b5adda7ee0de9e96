import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './apiError';
import { http, setUnauthorisedHandler } from './http';
import { bindNotifier, type Notice } from './notify';
import { SESSION_TTL_MS, STORAGE_KEYS, setItem } from './storage';

// fetch is the client's boundary with the server: the only thing stubbed here.
const fetchMock = vi.fn<typeof fetch>();

function reply(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

let notices: Notice[];
let unbind: () => void;
const onUnauthorised = vi.fn();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  notices = [];
  unbind = bindNotifier((n) => notices.push(n));
  setUnauthorisedHandler(onUnauthorised);
});

afterEach(() => {
  unbind();
  fetchMock.mockReset();
  onUnauthorised.mockReset();
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
      expect.objectContaining({ title: '系统提示', description: '当前状态不允许此操作', duration: 3 }),
    ]);
  });

  it('uses the catalogue text for 403 and 404', async () => {
    fetchMock.mockResolvedValueOnce(reply(403, { rtnCode: '403', rtnMessage: 'no', dataSet: null }));
    fetchMock.mockResolvedValueOnce(reply(404, { rtnCode: '404', rtnMessage: 'gone', dataSet: null }));
    await http.get('/rest/a').catch(() => undefined);
    await http.get('/rest/b').catch(() => undefined);
    expect(notices.map((n) => n.description)).toEqual(['拒绝访问', '很抱歉，资源未找到!']);
  });

  it('leaves the session on a 401, except for the login call itself', async () => {
    fetchMock.mockImplementation(async () => reply(401, { rtnCode: '401', rtnMessage: '', dataSet: null }));
    await http.post('/rest/a').catch(() => undefined);
    expect(onUnauthorised).toHaveBeenCalledTimes(1);

    await http.post('/callback?client_name=myform_client', {}).catch(() => undefined);
    expect(onUnauthorised).toHaveBeenCalledTimes(1);
  });

  it('stays quiet for a silent call but still rejects', async () => {
    fetchMock.mockResolvedValue(
      reply(400, { rtnCode: '400', rtnMessage: 'bad', dataSet: { fieldErrors: {} } }),
    );
    await expect(http.post('/rest/a', {}, { silent: true })).rejects.toMatchObject({ status: 400 });
    expect(notices).toEqual([]);
    expect(onUnauthorised).not.toHaveBeenCalled();
  });

  it('reports a body that is not an envelope as a failure of its HTTP status', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(http.get('/rest/a', { silent: true })).rejects.toMatchObject({
      status: 502,
      rtnCode: '502',
    });
  });
});
