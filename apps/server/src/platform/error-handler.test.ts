import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerErrorHandler } from './error-handler';
import { conflict, ruleViolation } from './errors';

async function appThrowing(error: unknown) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  app.get('/boom', async () => {
    throw error;
  });
  app.post(
    '/validate',
    { schema: { body: z.object({ name: z.string({ error: '请输入名称' }) }) } },
    async () => 'ok',
  );
  return app;
}

describe('the error handler', () => {
  it('turns an unexpected error into a 500 envelope without the cause or a stack', async () => {
    const app = await appThrowing(new Error('connection to 10.1.2.3 refused at db.ts:42'));
    const res = await app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ rtnCode: '500', rtnMessage: '系统繁忙，请稍后再试', dataSet: null });
    expect(res.body).not.toMatch(/10\.1\.2\.3|db\.ts|at /);
  });

  it('sends a business refusal as 422 with rtnCode 505, and a conflict as 409', async () => {
    const refused = await (await appThrowing(ruleViolation('届次已结束，不能再申报'))).inject({
      url: '/boom',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ rtnCode: '505', rtnMessage: '届次已结束，不能再申报' });
    const dup = await (await appThrowing(conflict('登录名已存在'))).inject({ url: '/boom' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().rtnCode).toBe('409');
  });

  it('maps schema failures to 400 with fieldErrors', async () => {
    const app = await appThrowing(null);
    const res = await app.inject({ method: 'POST', url: '/validate', payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      rtnCode: '400',
      rtnMessage: '请输入名称',
      dataSet: { fieldErrors: { name: '请输入名称' } },
    });
  });
});
