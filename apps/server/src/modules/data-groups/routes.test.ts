import { type DataGroupView, DATA_GROUP_MESSAGES as M } from '@awards/shared/data-groups';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataGroupRegions, dataGroups, menuDataRules, menus } from '../../db/schema';
import { addOrganisation, rootOrganisation } from '../../test/admin-fixtures';
import { ADMIN_PASSWORD, createTestApp, type TestApp, USER_PASSWORD } from '../../test/harness';
import { zh } from '../../test/messages';

let t: TestApp;
let admin: string;
let viewer: string;
let nobody: string;
let unitId: number;
let subUnitId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', ADMIN_PASSWORD);
  await t.createUser({ loginName: 'dg-viewer', roleCodes: ['READ_ONLY'] });
  viewer = await t.login('dg-viewer', USER_PASSWORD);
  await t.createUser({ loginName: 'dg-nobody' });
  nobody = await t.login('dg-nobody', USER_PASSWORD);
  const root = await rootOrganisation(t.db);
  const unit = await addOrganisation(t.db, 'dg-unit', root);
  unitId = unit.id;
  subUnitId = (await addOrganisation(t.db, 'dg-sub', unit)).id;
});
afterAll(() => t.close());

const call = (url: string, body: unknown, token = admin) =>
  t.call('POST', `/rest/dataGroup/${url}`, { token, body });
const page = async (body: unknown = {}) => (await call('page', body)).body.dataSet.result as DataGroupView[];

const north = {
  groupCode: 'north',
  groupName: '华北',
  groupNameI18n: { en_GB: 'North China' },
  kind: 'region',
  regionCodes: ['110000', '120000'],
};

describe('data groups', () => {
  it('adds a region group and an organisation group, lists and edits them', async () => {
    const added = await call('add', north);
    expect(added.status).toBe(200);
    const northId = added.body.dataSet.groupId as number;
    const units = await call('add', {
      groupCode: 'units',
      groupName: '直属单位',
      kind: 'organisation',
      organIds: [unitId],
    });
    expect(units.status).toBe(200);

    const rows = await page();
    expect(rows.map((g) => g.groupCode)).toEqual(['units', 'north']);
    expect(rows[1]).toMatchObject({
      kind: 'region',
      variable: '#{group:north}',
      members: [
        { key: '110000', name: '北京市' },
        { key: '120000', name: '天津市' },
      ],
    });
    expect(rows[0]!.members).toEqual([{ key: String(unitId), name: 'dg-unit机构', nameI18n: {} }]);
    expect((await page({ kind: 'organisation' })).map((g) => g.groupCode)).toEqual(['units']);
    expect((await page({ keyword: '华北' })).map((g) => g.groupCode)).toEqual(['north']);

    // An edit replaces the members; the kind may change with them.
    const edited = await call('edit', {
      ...north,
      groupId: northId,
      kind: 'organisation',
      organIds: [unitId, subUnitId],
    });
    expect(edited.status).toBe(200);
    const detail = (await call('detail', { groupId: northId })).body.dataSet as DataGroupView;
    expect(detail.kind).toBe('organisation');
    expect(detail.members.map((m) => m.key)).toEqual([String(unitId), String(subUnitId)]);
    expect(await t.db.$count(dataGroupRegions, eq(dataGroupRegions.groupId, northId))).toBe(0);
    expect((await call('page', {}, viewer)).status).toBe(200);
  });

  it('refuses a user without the code (403)', async () => {
    expect((await call('page', {}, nobody)).status).toBe(403);
    expect((await call('add', { ...north, groupCode: 'x403' }, viewer)).status).toBe(403);
    expect((await call('delete', { groupId: 1 }, viewer)).status).toBe(403);
  });

  it('refuses bad input (400) and a taken code (409), changing nothing', async () => {
    const before = await t.db.$count(dataGroups);
    const cases: [unknown, string, string][] = [
      [{ ...north, groupCode: '1bad' }, 'groupCode', zh(M.codeRule)],
      [{ ...north, groupCode: 'nomembers', regionCodes: [] }, 'regionCodes', zh(M.membersRequired)],
      [{ ...north, groupCode: 'orgs', kind: 'organisation' }, 'organIds', zh(M.membersRequired)],
      [{ ...north, groupCode: 'badkind', kind: 'city' }, 'kind', zh(M.kindInvalid)],
      [{ ...north, groupCode: 'badregion', regionCodes: ['11'] }, 'regionCodes.0', zh(M.regionCode)],
      [
        { ...north, groupCode: 'noregion', regionCodes: ['999999'] },
        'regionCodes',
        zh(M.regionUnknown({ code: '999999' })),
      ],
      [
        { ...north, groupCode: 'noorgan', kind: 'organisation', organIds: [999_999] },
        'organIds',
        zh(M.organUnknown({ id: 999_999 })),
      ],
    ];
    for (const [body, field, message] of cases) {
      const answer = await call('add', body);
      expect(answer.status, field).toBe(400);
      expect(answer.body.dataSet.fieldErrors[field]).toBe(message);
    }
    const taken = await call('add', north);
    expect(taken.status).toBe(409);
    expect(taken.body.dataSet.fieldErrors.groupCode).toBe(zh(M.codeTaken));
    expect((await call('edit', { ...north, groupCode: 'noid' })).status).toBe(400);
    expect(await t.db.$count(dataGroups)).toBe(before);
  });

  it('keeps a group a data rule names: no delete, no new code (505); deletes it once the rule is gone', async () => {
    const added = await call('add', { ...north, groupCode: 'ruled' });
    const groupId = added.body.dataSet.groupId as number;
    const [menu] = await t.db
      .select({ id: menus.id })
      .from(menus)
      .where(eq(menus.name, 'monitor-access-log'));
    const [rule] = await t.db
      .insert(menuDataRules)
      .values({
        menuId: menu!.id,
        ruleName: '华北的日志',
        ruleColumn: 'requestIp',
        ruleConditions: 'IN',
        ruleValue: '#{group:ruled}',
      })
      .returning({ id: menuDataRules.id });

    const refused = await call('delete', { groupId });
    expect(refused.status).toBe(422);
    expect(refused.body.rtnCode).toBe('505');
    expect(refused.body.rtnMessage).toBe(
      zh(M.usedByRules({ rules: '华北的日志', variable: '#{group:ruled}' })),
    );
    const renamed = await call('edit', { ...north, groupId, groupCode: 'ruled2' });
    expect(renamed.body.rtnCode).toBe('505');
    // The name and the members may change; the code stays.
    expect(
      (await call('edit', { ...north, groupId, groupCode: 'ruled', groupName: '华北地区' })).status,
    ).toBe(200);

    await t.db.delete(menuDataRules).where(eq(menuDataRules.id, rule!.id));
    expect((await call('delete', { groupId })).status).toBe(200);
    expect((await call('detail', { groupId })).status).toBe(404);
  });
});
