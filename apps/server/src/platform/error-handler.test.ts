import { APP_MESSAGES } from '@awards/shared/apps';
import { COMMON_MESSAGES } from '@awards/shared/common-messages';
import { LOG_MESSAGES } from '@awards/shared/logs';
import { REGION_MESSAGES } from '@awards/shared/regions';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zh } from '../test/messages';
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
    {
      schema: {
        body: z.object({
          name: z.string({ error: REGION_MESSAGES.nameRequired }),
          code: z.string({ error: REGION_MESSAGES.codeRequired }).regex(/^\d{6}$/, {
            error: REGION_MESSAGES.codeRule,
          }),
        }),
      },
    },
    async () => 'ok',
  );
  return app;
}

const tooMany = LOG_MESSAGES.exportTooMany({ count: 60000, max: 50000 });

describe('the error handler', () => {
  it('turns an unexpected error into a 500 envelope without the cause or a stack', async () => {
    const app = await appThrowing(new Error('connection to 10.1.2.3 refused at db.ts:42'));
    const res = await app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      rtnCode: '500',
      rtnMessage: '系统繁忙，请稍后再试',
      rtnKey: 'common.busy',
      dataSet: null,
    });
    expect(res.body).not.toMatch(/10\.1\.2\.3|db\.ts|at /);
  });

  it('sends a business refusal as 422 with rtnCode 505, and a conflict as 409', async () => {
    const refused = await (await appThrowing(ruleViolation(tooMany))).inject({ url: '/boom' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      rtnCode: '505',
      rtnMessage: '符合条件的日志有 60000 条，超过单次导出上限 50000 条，请缩小查询范围',
    });
    const dup = await (await appThrowing(conflict(APP_MESSAGES.codeTaken))).inject({ url: '/boom' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({ rtnCode: '409', rtnMessage: '应用编码已存在' });
  });

  it('maps schema failures to 400 with fieldErrors', async () => {
    const app = await appThrowing(null);
    const res = await app.inject({ method: 'POST', url: '/validate', payload: { code: '12' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      rtnCode: '400',
      rtnMessage: '请输入名称',
      rtnKey: 'regions.nameRequired',
      dataSet: {
        fieldErrors: { name: '请输入名称', code: '行政区划代码为6位数字' },
        fieldKeys: { name: { key: 'regions.nameRequired' }, code: { key: 'regions.codeRule' } },
      },
    });
  });

  it('answers a caller without Accept-Language in zh_CN', async () => {
    const refused = await (await appThrowing(ruleViolation(tooMany))).inject({ url: '/boom' });
    expect(refused.json()).toEqual({
      rtnCode: '505',
      rtnMessage: zh(tooMany),
      rtnKey: 'logs.exportTooMany',
      rtnParams: { count: 60000, max: 50000 },
      dataSet: null,
    });
    const invalid = await (await appThrowing(null)).inject({
      method: 'POST',
      url: '/validate',
      payload: { name: 'x', code: 'abc' },
    });
    expect(invalid.json().rtnMessage).toBe('行政区划代码为6位数字');
    expect(invalid.json().dataSet.fieldErrors).toEqual({ code: '行政区划代码为6位数字' });
  });

  it('answers an en_GB caller in English, with the keys and parameters beside the texts', async () => {
    const headers = { 'accept-language': 'en_GB' };
    const refused = await (await appThrowing(ruleViolation(tooMany))).inject({ url: '/boom', headers });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      rtnCode: '505',
      rtnMessage: '60000 entries match, more than the 50000 one export may hold: please narrow the search',
      rtnKey: 'logs.exportTooMany',
      rtnParams: { count: 60000, max: 50000 },
      dataSet: null,
    });

    const invalid = await (await appThrowing(null)).inject({
      method: 'POST',
      url: '/validate',
      payload: { code: 'abc' },
      headers,
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({
      rtnCode: '400',
      rtnMessage: 'Please enter the name',
      rtnKey: 'regions.nameRequired',
      dataSet: {
        fieldErrors: { name: 'Please enter the name', code: 'A region code is 6 digits' },
        fieldKeys: { name: { key: 'regions.nameRequired' }, code: { key: 'regions.codeRule' } },
      },
    });

    const busy = await (await appThrowing(new Error('x'))).inject({ url: '/boom', headers });
    expect(busy.json().rtnMessage).toBe('The system is busy: please try again later');
    const common = await (
      await appThrowing(ruleViolation(COMMON_MESSAGES.tooManyFor({ seconds: 30 })))
    ).inject({ url: '/boom', headers: { 'accept-language': 'zh-TW' } });
    expect(common.json().rtnMessage).toBe('請求過於頻繁，請30秒後再試');
  });
});
