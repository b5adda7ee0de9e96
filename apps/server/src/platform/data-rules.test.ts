import { eq } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../db/client';
import { accessLogs, menuDataRules, menus } from '../db/schema';
import { openTestDatabase } from '../test/database';
import { DataRules, defineDataRuleList, ruleCondition, ruleProblems } from './data-rules';

const dialect = new PgDialect({ casing: 'snake_case' });
const render = (condition: Parameters<typeof dialect.sqlToQuery>[0]) => dialect.sqlToQuery(condition);
const variables = {
  '#{sys_user_id}': 7,
  '#{sys_org_id}': null,
  '#{sys_org_code}': null,
  '#{sys_login_name}': "o'brien",
} as const;
/**
 * A list declared here as a module declares its own (the logs module's is the
 * same menu): the access log, under the menu the reference seed creates for it.
 */
const accessLogRuleList = defineDataRuleList('monitor-access-log', {
  createBy: { column: accessLogs.createBy, kind: 'text', label: '操作人' },
  userId: { column: accessLogs.userId, kind: 'number', label: '操作人ID' },
  requestUri: { column: accessLogs.requestUri, kind: 'text', label: '请求地址' },
  costTime: { column: accessLogs.costTime, kind: 'number', label: '耗时(ms)' },
  createTime: { column: accessLogs.createTime, kind: 'time', label: '访问时间' },
});
const columns = accessLogRuleList.columns;

describe('ruleProblems', () => {
  const rule = (ruleColumn: string, ruleConditions: string, ruleValue: string) =>
    ruleProblems(accessLogRuleList, { ruleColumn, ruleConditions, ruleValue });

  it('accepts literals and variables that suit the column', () => {
    expect(rule('createBy', '=', '#{sys_login_name}')).toBeNull();
    expect(rule('userId', 'IN', '#{sys_user_id}, 3')).toBeNull();
    expect(rule('costTime', '<', '100.5')).toBeNull();
    expect(rule('createTime', '>=', '2026-01-01T00:00:00Z')).toBeNull();
  });

  it('names the field at fault', () => {
    expect(ruleProblems(undefined, { ruleColumn: 'x', ruleConditions: '=', ruleValue: 'x' })).toHaveProperty(
      'ruleColumn',
    );
    expect(rule('passwordHash', '=', 'x')).toHaveProperty('ruleColumn');
    expect(rule('createBy', 'BETWEEN', 'x')).toHaveProperty('ruleConditions');
    expect(rule('userId', '=', '#{sys_login_name}')).toHaveProperty('ruleValue');
    expect(rule('createTime', '=', '#{sys_user_id}')).toHaveProperty('ruleValue');
    expect(rule('createBy', 'LIKE', '#{sys_login_name}')).toHaveProperty('ruleValue');
    expect(rule('createBy', 'IN', 'a,,b')).toHaveProperty('ruleValue');
  });
});

describe('ruleCondition', () => {
  it('binds every value as a parameter, never in the SQL text', () => {
    const query = render(ruleCondition(columns.createBy!, '=', '#{sys_login_name}', variables));
    expect(query.sql).toBe('"access_logs"."create_by" = $1');
    expect(query.params).toEqual(["o'brien"]);
    const list = render(ruleCondition(columns.userId!, 'IN', '#{sys_user_id},9', variables));
    expect(list.sql).toBe('"access_logs"."user_id" in ($1, $2)');
    expect(list.params).toEqual([7, 9]);
  });

  it('escapes LIKE wildcards and places the % by condition', () => {
    const cases = [
      ['LIKE', '%a\\_b%'],
      ['LEFT_LIKE', '%a\\_b'],
      ['RIGHT_LIKE', 'a\\_b%'],
    ] as const;
    for (const [condition, pattern] of cases) {
      expect(render(ruleCondition(columns.requestUri!, condition, 'a_b', variables)).params).toEqual([
        pattern,
      ]);
    }
  });

  it('matches nothing when a variable has no value for this user', () => {
    expect(render(ruleCondition(columns.userId!, '=', '#{sys_org_id}', variables)).sql).toBe('false');
  });
});

describe('DataRules on a database', () => {
  let db: Db;
  let drop: () => Promise<void>;
  let menuId: number;

  beforeAll(async () => {
    const test = await openTestDatabase({ seeded: true });
    db = test.database.db;
    drop = test.drop;
    const [menu] = await db
      .select({ id: menus.id })
      .from(menus)
      .where(eq(menus.name, accessLogRuleList.menuName));
    menuId = menu!.id;
  });
  afterAll(() => drop());

  it('skips, with a log line, a rule on an undeclared column, and keeps the others', async () => {
    const warn = vi.fn();
    const rules = new DataRules(db, [accessLogRuleList], { warn });
    const user = { userId: 1, loginName: 'admin', orgId: null };
    expect(await rules.condition(accessLogRuleList, user)).toBeUndefined();

    await db.insert(menuDataRules).values([
      { menuId, ruleName: 'bad', ruleColumn: 'passwordHash', ruleConditions: '=', ruleValue: 'x' },
      {
        menuId,
        ruleName: 'own',
        ruleColumn: 'createBy',
        ruleConditions: '=',
        ruleValue: '#{sys_login_name}',
      },
      { menuId, ruleName: 'off', ruleColumn: 'costTime', ruleConditions: '>', ruleValue: '1', status: 0 },
    ]);
    const condition = await rules.condition(accessLogRuleList, user);
    expect(render(condition!)).toMatchObject({ sql: '"access_logs"."create_by" = $1', params: ['admin'] });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatchObject({ ruleColumn: 'passwordHash' });
    // And the condition runs.
    await db.select().from(accessLogs).where(condition);
  });
});
