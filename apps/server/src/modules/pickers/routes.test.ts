import { PICKER_LIMIT, type PickerOption } from '@awards/shared/pickers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tradeEntities } from '../../db/schema';
import { createTestApp, type TestApp, USER_PASSWORD } from '../../test/harness';

let t: TestApp;
let user: string;

const post = (url: string, body: unknown = {}, token: string | null = user) =>
  t.call('POST', url, { token, body });
const codes = (list: PickerOption[]) => list.map((o) => o.code);

beforeAll(async () => {
  t = await createTestApp();
  // Any signed-in user may search: no role at all.
  await t.createUser({ loginName: 'picker-user' });
  user = await t.login('picker-user', USER_PASSWORD);
});
afterAll(() => t.close());

describe('the trader, warehouse and factory pickers', () => {
  it('lists traders, searching by name or code prefix', async () => {
    const all = await post('/rest/simulation/queryTestDataTraderInfo');
    expect(all.status).toBe(200);
    expect(all.body.dataSet.traderInfoList).toHaveLength(7);
    expect(all.body.dataSet.traderInfoList[0]).toEqual({
      code: 'TR-BJ-001',
      name: '北京华贸国际贸易有限公司',
      value: '北京华贸国际贸易有限公司',
    });
    const byName = await post('/rest/simulation/queryTestDataTraderInfo', { traderName: '上海' });
    expect(codes(byName.body.dataSet.traderInfoList)).toEqual(['TR-SH-001']);
    const byCode = await post('/rest/simulation/queryTestDataTraderInfo', { param: 'tr-g' });
    expect(codes(byCode.body.dataSet.traderInfoList)).toEqual(['TR-GD-001']);
    // A prefix, not a substring; and % is no wildcard.
    expect(
      (await post('/rest/simulation/queryTestDataTraderInfo', { param: '贸易' })).body.dataSet.traderInfoList,
    ).toEqual([]);
    expect(
      (await post('/rest/simulation/queryTestDataTraderInfo', { param: '%' })).body.dataSet.traderInfoList,
    ).toEqual([]);
  });

  it('lists warehouses and factories under their own calls', async () => {
    const whs = await post('/rest/common/getLenovoFunctionService', { warehouse: '上海' });
    expect(codes(whs.body.dataSet.whsVoList)).toEqual(['WH-SH-01']);
    const factories = await post('/rest/simulation/queryLenovoFactoryInfo', {});
    expect(factories.body.dataSet.factoryInfoList).toHaveLength(7);
    expect(
      codes(
        (await post('/rest/simulation/queryLenovoFactoryInfo', { param: 'FA-SZ' })).body.dataSet
          .factoryInfoList,
      ),
    ).toEqual(['FA-SZ-01']);
  });

  it('answers at most 50', async () => {
    await t.db.insert(tradeEntities).values(
      Array.from({ length: 60 }, (_, i) => ({
        type: 'factory',
        code: `FX-${String(i).padStart(3, '0')}`,
        name: `批量工厂${i}`,
      })),
    );
    const res = await post('/rest/simulation/queryLenovoFactoryInfo', { param: 'FX' });
    expect(res.body.dataSet.factoryInfoList).toHaveLength(PICKER_LIMIT);
  });

  it('searches by type, refusing any other type', async () => {
    const ok = await post('/rest/picker/search', { type: 'warehouse', keyword: 'wh-bj' });
    expect(codes(ok.body.dataSet.list)).toEqual(['WH-BJ-01']);
    const bad = await post('/rest/picker/search', { type: 'supplier' });
    expect(bad.status).toBe(400);
    expect(bad.body.dataSet.fieldErrors.type).toBe(
      '选择器类型只能是 trader（贸易商）、warehouse（仓库）或 factory（工厂）',
    );
  });

  it('refuses an over-long query and a caller who is not signed in', async () => {
    const long = await post('/rest/simulation/queryTestDataTraderInfo', { param: 'x'.repeat(51) });
    expect(long.status).toBe(400);
    expect((await post('/rest/common/getLenovoFunctionService', { warehouse: 5 })).status).toBe(400);
    for (const url of [
      '/rest/simulation/queryTestDataTraderInfo',
      '/rest/common/getLenovoFunctionService',
      '/rest/simulation/queryLenovoFactoryInfo',
      '/rest/picker/search',
    ]) {
      expect((await post(url, { type: 'trader' }, null)).status).toBe(401);
    }
  });
});

describe('factory picker, bad input', () => {
  it('400 for a keyword that is not text', async () => {
    expect((await post('/rest/simulation/queryLenovoFactoryInfo', { param: 5 })).status).toBe(400);
  });
});
