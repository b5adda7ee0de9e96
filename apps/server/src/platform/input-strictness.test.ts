import { TEMPLATE_PATHS } from '@awards/shared/templates';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageTemplates } from '../db/schema';
import { buildWorld, type World } from '../test/declarations';
import { createTestApp, type TestApp } from '../test/harness';
import { registerErrorHandler } from './error-handler';
import { registerNulGuard } from './nul-guard';

// Issue 11, defects 7 to 9 (docs/security.md): NUL bytes, ids beyond int4 and loosely typed ids.

let t: TestApp;
let w: World;
let templateId: number;

const LOGIN = '/callback?client_name=myform_client';
const call = (url: string, body: unknown, token = w.admin) => t.call('POST', url, { token, body });

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t);
  const added = await call(TEMPLATE_PATHS.save, {
    templateCode: 'STRICT_IDS',
    templateName: '严格编号',
    templateContent: '内容',
    templateType: '4',
  });
  templateId = added.body.dataSet.templateId;
});
afterAll(() => t.close());

describe('a NUL byte in a string (defect 7)', () => {
  it('is refused on the unauthenticated sign-in with the field message', async () => {
    const res = await t.call('POST', LOGIN, { body: { username: 'ad\u0000min', password: 'x' } });
    expect(res.status).toBe(400);
    expect(res.body.dataSet.fieldErrors.username).toBe('请输入用户名');
  });

  it('is refused in a form field of an authenticated route, with that field message', async () => {
    const res = await call(TEMPLATE_PATHS.save, {
      templateCode: 'NUL_NAME',
      templateName: 'a\u0000b',
      templateContent: '内容',
      templateType: '4',
    });
    expect(res.status).toBe(400);
    expect(res.body.dataSet.fieldErrors.templateName).toBe('请输入模板名称');
    expect(await t.db.$count(messageTemplates, eq(messageTemplates.templateCode, 'NUL_NAME'))).toBe(0);
  });

  it('is refused in a parameter map, keys and values, with the map field message', async () => {
    for (const params of [{ 'a\u0000': 'x' }, { a: 'x\u0000' }]) {
      const res = await call(TEMPLATE_PATHS.send, { templateCode: 'STRICT_IDS', params, userIds: [1] });
      expect(res.status).toBe(400);
      expect(res.body.rtnMessage).toBe('模板参数必须是键值对');
    }
  });

  it('is refused in a path parameter of the download route', async () => {
    const res = await t.call('GET', '/rest/file/download/a%00b', { token: w.admin });
    expect(res.status).toBe(400);
  });

  it('is refused by the body check when a schema lets it through (a route without one)', async () => {
    const app = Fastify();
    registerErrorHandler(app);
    registerNulGuard(app);
    let reached = 0;
    app.post('/probe/:key', async () => {
      reached += 1;
      return 'ok';
    });
    const nested = await app.inject({
      method: 'POST',
      url: '/probe/k',
      payload: { list: [{ deep: ['ok', 'x\u0000'] }] },
    });
    expect(nested.statusCode).toBe(400);
    expect(nested.json()).toMatchObject({
      rtnMessage: '内容包含非法字符',
      dataSet: { fieldErrors: { 'list.0.deep.1': '内容包含非法字符' } },
    });
    const key = await app.inject({ method: 'POST', url: '/probe/k', payload: { 'a\u0000b': 1 } });
    expect(key.json().dataSet.fieldErrors).toEqual({ ab: '内容包含非法字符' });
    const query = await app.inject({ method: 'POST', url: '/probe/k?q=%00', payload: {} });
    expect(query.json().dataSet.fieldErrors).toEqual({ q: '内容包含非法字符' });
    const param = await app.inject({ method: 'POST', url: '/probe/%00', payload: {} });
    expect(param.json().dataSet.fieldErrors).toEqual({ key: '内容包含非法字符' });
    expect(reached).toBe(0);
    const clean = await app.inject({ method: 'POST', url: '/probe/k?q=1', payload: { a: ['b'] } });
    expect(clean.statusCode).toBe(200);
    await app.close();
  });
});

describe('ids beyond the int4 columns (defect 8)', () => {
  it('answers 400, not 500, for 2^31 and 2^53 from a declarer and from the staff', async () => {
    for (const declarationId of [2 ** 31, 2 ** 53, -(2 ** 31) - 1]) {
      const mine = await call('/rest/declarer/declaration/detail', { declarationId }, w.declarerA);
      expect([declarationId, mine.status]).toEqual([declarationId, 400]);
      const staff = await call(TEMPLATE_PATHS.delete, { templateId: declarationId });
      expect([declarationId, staff.status]).toEqual([declarationId, 400]);
    }
  });

  it('still finds nothing, with a 404, for the largest int4', async () => {
    const res = await call(TEMPLATE_PATHS.delete, { templateId: 2 ** 31 - 1 });
    expect(res.status).toBe(404);
  });
});

describe('loosely typed ids (defect 9)', () => {
  it('are refused, single and batch, and nothing is deleted', async () => {
    for (const loose of [true, `${templateId}`, [templateId], [[templateId]], 1.5, null, {}]) {
      const one = await call(TEMPLATE_PATHS.delete, { templateId: loose });
      expect([loose, one.status]).toEqual([loose, 400]);
      expect(one.body.dataSet.fieldErrors.templateId).toBe('请选择模板');
      const batch = await call(TEMPLATE_PATHS.deleteBatch, { templateIds: [loose] });
      expect([loose, batch.status]).toEqual([loose, 400]);
    }
    const nested = await call(TEMPLATE_PATHS.deleteBatch, { templateIds: [[templateId]] });
    expect(nested.status).toBe(400);
    expect(await t.db.$count(messageTemplates, eq(messageTemplates.id, templateId))).toBe(1);
  });

  it('a JSON integer id still works', async () => {
    const res = await call(TEMPLATE_PATHS.deleteBatch, { templateIds: [templateId] });
    expect(res.status).toBe(200);
    expect(await t.db.$count(messageTemplates, eq(messageTemplates.id, templateId))).toBe(0);
  });
});
