import { SUBJECT_MESSAGES, type SubjectNode } from '@awards/shared/subjects';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dictionaries } from '../../db/schema';
import { seedReference } from '../../db/seed/reference';
import { newExpert } from '../../test/experts';
import { ADMIN_PASSWORD, createTestApp, type TestApp, USER_PASSWORD } from '../../test/harness';
import { zh } from '../../test/messages';

let t: TestApp;
let admin: string;
let viewer: string;
let nobody: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', ADMIN_PASSWORD);
  await t.createUser({ loginName: 'sj-viewer', roleCodes: ['READ_ONLY'] });
  viewer = await t.login('sj-viewer', USER_PASSWORD);
  await t.createUser({ loginName: 'sj-nobody' });
  nobody = await t.login('sj-nobody', USER_PASSWORD);
});
afterAll(() => t.close());

const call = (url: string, body: unknown, token = admin) => t.call('POST', `/rest/${url}`, { token, body });
const tree = async (body: unknown = {}) => (await call('subject/tree', body)).body.dataSet as SubjectNode[];
const disciplines = async () =>
  (
    (await call('dict/getDictItems', { categoryCode: 'discipline' })).body.dataSet.dictList as {
      code: string;
      value: string;
    }[]
  ).map((d) => `${d.code}:${d.value}`);

describe('subjects (the discipline tree)', () => {
  it('starts as the discipline dictionary was, with how many records use each code', async () => {
    const roots = await tree();
    expect(roots.map((s) => s.code).slice(0, 3)).toEqual(['mathematics', 'physics', 'chemistry']);
    expect(roots.find((s) => s.code === 'computer')).toMatchObject({
      name: '计算机科学与技术',
      nameI18n: { en_GB: 'Computer science and technology' },
      usage: 0,
    });
    expect(await disciplines()).toContain('computer:计算机科学与技术');
    expect((await call('expert/add', newExpert({ discipline: 'computer' }))).status).toBe(200);
    expect((await tree()).find((s) => s.code === 'computer')?.usage).toBe(1);
    expect((await call('subject/tree', {}, viewer)).status).toBe(200);
  });

  it('adds, renames and moves subjects, and the dictionary every form reads follows at once', async () => {
    const computer = (await tree()).find((s) => s.code === 'computer')!;
    const added = await call('subject/add', {
      parentId: computer.subjectId,
      code: 'ai',
      name: '人工智能',
      nameI18n: { en_GB: 'Artificial intelligence' },
      sortNumber: 1,
    });
    expect(added.status).toBe(200);
    const aiId = added.body.dataSet.subjectId;
    const under = (await tree()).find((s) => s.code === 'computer')!;
    expect(under.children?.map((c) => c.code)).toEqual(['ai']);
    // Depth first: the child follows its parent in the dictionary.
    const items = await disciplines();
    expect(items[items.indexOf('computer:计算机科学与技术') + 1]).toBe('ai:人工智能');
    // Experts may now be filed under the sub-discipline.
    expect((await call('expert/add', newExpert({ discipline: 'ai' }))).status).toBe(200);

    const renamed = await call('subject/edit', {
      subjectId: aiId,
      parentId: computer.subjectId,
      code: 'ai',
      name: '人工智能与机器学习',
    });
    expect(renamed.status).toBe(200);
    expect(await disciplines()).toContain('ai:人工智能与机器学习');
    // Found by keyword with its ancestors.
    const found = await tree({ keyword: '机器学习' });
    expect(found.map((s) => s.code)).toEqual(['computer']);
    expect(found[0]!.children?.map((c) => c.code)).toEqual(['ai']);
    // Moved to the top level.
    expect(
      (await call('subject/edit', { subjectId: aiId, parentId: null, code: 'ai', name: '人工智能' })).status,
    ).toBe(200);
    expect((await tree()).some((s) => s.code === 'ai')).toBe(true);
  });

  it('deletes an unused leaf; refuses a used one, one with sub-subjects, a new code, a cycle and a fourth level (505)', async () => {
    const roots = await tree();
    const math = roots.find((s) => s.code === 'mathematics')!;
    const a = (await call('subject/add', { parentId: math.subjectId, code: 'algebra', name: '代数' })).body
      .dataSet.subjectId;
    const b = (await call('subject/add', { parentId: a, code: 'group_theory', name: '群论' })).body.dataSet
      .subjectId;
    const tooDeep = await call('subject/add', { parentId: b, code: 'finite_groups', name: '有限群' });
    expect(tooDeep.status).toBe(422);
    expect(tooDeep.body.rtnCode).toBe('505');
    expect(tooDeep.body.rtnMessage).toBe(zh(SUBJECT_MESSAGES.tooDeep));
    const cycle = await call('subject/edit', { subjectId: a, parentId: b, code: 'algebra', name: '代数' });
    expect(cycle.body.rtnMessage).toBe(zh(SUBJECT_MESSAGES.parentCycle));
    const recoded = await call('subject/edit', {
      subjectId: a,
      parentId: math.subjectId,
      code: 'algebra2',
      name: '代数',
    });
    expect(recoded.body.rtnMessage).toBe(zh(SUBJECT_MESSAGES.codeFixed));
    const withChildren = await call('subject/delete', { subjectId: a });
    expect(withChildren.body.rtnMessage).toBe(zh(SUBJECT_MESSAGES.hasChildren({ count: 1 })));
    const computer = roots.find((s) => s.code === 'computer')!;
    const used = await call('subject/delete', { subjectId: computer.subjectId });
    expect(used.status).toBe(422);
    expect(used.body.rtnMessage).toBe(zh(SUBJECT_MESSAGES.inUse({ count: 1 })));

    expect((await call('subject/delete', { subjectId: b })).status).toBe(200);
    expect((await call('subject/delete', { subjectId: a })).status).toBe(200);
    expect(await disciplines()).not.toContain('algebra:代数');
  });

  it('refuses a taken code (409), bad input (400) and users without the code (403)', async () => {
    const taken = await call('subject/add', { code: 'physics', name: '物理' });
    expect(taken.status).toBe(409);
    expect(taken.body.dataSet.fieldErrors.code).toBe(zh(SUBJECT_MESSAGES.codeTaken));
    for (const body of [
      {},
      { code: 'has space', name: '名称' },
      { code: 'x1', name: '' },
      { code: 'x1', name: '名'.repeat(51) },
      { code: 'x1', name: '名称', parentId: 'x' },
      { code: 'x1', name: '名称', extra: 1 },
    ])
      expect((await call('subject/add', body)).status).toBe(400);
    const unknownParent = await call('subject/add', { code: 'x1', name: '名称', parentId: 999999 });
    expect(unknownParent.status).toBe(400);
    expect(unknownParent.body.dataSet.fieldErrors.parentId).toBe(zh(SUBJECT_MESSAGES.parentNotFound));
    expect((await call('subject/edit', { code: 'x1', name: '名称' })).status).toBe(400);
    expect((await call('subject/delete', { subjectId: 'x' })).status).toBe(400);
    expect((await call('subject/delete', { subjectId: 999999 })).status).toBe(404);

    expect((await call('subject/tree', {}, nobody)).status).toBe(403);
    for (const [url, body] of [
      ['subject/add', { code: 'x2', name: '名称' }],
      ['subject/edit', { subjectId: 1, code: 'mathematics', name: '数学' }],
      ['subject/delete', { subjectId: 1 }],
    ] as const)
      expect((await call(url, body, viewer)).status).toBe(403);
  });

  it('does not bring back a seeded subject deleted by an administrator when the server starts again', async () => {
    const management = (await tree()).find((s) => s.code === 'management')!;
    expect((await call('subject/delete', { subjectId: management.subjectId })).status).toBe(200);
    await seedReference(t.db, { adminPassword: ADMIN_PASSWORD });
    await call('dict/refresh', {});
    expect((await tree()).some((s) => s.code === 'management')).toBe(false);
    expect((await disciplines()).some((d) => d.startsWith('management:'))).toBe(false);
  });

  it('keeps the discipline items off the dictionary page: they are changed as subjects (505)', async () => {
    const [dict] = await t.db.select().from(dictionaries).where(eq(dictionaries.code, 'discipline'));
    const added = await call('dict/itemAdd', { parentDictId: dict!.id, code: 'x3', value: '某学科' });
    expect(added.status).toBe(422);
    expect(added.body.rtnMessage).toBe(zh(SUBJECT_MESSAGES.maintainedAsSubjects));
    const [item] = await t.db.select().from(dictionaries).where(eq(dictionaries.parentId, dict!.id)).limit(1);
    expect((await call('dict/itemEdit', { dictId: item!.id, value: '改名' })).status).toBe(422);
    expect((await call('dict/itemDelete', { dictId: item!.id })).status).toBe(422);
  });
});
