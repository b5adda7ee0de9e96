import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('probes', () => {
  it('/healthz says the process is up', async () => {
    const res = await t.call('GET', '/healthz');
    expect(res.status).toBe(200);
    expect(res.body.dataSet).toEqual({ status: 'up' });
  });

  it('/readyz says the database answers', async () => {
    const res = await t.call('GET', '/readyz');
    expect(res.status).toBe(200);
    expect(res.body.dataSet.status).toBe('ready');
  });

  it('/api-docs serves the OpenAPI document generated from the schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api-docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    const login = doc.paths['/callback'].post;
    expect(login.requestBody.content['application/json'].schema.properties).toHaveProperty('username');
    const smsLogin = doc.paths['/callback?client_name=captcha_client'].post;
    expect(smsLogin.requestBody.content['application/json'].schema.properties).toHaveProperty('phone');
  });

  it('answers an unknown API path with a 404 envelope', async () => {
    const res = await t.call('POST', '/rest/nothing/here', { body: {} });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      rtnCode: '404',
      rtnMessage: '很抱歉，资源未找到!',
      rtnKey: 'common.notFound',
      dataSet: null,
    });
  });
});

describe('GET /rest/project/settings', () => {
  it('gives the login page its title, copyright and filing links without a token', async () => {
    const res = await t.call('GET', '/rest/project/settings');
    expect(res.status).toBe(200);
    expect(res.body.dataSet.title).toBeTruthy();
    expect(res.body.dataSet.filingIcp.url).toMatch(/^https?:\/\//);
    expect(res.body.dataSet.filingPublicSecurity.text).toBeTruthy();
  });
});
