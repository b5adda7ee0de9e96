import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENHANCE_WORKER_POLICY } from './app';
import { negotiateEncoding } from './platform/compression';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from './test/harness';

// A built portal as the Vite build leaves it: each text file with its .br and .gz copies.
const INDEX = `<!doctype html><html><head><title>portal</title></head><body>${'<div></div>'.repeat(200)}</body></html>`;
const SCRIPT = `export const text = ${JSON.stringify('奖励申报 '.repeat(500))};\n`;
const SMALL = 'export const x = 1;\n';

let dist: string;
let t: TestApp;

function writeWithCopies(file: string, content: string) {
  writeFileSync(file, content);
  writeFileSync(`${file}.br`, brotliCompressSync(content));
  writeFileSync(`${file}.gz`, gzipSync(content));
}

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'awards-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeWithCopies(path.join(dist, 'index.html'), INDEX);
  writeWithCopies(path.join(dist, 'assets/app-Ab12Cd34.js'), SCRIPT);
  // Too small for copies: the build writes none.
  writeFileSync(path.join(dist, 'assets/small-Ef56Gh78.js'), SMALL);
  writeWithCopies(path.join(dist, 'assets/enhance.worker-Ij90Kl12.js'), SCRIPT);
  t = await createTestApp({ WEB_DIST: dist });
});

afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('the portal files, precompressed', () => {
  it('answers a browser that accepts brotli with the .br copy, cached for good', async () => {
    const res = await get('/assets/app-Ab12Cd34.js', 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
    expect(res.rawPayload.length).toBeLessThan(Buffer.byteLength(SCRIPT) / 5);
  });

  it('answers gzip-only clients with the .gz copy', async () => {
    const res = await get('/assets/app-Ab12Cd34.js', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('answers a client without Accept-Encoding (or refusing both) with the file itself', async () => {
    for (const accept of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
      const res = await get('/assets/app-Ab12Cd34.js', accept);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.body).toBe(SCRIPT);
    }
  });

  it('sends the enhance-script worker with its own policy: it may compile, and connect nowhere', async () => {
    // As the browser asks for it (the .br copy), and as a client without compression does.
    for (const accept of ['br, gzip', 'gzip', undefined]) {
      const worker = await get('/assets/enhance.worker-Ij90Kl12.js', accept);
      expect(worker.statusCode).toBe(200);
      expect(worker.headers['content-security-policy'], accept).toBe(ENHANCE_WORKER_POLICY);
    }
    const page = await get('/assets/small-Ef56Gh78.js', 'br, gzip');
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self'(;|$)/);
    expect(page.headers['content-security-policy']).not.toMatch(/unsafe-eval/);
  });

  it('falls back to the file itself when the build wrote no copy', async () => {
    const res = await get('/assets/small-Ef56Gh78.js', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(SMALL);
  });

  it('sends index.html compressed and revalidated, at / and at any page address', async () => {
    for (const url of ['/', '/_login/login', '/_system/users?p=1']) {
      const res = await get(url, 'br');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(INDEX);
    }
    const plain = await get('/_login/login');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(INDEX);
  });
});

describe('API answers, compressed when large', () => {
  it('compresses the init answer for clients that accept it, and not for others', async () => {
    const token = await t.login('admin', ADMIN_PASSWORD);
    const call = (acceptEncoding?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/rest/home/index',
        headers: { authorization: token, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
        payload: {},
      });
    const plain = await call();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(4096);

    const br = await call('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);

    const gz = await call('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves small answers as they are', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/readyz',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toBeDefined();
  });
});

describe('negotiateEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0 and the wildcard', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(negotiateEncoding('deflate')).toBeNull();
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('*, br;q=0')).toBe('gzip');
    expect(negotiateEncoding(undefined)).toBeNull();
    expect(negotiateEncoding('identity')).toBeNull();
  });
});
