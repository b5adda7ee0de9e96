import type { DataRuleView, MenuView } from '@awards/shared/menus';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessLogs, menuDataRules } from '../../db/schema';
import { ADMIN_PASSWORD, createTestApp, type TestApp, USER_PASSWORD } from '../../test/harness';

let t: TestApp;
let admin: string;
let plain: string;
let logMenuId: number;
let usersMenuId: number;

const post = (url: string, body: unknown = {}, token = admin) => t.call('POST', url, { token, body });

/** The seeded access-log rows of this file, by who made them: only '/rule-test/' URIs. */
async function visibleLogs(token = admin): Promise<string[]> {
  const res = await post('/rest/log/getAccesssLogPage', { requestUri: '/rule-test/', pageSize: 100 }, token);
  expect(res.status).toBe(200);
  return (res.body.dataSet.result as { requestUri: string }[]).map((r) => r.requestUri).sort();
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', ADMIN_PASSWORD);
  await t.createUser({ loginName: 'rule-plain' });
  plain = await t.login('rule-plain', USER_PASSWORD);
  const row = (uri: string, createBy: string, responseStatus = 200) => ({
    method: 'POST',
    requestUri: uri,
    responseStatus,
    costTime: 5,
    createBy,
  });
  await t.db
    .insert(accessLogs)
    .values([
      row('/rule-test/admin-1', 'admin'),
      row('/rule-test/admin-2', 'admin', 500),
      row('/rule-test/other-1', 'someone'),
      row('/rule-test/other_2', 'someone', 503),
    ]);
  const tree = (await post('/rest/menu/tree')).body.dataSet as MenuView[];
  const all = tree.flatMap((m) => [m, ...(m.children ?? [])]);
  logMenuId = all.find((m) => m.name === 'monitor-access-log')!.menuId;
  usersMenuId = all.find((m) => m.name === 'system-users')!.menuId;
});
afterAll(() => t.close());

describe('data permission rules', () => {
  it("offers the access-log list's columns, the conditions and the variables", async () => {
    const res = await post('/rest/menu/dataRuleColumns', { menuId: logMenuId });
    expect(res.status).toBe(200);
    expect(res.body.dataSet.columns.map((c: { ruleColumn: string }) => c.ruleColumn)).toContain('createBy');
    expect(res.body.dataSet.conditions).toContain('RIGHT_LIKE');
    expect(res.body.dataSet.variables.map((v: { code: string }) => v.code)).toContain('#{sys_login_name}');
    const none = await post('/rest/menu/dataRuleColumns', { menuId: usersMenuId });
    expect(none.body.dataSet.columns).toEqual([]);
  });

  it("narrows the access log to the reader's own rows, and lets go when disabled", async () => {
    expect(await visibleLogs()).toHaveLength(4);
    const added = await post('/rest/menu/addDataRule', {
      menuId: logMenuId,
      ruleName: '只看自己的访问',
      ruleColumn: 'createBy',
      ruleConditions: '=',
      ruleValue: '#{sys_login_name}',
    });
    expect(added.status).toBe(200);
    expect(added.body.dataSet).toMatchObject({ menuName: '访问日志', status: 1, createBy: 'admin' });
    expect(await visibleLogs()).toEqual(['/rule-test/admin-1', '/rule-test/admin-2']);

    const ruleId = added.body.dataSet.ruleId as number;
    const disabled = await post('/rest/menu/editDataRule', { ruleId, status: 0 });
    expect(disabled.status).toBe(200);
    expect(await visibleLogs()).toHaveLength(4);
    expect((await post('/rest/menu/deleteDataRule', { ruleId })).status).toBe(200);
  });

  it('combines rules with AND: a number comparison and a list', async () => {
    const status = await post('/rest/menu/addDataRule', {
      menuId: logMenuId,
      ruleName: '只看失败的请求',
      ruleColumn: 'responseStatus',
      ruleConditions: '>=',
      ruleValue: '500',
    });
    expect(await visibleLogs()).toEqual(['/rule-test/admin-2', '/rule-test/other_2']);
    const list = await post('/rest/menu/addDataRule', {
      menuId: logMenuId,
      ruleName: '指定操作人',
      ruleColumn: 'createBy',
      ruleConditions: 'IN',
      ruleValue: 'someone, nobody',
    });
    expect(await visibleLogs()).toEqual(['/rule-test/other_2']);
    for (const r of [status, list])
      await post('/rest/menu/deleteDataRule', { ruleId: r.body.dataSet.ruleId });
  });

  it('matches LIKE literally: an underscore is not a wildcard', async () => {
    const rule = await post('/rest/menu/addDataRule', {
      menuId: logMenuId,
      ruleName: '下划线',
      ruleColumn: 'requestUri',
      ruleConditions: 'LIKE',
      ruleValue: 'other_',
    });
    expect(rule.status).toBe(200);
    expect(await visibleLogs()).toEqual(['/rule-test/other_2']);
    await post('/rest/menu/deleteDataRule', { ruleId: rule.body.dataSet.ruleId });
  });

  it('ignores a stored rule on a column the list does not declare', async () => {
    // Written past the service's check, as a rule left over from an older list would be.
    const [row] = await t.db
      .insert(menuDataRules)
      .values({
        menuId: logMenuId,
        ruleName: '旧规则',
        ruleColumn: 'passwordHash',
        ruleConditions: '=',
        ruleValue: 'x',
      })
      .returning();
    expect(await visibleLogs()).toHaveLength(4);
    await post('/rest/menu/deleteDataRule', { ruleId: row!.id });
  });

  it('refuses a rule the list could not apply', async () => {
    const base = { menuId: logMenuId, ruleName: '规则', ruleConditions: '=', ruleValue: 'x' };
    const column = await post('/rest/menu/addDataRule', { ...base, ruleColumn: 'passwordHash' });
    expect(column.status).toBe(400);
    expect(column.body.dataSet.fieldErrors.ruleColumn).toContain('不支持的规则字段');
    const like = await post('/rest/menu/addDataRule', {
      ...base,
      ruleColumn: 'costTime',
      ruleConditions: 'LIKE',
    });
    expect(like.body.dataSet.fieldErrors.ruleConditions).toBe('只有文本字段可以模糊匹配');
    const number = await post('/rest/menu/addDataRule', {
      ...base,
      ruleColumn: 'costTime',
      ruleValue: 'abc',
    });
    expect(number.body.dataSet.fieldErrors.ruleValue).toBe('该字段的规则值必须是数字');
    const variable = await post('/rest/menu/addDataRule', {
      ...base,
      ruleColumn: 'createBy',
      ruleValue: '#{sys_secret}',
    });
    expect(variable.body.dataSet.fieldErrors.ruleValue).toContain('未知的变量');
    const condition = await post('/rest/menu/addDataRule', {
      ...base,
      ruleColumn: 'createBy',
      ruleConditions: 'BETWEEN',
    });
    expect(condition.body.dataSet.fieldErrors.ruleConditions).toBe('请选择正确的规则条件');
    const noList = await post('/rest/menu/addDataRule', {
      ...base,
      menuId: usersMenuId,
      ruleColumn: 'createBy',
    });
    expect(noList.body.dataSet.fieldErrors.ruleColumn).toBe('该菜单的列表不支持数据权限规则');
    const noMenu = await post('/rest/menu/addDataRule', { ...base, menuId: 999_999, ruleColumn: 'createBy' });
    expect(noMenu.status).toBe(400);
  });

  it('lists the rules by menu and by permission code, and edits them', async () => {
    const added = await post('/rest/menu/addDataRule', {
      menuId: logMenuId,
      ruleName: '近期',
      ruleColumn: 'createTime',
      ruleConditions: '>=',
      ruleValue: '2020-01-01T00:00:00Z',
    });
    const ruleId = added.body.dataSet.ruleId as number;
    const byMenu = await post('/rest/menu/queryDataRuleByMenu', { menuId: logMenuId });
    expect(byMenu.body.dataSet.map((r: DataRuleView) => r.ruleId)).toEqual([ruleId]);
    const byPerms = await post('/rest/menu/queryDataRuleByPerms', { buttonPerms: 'LOG_VIEW' });
    expect(byPerms.body.dataSet.map((r: DataRuleView) => r.ruleName)).toEqual(['近期']);
    expect((await post('/rest/menu/queryDataRuleByPerms', { buttonPerms: 'NO_SUCH' })).status).toBe(404);
    expect((await post('/rest/menu/queryDataRuleByPerms', { buttonPerms: 'lower' })).status).toBe(400);

    const edited = await post('/rest/menu/editDataRule', { ruleId, ruleValue: '2099-01-01T00:00:00Z' });
    expect(edited.body.dataSet.ruleValue).toBe('2099-01-01T00:00:00Z');
    expect(await visibleLogs()).toEqual([]);
    const bad = await post('/rest/menu/editDataRule', { ruleId, ruleValue: 'yesterday' });
    expect(bad.status).toBe(400);
    await post('/rest/menu/deleteDataRule', { ruleId });
    expect((await post('/rest/menu/deleteDataRule', { ruleId })).status).toBe(404);
    expect((await post('/rest/menu/editDataRule', { ruleId, status: 1 })).status).toBe(404);
  });

  it('is refused to users without MENU_VIEW or MENU_EDIT', async () => {
    expect((await post('/rest/menu/dataRuleColumns', { menuId: logMenuId }, plain)).status).toBe(403);
    expect((await post('/rest/menu/queryDataRuleByMenu', { menuId: logMenuId }, plain)).status).toBe(403);
    expect((await post('/rest/menu/queryDataRuleByPerms', { buttonPerms: 'LOG_VIEW' }, plain)).status).toBe(
      403,
    );
    const rule = {
      menuId: logMenuId,
      ruleName: 'x',
      ruleColumn: 'createBy',
      ruleConditions: '=',
      ruleValue: 'x',
    };
    expect((await post('/rest/menu/addDataRule', rule, plain)).status).toBe(403);
    expect((await post('/rest/menu/editDataRule', { ruleId: 1, status: 0 }, plain)).status).toBe(403);
    expect((await post('/rest/menu/deleteDataRule', { ruleId: 1 }, plain)).status).toBe(403);
  });
});

describe('POST /rest/menu/dataRuleColumns, bad input', () => {
  it('400 for a missing or malformed menu id', async () => {
    expect((await post('/rest/menu/dataRuleColumns', {})).status).toBe(400);
    expect((await post('/rest/menu/dataRuleColumns', { menuId: 'x' })).status).toBe(400);
  });
});
