import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bindNotifier, type Notice } from './notify';
import {
  downloadBlob,
  FILE_DOWNLOAD_PATH,
  fileUrl,
  MISSING_FILE_MESSAGE,
  storedFileUrl,
  uploadFile,
} from './transfer';

const fetchMock = vi.fn<typeof fetch>();
let notices: Notice[];
let unbind: () => void;

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  notices = [];
  unbind = bindNotifier((n) => notices.push(n));
});

afterEach(() => {
  unbind();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe('fileUrl', () => {
  it('keeps a value that already is a URL', () => {
    expect(fileUrl('https://cdn.example.com/a.pdf')).toBe('https://cdn.example.com/a.pdf');
    expect(fileUrl('blob:xyz')).toBe('blob:xyz');
  });

  it('puts the API base in front of a path, and the download path in front of an id', () => {
    vi.stubEnv('VITE_API_BASE', 'https://api.example.com/');
    expect(fileUrl('/rest/file/x')).toBe('https://api.example.com/rest/file/x');
    expect(fileUrl('42', { fileName: 'a b.pdf' })).toBe(
      `https://api.example.com${FILE_DOWNLOAD_PATH}/42?fileName=a+b.pdf`,
    );
  });
});

describe('downloadBlob', () => {
  it('warns 文件下载失败 for an empty answer and saves nothing', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 200 }));
    const createObjectURL = vi.fn();
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL }));
    await expect(
      downloadBlob('/rest/export', { method: 'POST', body: {}, fileName: 'x.xlsx' }),
    ).resolves.toBe(false);
    expect(notices).toEqual([expect.objectContaining({ type: 'warning', description: '文件下载失败' })]);
    expect(createObjectURL).not.toHaveBeenCalled();
  });

  it('saves a blob under the name the server gives', async () => {
    fetchMock.mockResolvedValue(
      new Response('abc', {
        status: 200,
        headers: { 'Content-Disposition': "attachment; filename*=UTF-8''%E5%90%8D%E5%8D%95.xlsx" },
      }),
    );
    const createObjectURL = vi.fn(() => 'blob:1');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicks: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    await expect(downloadBlob('/rest/export', { fileName: 'fallback.xlsx' })).resolves.toBe(true);
    expect(clicks).toEqual(['名单.xlsx']);
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('GET');
  });

  it('reports a failed download with the catalogue', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ rtnCode: '404', rtnMessage: 'x' }), { status: 404 }),
    );
    await expect(downloadBlob('/rest/export', { fileName: 'a' })).resolves.toBe(false);
    expect(notices.map((n) => n.description)).toEqual(['很抱歉，资源未找到!']);
  });
});

describe('uploadFile', () => {
  it('posts the form data as multipart, without a JSON content type', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ rtnCode: '0000', dataSet: { fileId: 1 } })));
    const form = new FormData();
    form.append('file', new Blob(['x']), 'x.txt');
    await expect(uploadFile('/rest/file/upload', form)).resolves.toEqual({ fileId: 1 });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe(form);
    expect(new Headers(init?.headers).get('Content-Type')).toBeNull();
  });
});

describe('storedFileUrl', () => {
  it('streams by file id or repository id, with the name and the token', () => {
    expect(storedFileUrl({ fileId: 'f1', fileName: 'a.pdf' }, 'tok')).toBe(
      `${FILE_DOWNLOAD_PATH}/f1?fileName=a.pdf&token=tok`,
    );
    expect(storedFileUrl({ repositoryId: 'r9', fileName: 'b.doc' }, null)).toBe(
      `${FILE_DOWNLOAD_PATH}/r9?fileName=b.doc`,
    );
  });

  it('throws when the id or the name is missing or not a string', () => {
    expect(() => storedFileUrl({ fileName: 'a.pdf' }, null)).toThrow(MISSING_FILE_MESSAGE);
    expect(() => storedFileUrl({ fileId: 5, fileName: 'a.pdf' }, null)).toThrow(MISSING_FILE_MESSAGE);
    expect(() => storedFileUrl({ fileId: 'f1' }, null)).toThrow(MISSING_FILE_MESSAGE);
  });
});
