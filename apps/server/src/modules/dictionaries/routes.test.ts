import type { DictOption } from '@awards/shared/auth';
import type { DictView } from '@awards/shared/dictionaries';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createTestApp, type TestApp, USER_PASSWORD } from '../../test/harness';

let t: TestApp;
let admin: string;
let plain: string;

const post = (url: string, body: unknown = {}, token: string | null = admin) =>
  t.call('POST', url, { token, body });
const lookup = async (categoryCode: string, extra: object = {}): Promise<DictOption[]> => {
  const res = await post('/rest/dict/getDictItems', { categoryCode, ...extra }, plain);
  expect(res.status).toBe(200);
  return res.body.dataSet.dictList;
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', ADMIN_PASSWORD);
  await t.createUser({ loginName: 'dict-plain' });
  plain = await t.login('dict-plain', USER_PASSWORD);
});
afterAll(() => t.close());

describe('the item lookup', () => {
  it('answers any signed-in user with the items of a category, in order', async () => {
    expect(await lookup('sex')).toEqual([
      { code: '1', value: '男', text: '男', title: '男', valueI18n: { zh_TW: '男', en_GB: 'Male' } },
      { code: '2', value: '女', text: '女', title: '女', valueI18n: { zh_TW: '女', en_GB: 'Female' } },
    ]);
    expect(await lookup('no_such_category')).toEqual([]);
    // A table name is ignored: items only ever come from the dictionaries.
    expect(await lookup('sex', { tableName: 'users', dbSchema: 'public' })).toHaveLength(2);
  });

  it('refuses a missing category and a caller who is not signed in', async () => {
    const bad = await post('/rest/dict/getDictItems', {}, plain);
    expect(bad.status).toBe(400);
    expect(bad.body.dataSet.fieldErrors.categoryCode).toBe('请输入字典编码');
    expect((await post('/rest/dict/getDictItems', { categoryCode: 'sex' }, null)).status).toBe(401);
  });
});

describe('dictionaries', () => {
  let dictId: number;

  it('adds a dictionary, last in order', async () => {
    const res = await post('/rest/dict/add', {
      code: 'award_field',
      value: '奖励领域',
      remarks: '申报的学科领域',
    });
    expect(res.status).toBe(200);
    expect(res.body.dataSet).toMatchObject({
      dictType: 1,
      parentDictId: null,
      code: 'award_field',
      builtIn: false,
    });
    dictId = res.body.dataSet.dictId;
    const tree = (await post('/rest/dict/tree', { withItems: false })).body.dataSet as DictView[];
    expect(tree.at(-1)?.code).toBe('award_field');
    expect(tree.every((d) => d.children === undefined)).toBe(true);
  });

  it('refuses a taken or malformed code and users without DICT_ADD', async () => {
    expect((await post('/rest/dict/add', { code: 'award_field', value: 'x' })).status).toBe(409);
    const bad = await post('/rest/dict/add', { code: '1-bad', value: '' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.dataSet.fieldErrors).sort()).toEqual(['code', 'value']);
    expect((await post('/rest/dict/add', { code: 'x', value: 'x' }, plain)).status).toBe(403);
  });

  it('lists the tree with items, filtered, only with DICT_VIEW', async () => {
    const res = await post('/rest/dict/tree', { keyword: '性别' });
    expect(res.status).toBe(200);
    const [sex] = res.body.dataSet as DictView[];
    expect(sex).toMatchObject({ code: 'sex', builtIn: true, valueI18n: { zh_TW: '性別', en_GB: 'Sex' } });
    expect(sex!.children!.map((i) => i.valueI18n.en_GB)).toEqual(['Male', 'Female']);
    expect(sex!.children!.map((i) => [i.code, i.builtIn])).toEqual([
      ['1', true],
      ['2', true],
    ]);
    expect((await post('/rest/dict/tree', { withItems: 'yes' })).status).toBe(400);
    expect((await post('/rest/dict/tree', {}, plain)).status).toBe(403);
  });

  it('edits a dictionary, but not the code of a built-in one', async () => {
    const res = await post('/rest/dict/edit', {
      dictId,
      value: '学科领域',
      valueI18n: { zh_TW: '學科領域', en_GB: 'Disciplines' },
    });
    expect(res.body.dataSet).toMatchObject({
      value: '学科领域',
      valueI18n: { zh_TW: '學科領域', en_GB: 'Disciplines' },
      updateBy: 'admin',
    });
    const long = await post('/rest/dict/edit', { dictId, valueI18n: { zh_TW: '字'.repeat(101) } });
    expect(long.body.dataSet.fieldErrors['valueI18n.zh_TW']).toBe('字典名称不能超过100个字符');
    const sex = (await post('/rest/dict/tree', { keyword: 'sex' })).body.dataSet[0] as DictView;
    expect((await post('/rest/dict/edit', { dictId: sex.dictId, code: 'gender' })).status).toBe(422);
    expect((await post('/rest/dict/edit', { dictId: sex.dictId, value: '性别' })).status).toBe(200);
    expect((await post('/rest/dict/edit', { dictId: 999_999, value: 'x' })).status).toBe(404);
    expect((await post('/rest/dict/edit', { dictId, value: 'x' }, plain)).status).toBe(403);
  });

  it('reorders the items of a dictionary', async () => {
    const ids: number[] = [];
    for (const [code, value] of [
      ['math', '数学'],
      ['physics', '物理'],
      ['chemistry', '化学'],
    ]) {
      ids.push((await post('/rest/dict/itemAdd', { parentDictId: dictId, code, value })).body.dataSet.dictId);
    }
    const reversed = [...ids].reverse();
    expect((await post('/rest/dict/sort', { parentDictId: dictId, dictIds: reversed })).status).toBe(200);
    expect((await lookup('award_field')).map((o) => o.code)).toEqual(['chemistry', 'physics', 'math']);
    expect((await post('/rest/dict/sort', { parentDictId: dictId, dictIds: ids.slice(1) })).status).toBe(409);
    expect((await post('/rest/dict/sort', { parentDictId: dictId, dictIds: [...ids, dictId] })).status).toBe(
      400,
    );
    expect((await post('/rest/dict/sort', { parentDictId: dictId, dictIds: ids }, plain)).status).toBe(403);
  });

  it('refreshes the cache on request, for DICT_EDIT holders', async () => {
    expect((await post('/rest/dict/refresh')).status).toBe(200);
    expect((await post('/rest/dict/refresh', {}, plain)).status).toBe(403);
  });

  it('refuses to delete a built-in dictionary, and deletes one with its items', async () => {
    const sex = (await post('/rest/dict/tree', { keyword: 'sex' })).body.dataSet[0] as DictView;
    expect((await post('/rest/dict/delete', { dictId: sex.dictId })).status).toBe(422);
    expect((await post('/rest/dict/delete', { dictId }, plain)).status).toBe(403);
    expect((await post('/rest/dict/delete', { dictId: 'x' })).status).toBe(400);
    expect((await post('/rest/dict/delete', { dictId })).status).toBe(200);
    expect(await lookup('award_field')).toEqual([]);
  });
});

describe('dictionary items', () => {
  let parentDictId: number;

  beforeAll(async () => {
    parentDictId = (await post('/rest/dict/add', { code: 'fund_source', value: '经费来源' })).body.dataSet
      .dictId;
  });

  it('adds an item that the lookup and the next sign-in carry at once', async () => {
    const res = await post('/rest/dict/itemAdd', { parentDictId, code: 'national', value: '国家级' });
    expect(res.status).toBe(200);
    expect(res.body.dataSet).toMatchObject({ dictType: 2, parentDictId, sortNumber: 1, builtIn: false });
    expect((await lookup('fund_source')).map((o) => o.code)).toEqual(['national']);
    const login = await t.call('POST', '/callback?client_name=myform_client', {
      body: { username: 'dict-plain', password: USER_PASSWORD },
    });
    expect(login.body.dataSet.sysAllDictItems.fund_source).toEqual([
      { code: 'national', value: '国家级', text: '国家级', title: '国家级', valueI18n: {} },
    ]);
    expect(login.body.dataSet.sysAllDictItems.user_type[0].valueI18n).toEqual({
      zh_TW: '工作人員',
      en_GB: 'Staff',
    });
  });

  it('adds and edits the names in zh_TW and en_GB, which the lookup carries', async () => {
    const res = await post('/rest/dict/itemAdd', {
      parentDictId,
      code: 'provincial',
      value: '省部级',
      valueI18n: { zh_TW: '省部級', en_GB: ' Provincial ' },
    });
    expect(res.status).toBe(200);
    expect((res.body.dataSet as DictView).valueI18n).toEqual({ zh_TW: '省部級', en_GB: 'Provincial' });
    const item = (await lookup('fund_source')).find((o) => o.code === 'provincial');
    expect(item?.valueI18n).toEqual({ zh_TW: '省部級', en_GB: 'Provincial' });

    // Left out: unchanged; an empty version is dropped (the zh_CN name shows instead).
    const dictId = res.body.dataSet.dictId;
    await post('/rest/dict/itemEdit', { dictId, value: '省部级' });
    const edited = await post('/rest/dict/itemEdit', {
      dictId,
      valueI18n: { zh_TW: '', en_GB: 'Ministerial' },
    });
    expect(edited.body.dataSet.valueI18n).toEqual({ en_GB: 'Ministerial' });

    const long = await post('/rest/dict/itemEdit', { dictId, valueI18n: { en_GB: 'x'.repeat(101) } });
    expect(long.status).toBe(400);
    expect(long.body.dataSet.fieldErrors['valueI18n.en_GB']).toBe('字典项名称不能超过100个字符');
    const english = await t.call('POST', '/rest/dict/itemEdit', {
      token: admin,
      body: { dictId, valueI18n: { en_GB: 'x'.repeat(101) } },
      headers: { 'accept-language': 'en_GB' },
    });
    expect(english.body.dataSet.fieldErrors['valueI18n.en_GB']).toBe(
      'The item name is at most 100 characters',
    );
    expect((await post('/rest/dict/itemEdit', { dictId, valueI18n: { zh_TW: 'a\u0000' } })).status).toBe(400);
    expect((await post('/rest/dict/itemEdit', { dictId, valueI18n: { de: 'x' } })).status).toBe(400);
    expect((await post('/rest/dict/itemEdit', { dictId, valueI18n: 'Ministerial' })).status).toBe(400);
    await post('/rest/dict/itemDelete', { dictId });
  });

  it('filters items by the app they belong to', async () => {
    const app = await post('/rest/app/create', { appCode: 'expert', appName: '专家端' });
    await post('/rest/dict/itemAdd', {
      parentDictId,
      code: 'expert_only',
      value: '专家端专用',
      appId: app.body.dataSet.appId,
    });
    expect((await lookup('fund_source', { appCode: 'portal' })).map((o) => o.code)).toEqual(['national']);
    expect((await lookup('fund_source', { appCode: 'expert' })).map((o) => o.code)).toEqual([
      'national',
      'expert_only',
    ]);
    const noApp = await post('/rest/dict/itemAdd', { parentDictId, code: 'x', value: 'x', appId: 999_999 });
    expect(noApp.status).toBe(400);
    expect(noApp.body.dataSet.fieldErrors.appId).toBe('所属应用不存在');
  });

  it('refuses a taken code, a missing dictionary, a bad form and users without DICTITEM_ADD', async () => {
    expect((await post('/rest/dict/itemAdd', { parentDictId, code: 'national', value: 'x' })).status).toBe(
      409,
    );
    const missing = await post('/rest/dict/itemAdd', { parentDictId: 999_999, code: 'a', value: 'a' });
    expect(missing.status).toBe(400);
    expect(missing.body.dataSet.fieldErrors.parentDictId).toBe('字典不存在');
    expect((await post('/rest/dict/itemAdd', { parentDictId, code: 'has space', value: 'x' })).status).toBe(
      400,
    );
    expect((await post('/rest/dict/itemAdd', { parentDictId, code: 'a', value: 'a' }, plain)).status).toBe(
      403,
    );
  });

  it('pages the items by dictionary id or by category code', async () => {
    const byId = await post('/rest/dict/itemListByPage', { parentDictId, pageSize: 1 });
    expect(byId.body.dataSet).toMatchObject({ totalCount: 2, totalPage: 2, pageSize: 1 });
    const byCode = await post('/rest/dict/itemListByPage', {
      categoryCode: 'data_rule_condition',
      value: '模糊',
    });
    expect(byCode.body.dataSet.result.map((i: DictView) => i.code)).toEqual([
      'LIKE',
      'LEFT_LIKE',
      'RIGHT_LIKE',
    ]);
    const neither = await post('/rest/dict/itemListByPage', {});
    expect(neither.status).toBe(400);
    expect(neither.body.dataSet.fieldErrors.parentDictId).toBe('请选择字典');
    expect((await post('/rest/dict/itemListByPage', { parentDictId }, plain)).status).toBe(403);
  });

  it('edits an item, keeping the codes of built-in items', async () => {
    const [item] = (await post('/rest/dict/itemListByPage', { parentDictId })).body.dataSet
      .result as DictView[];
    const res = await post('/rest/dict/itemEdit', { dictId: item!.dictId, value: '国家级项目' });
    expect(res.status).toBe(200);
    expect((await lookup('fund_source'))[0]?.value).toBe('国家级项目');
    const [male] = (await post('/rest/dict/itemListByPage', { categoryCode: 'sex' })).body.dataSet
      .result as DictView[];
    expect((await post('/rest/dict/itemEdit', { dictId: male!.dictId, code: 'M' })).status).toBe(422);
    expect((await post('/rest/dict/itemEdit', { dictId: male!.dictId, value: '男性' })).status).toBe(200);
    expect((await post('/rest/dict/itemEdit', { dictId: 999_999, value: 'x' })).status).toBe(404);
    expect((await post('/rest/dict/itemEdit', { dictId: male!.dictId, value: 'x' }, plain)).status).toBe(403);
  });

  it('deletes items singly or in a batch, never built-in ones', async () => {
    const items = (await post('/rest/dict/itemListByPage', { parentDictId })).body.dataSet
      .result as DictView[];
    const [male] = (await post('/rest/dict/itemListByPage', { categoryCode: 'sex' })).body.dataSet
      .result as DictView[];
    expect((await post('/rest/dict/itemDelete', { dictId: male!.dictId })).status).toBe(422);
    const mixed = await post('/rest/dict/itemDeleteBatch', { dictIds: [items[0]!.dictId, male!.dictId] });
    expect(mixed.status).toBe(422);
    expect((await post('/rest/dict/itemDelete', { dictId: items[0]!.dictId }, plain)).status).toBe(403);
    expect((await post('/rest/dict/itemDeleteBatch', { dictIds: [items[0]!.dictId] }, plain)).status).toBe(
      403,
    );
    expect((await post('/rest/dict/itemDeleteBatch', { dictIds: [] })).status).toBe(400);

    expect((await post('/rest/dict/itemDelete', { dictId: items[0]!.dictId })).status).toBe(200);
    expect((await post('/rest/dict/itemDeleteBatch', { dictIds: [items[1]!.dictId] })).status).toBe(200);
    expect(await lookup('fund_source')).toEqual([]);
    expect((await post('/rest/dict/itemDelete', { dictId: items[0]!.dictId })).status).toBe(404);
  });
});
