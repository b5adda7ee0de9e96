import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/harness';

// A built portal and a built site (base /site/) as the Vite builds leave them.
const PORTAL = `<!doctype html><html><head><title>portal</title></head><body>${'<p></p>'.repeat(200)}</body></html>`;
const SITE = `<!doctype html><html><head><title>site</title></head><body>${'<div></div>'.repeat(200)}</body></html>`;
const SCRIPT = `export const text = ${JSON.stringify('公开申报 '.repeat(500))};\n`;

let root: string;
let t: TestApp;

function writeWithCopies(file: string, content: string) {
  writeFileSync(file, content);
  writeFileSync(`${file}.br`, brotliCompressSync(content));
  writeFileSync(`${file}.gz`, gzipSync(content));
}

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'awards-site-dist-'));
  for (const dir of ['web/assets', 'site/assets']) mkdirSync(path.join(root, dir), { recursive: true });
  writeWithCopies(path.join(root, 'web/index.html'), PORTAL);
  writeWithCopies(path.join(root, 'site/index.html'), SITE);
  writeWithCopies(path.join(root, 'site/assets/index-Ab12Cd34.js'), SCRIPT);
  t = await createTestApp({ WEB_DIST: path.join(root, 'web'), SITE_DIST: path.join(root, 'site') });
});

afterAll(async () => {
  await t?.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('the public site under /site/', () => {
  it('sends its hashed assets precompressed and cached for good', async () => {
    const br = await get('/site/assets/index-Ab12Cd34.js', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    const gz = await get('/site/assets/index-Ab12Cd34.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
  });

  it("sends the site's index.html, revalidated, at /site/ and at any of its page addresses", async () => {
    for (const url of ['/site', '/site/', '/site/notices/12', '/site/my/declarations?x=1', '/site/sign-in']) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SITE);
    }
  });

  it("leaves the portal's pages to the portal, and answers a missing site asset with 404", async () => {
    const portal = await get('/_login/login');
    expect(portal.body).toBe(PORTAL);
    for (const missing of [
      await t.app.inject({ method: 'POST', url: '/site/sign-in' }),
      await get('/site/assets/index-Gone0000.js'),
    ]) {
      expect(missing.statusCode).toBe(404);
      expect(missing.json().rtnCode).toBe('404');
    }
  });
});
