import type { DataRuleCondition } from '@awards/shared/menus';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import {
  dataGroupOrgans,
  dataGroupRegions,
  dataGroups,
  menuDataRules,
  menus,
  organisations,
} from '../db/schema';
import { addOrganisation, rootOrganisation } from '../test/admin-fixtures';
import { openTestDatabase } from '../test/database';
import { DataRules, defineDataRuleList, groupMembers, ruleCondition, ruleProblems } from './data-rules';

/**
 * A data rule's value naming a data group (`#{group:<code>}`): the group stands for its members
 * with everything under them, and a group that is empty or missing matches nothing.
 * The list is declared here on the organisations table, so the rows a rule leaves are the
 * organisations themselves.
 */
const organList = defineDataRuleList('test-organisations', {
  organId: { column: organisations.id, kind: 'number', label: 'id' },
  regionCode: { column: organisations.regionCode, kind: 'text', label: 'region' },
  organName: { column: organisations.organName, kind: 'text', label: 'name' },
  createTime: { column: organisations.createTime, kind: 'time', label: 'time' },
});
const variables = {
  '#{sys_user_id}': 1,
  '#{sys_org_id}': null,
  '#{sys_org_code}': null,
  '#{sys_login_name}': 'admin',
} as const;

let db: Db;
let drop: () => Promise<void>;
const ids: Record<string, number> = {};

beforeAll(async () => {
  const test = await openTestDatabase({ seeded: true });
  db = test.database.db;
  drop = test.drop;
  const root = await rootOrganisation(db);
  // dgA ⊃ dgA1 ⊃ dgA1a; dgB; dgGone deleted. Regions: Beijing's 东城区, Shanghai's 黄浦区, 天津.
  const a = await addOrganisation(db, 'dgA', root, { regionCode: '110101' });
  const a1 = await addOrganisation(db, 'dgA1', a, { regionCode: '310101' });
  const a1a = await addOrganisation(db, 'dgA1a', a1, { regionCode: '120101' });
  const b = await addOrganisation(db, 'dgB', root, { regionCode: '110102' });
  const gone = await addOrganisation(db, 'dgGone', a, { delFlag: 1, regionCode: '110101' });
  Object.assign(ids, { a: a.id, a1: a1.id, a1a: a1a.id, b: b.id, gone: gone.id });

  const [orgGroup, beijing, both, empty] = await db
    .insert(dataGroups)
    .values([
      { groupCode: 'units_a', groupName: 'A 及下级', kind: 'organisation' },
      { groupCode: 'beijing', groupName: '北京', kind: 'region' },
      { groupCode: 'bj_sh', groupName: '北京和黄浦', kind: 'region' },
      { groupCode: 'empty', groupName: '空', kind: 'organisation' },
    ])
    .returning({ id: dataGroups.id });
  await db.insert(dataGroupOrgans).values([{ groupId: orgGroup!.id, organId: a1.id }]);
  await db.insert(dataGroupRegions).values([
    { groupId: beijing!.id, regionCode: '110000' },
    { groupId: both!.id, regionCode: '110000' },
    { groupId: both!.id, regionCode: '310101' },
  ]);
  void empty;
});
afterAll(() => drop());

const OURS = ['dgA', 'dgA1', 'dgA1a', 'dgB', 'dgGone'];

/** The test's organisations a rule leaves, by code. */
async function matched(column: keyof typeof organList.columns, condition: DataRuleCondition, value: string) {
  const rule = { ruleValue: value };
  const groups = await groupMembers(db, [rule]);
  const where = ruleCondition(organList.columns[column]!, condition, value, variables, groups);
  const rows = await db.select({ code: organisations.organCode }).from(organisations).where(where);
  return rows
    .map((r) => r.code)
    .filter((code) => OURS.includes(code))
    .sort();
}

describe('#{group:<code>} in a data rule', () => {
  const cases: [string, keyof typeof organList.columns, DataRuleCondition, string, string[]][] = [
    [
      'an organisation group: the member and those under it, not the deleted',
      'organId',
      '=',
      '#{group:units_a}',
      ['dgA1', 'dgA1a'],
    ],
    ['IN with a group and a literal id', 'organId', 'IN', '#{group:units_a}, B', ['dgA1', 'dgA1a', 'dgB']],
    ['!= leaves everything outside the group', 'organId', '!=', '#{group:units_a}', ['dgA', 'dgB', 'dgGone']],
    [
      'a region group: the province with its cities and counties',
      'regionCode',
      '=',
      '#{group:beijing}',
      ['dgA', 'dgB', 'dgGone'],
    ],
    [
      'a region group of a province and a county',
      'regionCode',
      'IN',
      '#{group:bj_sh}',
      ['dgA', 'dgA1', 'dgB', 'dgGone'],
    ],
    ['an empty group fails closed', 'organId', '=', '#{group:empty}', []],
    ['an empty group fails closed under != too', 'organId', '!=', '#{group:empty}', []],
    ['a missing group fails closed', 'regionCode', 'IN', '#{group:nowhere}', []],
    [
      'a missing group beside a literal still fails closed',
      'regionCode',
      'IN',
      '110101,#{group:nowhere}',
      [],
    ],
    ['region codes on a number column fail closed', 'organId', '=', '#{group:beijing}', []],
    ['a group under LIKE (refused when saved) fails closed', 'organName', 'LIKE', '#{group:units_a}', []],
  ];
  it.each(cases)('%s', async (_name, column, condition, value, expected) => {
    // 'B' stands for dgB's id, known only once the rows exist.
    const resolved = value.replace(/\bB\b/, String(ids.b));
    expect(await matched(column, condition, resolved)).toEqual(expected);
  });

  it('binds the members as parameters, never in the SQL text', async () => {
    const groups = await groupMembers(db, [{ ruleValue: '#{group:units_a}' }]);
    expect(groups.get('units_a')).toEqual([ids.a1, ids.a1a]);
    expect(groups.has('nowhere')).toBe(false);
  });

  it('is accepted when saved with =, != and IN on text and number columns, and refused otherwise', () => {
    const problems = (column: string, condition: string, value: string) =>
      ruleProblems(organList, { ruleColumn: column, ruleConditions: condition, ruleValue: value });
    expect(problems('organId', '=', '#{group:units_a}')).toBeNull();
    expect(problems('regionCode', 'IN', '110101, #{group:beijing}')).toBeNull();
    expect(problems('regionCode', '!=', '#{group:beijing}')).toBeNull();
    expect(problems('organName', 'LIKE', '#{group:beijing}')).toHaveProperty('ruleConditions');
    expect(problems('organId', '>', '#{group:beijing}')).toHaveProperty('ruleConditions');
    expect(problems('createTime', '=', '#{group:beijing}')).toHaveProperty('ruleValue');
    // Not a group's code: an unknown variable, as before.
    expect(problems('organId', '=', '#{group:}')).toHaveProperty('ruleValue');
  });

  it('reads the group on every query through DataRules: a member added applies to the next page', async () => {
    const [any] = await db.select({ appId: menus.appId }).from(menus).limit(1);
    const [menu] = await db
      .insert(menus)
      .values({ appId: any!.appId, name: organList.menuName, menuName: 'test', menuUrl: '/test' })
      .returning({ id: menus.id });
    await db.insert(menuDataRules).values({
      menuId: menu!.id,
      ruleName: 'units',
      ruleColumn: 'organId',
      ruleConditions: '=',
      ruleValue: '#{group:empty}',
    });
    const rules = new DataRules(db, [organList], { warn: () => undefined });
    const user = { userId: 1, loginName: 'admin', orgId: null };
    const codes = async () =>
      (
        await db
          .select({ code: organisations.organCode })
          .from(organisations)
          .where(await rules.condition(organList, user))
      )
        .map((r) => r.code)
        .filter((code) => OURS.includes(code));
    expect(await codes()).toEqual([]);
    const [empty] = await db.select().from(dataGroups).where(eq(dataGroups.groupCode, 'empty'));
    await db.insert(dataGroupOrgans).values({ groupId: empty!.id, organId: ids.b! });
    expect(await codes()).toEqual(['dgB']);
  });
});
