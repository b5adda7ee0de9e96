import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageTemplates, roles, users } from '../../db/schema';
import { ADMIN_PASSWORD, createTestApp, type TestApp, USER_PASSWORD } from '../../test/harness';

let t: TestApp;
let admin: string;
let plain: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', ADMIN_PASSWORD);
  await t.createUser({ loginName: 'd-plain' });
  plain = await t.login('d-plain', USER_PASSWORD);
  await t.db
    .update(users)
    .set({ email: 'Admin@Example.org', phone: '13800000000' })
    .where(eq(users.loginName, 'admin'));
});
afterAll(() => t.close());

const check = (body: unknown, token: string | null = admin) =>
  t.call('POST', '/rest/duplicate/check', { token, body });

describe('POST /rest/duplicate/check', () => {
  it('answers valid for an unused value and 409 with the spec message for a used one', async () => {
    const free = await check({ tableName: 'users', fieldName: 'loginName', fieldVal: 'nobody' });
    expect(free.status).toBe(200);
    expect(free.body.dataSet).toEqual({ valid: true, message: '该值可用！' });
    const taken = await check({
      tableName: 'users',
      tableKey: 'userId',
      fieldName: 'loginName',
      fieldVal: 'ADMIN',
    });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({
      rtnCode: '409',
      rtnMessage: '该值不可用，系统中已存在！',
      rtnKey: 'duplicateCheck.taken',
    });
    // Both answers speak the caller's language.
    const english = { 'accept-language': 'en_GB' };
    const freeEn = await t.call('POST', '/rest/duplicate/check', {
      token: admin,
      headers: english,
      body: { tableName: 'users', fieldName: 'loginName', fieldVal: 'nobody' },
    });
    expect(freeEn.body.dataSet).toEqual({ valid: true, message: 'This value is available!' });
    const takenEn = await t.call('POST', '/rest/duplicate/check', {
      token: admin,
      headers: english,
      body: { tableName: 'users', fieldName: 'loginName', fieldVal: 'admin' },
    });
    expect(takenEn.body.rtnMessage).toBe('This value is not available: it already exists!');
    expect(
      (await check({ tableName: 'users', fieldName: 'email', fieldVal: 'admin@example.ORG' })).status,
    ).toBe(409);
    expect((await check({ tableName: 'users', fieldName: 'phone', fieldVal: 13800000000 })).status).toBe(409);
    expect((await check({ tableName: 'roles', fieldName: 'roleCode', fieldVal: 'SYS_ADMIN' })).status).toBe(
      409,
    );
    expect(
      (await check({ tableName: 'organisations', fieldName: 'organCode', fieldVal: 'ROOT' })).status,
    ).toBe(409);
    expect(
      (await check({ tableName: 'menu_buttons', fieldName: 'buttonPerms', fieldVal: 'USER_ADD' })).status,
    ).toBe(409);
    const template = { tableName: 'message_templates', fieldName: 'templateCode', fieldVal: 'DUP_TPL' };
    expect((await check(template)).status).toBe(200);
    await t.db.insert(messageTemplates).values({
      templateCode: 'DUP_TPL',
      templateName: '重复检查',
      templateContent: '内容',
      templateType: '4',
    });
    expect((await check(template)).status).toBe(409);
  });

  it('does not count the record being edited (dataId), and treats an empty value as valid', async () => {
    const [admin_] = await t.db.select().from(users).where(eq(users.loginName, 'admin'));
    const own = await check({
      tableName: 'users',
      fieldName: 'loginName',
      fieldVal: 'admin',
      dataId: admin_!.id,
    });
    expect(own.status).toBe(200);
    const [role] = await t.db.select().from(roles).where(eq(roles.roleCode, 'SYS_ADMIN'));
    expect(
      (
        await check({
          tableName: 'roles',
          fieldName: 'roleCode',
          fieldVal: 'SYS_ADMIN',
          dataId: role!.id,
        })
      ).status,
    ).toBe(200);
    // Issue 11: an id is a JSON integer; a digit string is no longer read as one.
    expect(
      (await check({ tableName: 'roles', fieldName: 'roleCode', fieldVal: 'x', dataId: String(role!.id) }))
        .status,
    ).toBe(400);
    expect((await check({ tableName: 'users', fieldName: 'loginName', fieldVal: '' })).status).toBe(200);
    expect((await check({ tableName: 'users', fieldName: 'loginName' })).status).toBe(200);
  });

  it('answers 400 to SQL-injection attempts and unknown names: they never reach SQL', async () => {
    const attempts = [
      { tableName: 'users; drop table users; --', fieldName: 'loginName', field: 'tableName' },
      { tableName: 'users', fieldName: 'loginName = login_name or 1=1 --', field: 'fieldName' },
      { tableName: 'users', fieldName: 'password_hash', field: 'fieldName' },
      { tableName: 'users', fieldName: 'passwordHash', field: 'fieldName' },
      { tableName: 'sessions', fieldName: 'tokenHash', field: 'tableName' },
      { tableName: 'pg_catalog.pg_user', fieldName: 'usename', field: 'tableName' },
      { tableName: '__proto__', fieldName: 'constructor', field: 'tableName' },
      { tableName: 'users', fieldName: '__proto__', field: 'fieldName' },
      { tableName: 'users', fieldName: 'toString', field: 'fieldName' },
      { tableName: '"users"', fieldName: 'loginName', field: 'tableName' },
    ];
    for (const { field, ...attempt } of attempts) {
      const res = await check({ ...attempt, fieldVal: "x' or '1'='1" });
      expect([attempt, res.status]).toEqual([attempt, 400]);
      expect(res.body.dataSet.fieldErrors).toHaveProperty(field);
    }
    const key = await check({
      tableName: 'users',
      tableKey: 'id; delete from users',
      fieldName: 'loginName',
      fieldVal: 'x',
    });
    expect(key.body.dataSet.fieldErrors).toEqual({ tableKey: '不支持的主键名' });
    // A value with quotes is only ever a bound parameter.
    expect((await check({ tableName: 'users', fieldName: 'loginName', fieldVal: "admin' --" })).status).toBe(
      200,
    );
    expect(await t.db.$count(users)).toBeGreaterThan(1);
  });

  it('answers 400 to a malformed body, 401 without a session', async () => {
    expect((await check({ tableName: 'users' })).status).toBe(400);
    expect((await check({ tableName: 'users', fieldName: 'loginName', fieldVal: { a: 1 } })).status).toBe(
      400,
    );
    expect(
      (await check({ tableName: 'users', fieldName: 'loginName', fieldVal: 'x', dataId: 'abc' })).status,
    ).toBe(400);
    expect((await check({ tableName: 'users', fieldName: 'loginName', fieldVal: 'x' }, null)).status).toBe(
      401,
    );
    expect((await check({ tableName: 'users', fieldName: 'loginName', fieldVal: 'x' }, plain)).status).toBe(
      200,
    );
  });
});

describe('GET /rest/duplicate/checkRule', () => {
  const rule = (query: Record<string, string>, token: string | null = admin) =>
    t.call('GET', '/rest/duplicate/checkRule', { token, query });

  it('checks a URL-encoded value against a named rule, with the rule’s message', async () => {
    expect((await rule({ ruleCode: 'MOBILE', value: '13912345678' })).status).toBe(200);
    const bad = await rule({ ruleCode: 'MOBILE', value: '123' });
    expect(bad.status).toBe(400);
    expect(bad.body.rtnMessage).toBe('您的手机号码格式不正确!');
    const email = await t.call(
      'GET',
      `/rest/duplicate/checkRule?ruleCode=EMAIL&value=${encodeURIComponent('a+b@example.org')}`,
      {
        token: admin,
      },
    );
    expect(email.status).toBe(200);
    expect((await rule({ ruleCode: 'ROLE_CODE', value: 'lower' })).body.rtnMessage).toBe(
      '角色编码为2至50位大写字母、数字或下划线，以字母开头',
    );
    expect((await rule({ ruleCode: 'ZIP_CODE', value: '' })).status).toBe(200);
  });

  it('answers 400 for an unknown rule, 401 without a session', async () => {
    const unknown = await rule({ ruleCode: 'constructor', value: 'x' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.dataSet.fieldErrors).toEqual({ ruleCode: '不支持的校验规则' });
    expect((await rule({ value: 'x' })).status).toBe(400);
    expect((await rule({ ruleCode: 'MOBILE', value: '1' }, null)).status).toBe(401);
  });
});
