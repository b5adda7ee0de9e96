import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { posts } from '../../db/schema';
import { ADMIN_PASSWORD, createTestApp, type TestApp, USER_PASSWORD } from '../../test/harness';

let t: TestApp;
let admin: string;
let noRoles: string;
let viewer: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', ADMIN_PASSWORD);
  await t.createUser({ loginName: 'p-no-roles' });
  noRoles = await t.login('p-no-roles', USER_PASSWORD);
  await t.createUser({ loginName: 'p-viewer', roleCodes: ['READ_ONLY'] });
  viewer = await t.login('p-viewer', USER_PASSWORD);
});
afterAll(() => t.close());

const call = (url: string, body: unknown, token = admin) =>
  t.call('POST', `/rest/post/${url}`, { token, body });

interface Post {
  postId: number;
  postCode: string;
  status: number;
  userCount: number;
}

let serial = 0;
async function addPost(fields: Record<string, unknown> = {}) {
  serial += 1;
  const res = await call('add', { postCode: `POST_${serial}`, postName: `岗位${serial}`, ...fields });
  if (res.status !== 200) throw new Error(`add post: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.dataSet as Post;
}

describe('POST /rest/post/page and /detail', () => {
  it('lists posts with filters and user counts', async () => {
    const post = await addPost({ postName: '财务主管', postType: 'management', postRank: 4 });
    await addPost({ postName: '财务专员', status: 0 });
    const res = await call('page', { postName: '财务', status: 1 });
    expect(res.status).toBe(200);
    expect(res.body.dataSet.result).toEqual([
      expect.objectContaining({ postId: post.postId, postRank: 4, postType: 'management', userCount: 0 }),
    ]);
    expect((await call('page', { postType: 'management' })).body.dataSet.totalCount).toBe(1);
    expect((await call('page', { status: 5 })).status).toBe(400);
    expect((await call('page', {}, noRoles)).status).toBe(403);
    expect((await call('page', undefined, viewer)).status).toBe(200);
    expect((await call('detail', { postId: post.postId })).body.dataSet.postCode).toBe(post.postCode);
    expect((await call('detail', { postId: 999_999 })).status).toBe(404);
    expect((await call('detail', {})).status).toBe(400);
  });
});

describe('POST /rest/post/add and /update', () => {
  it('creates and edits a post', async () => {
    const post = await addPost({ remark: '备注' });
    const res = await call('update', { postId: post.postId, postName: '新名称', postRank: 2, remark: null });
    expect(res.status).toBe(200);
    expect(res.body.dataSet).toMatchObject({
      postName: '新名称',
      postRank: 2,
      remark: null,
      postCode: post.postCode,
    });
  });

  it('answers 400, 409 and 403', async () => {
    const bad = await call('add', { postCode: 'bad code', postName: '', postRank: 9 });
    expect(bad.body.dataSet.fieldErrors).toEqual({
      postCode: '岗位编码为2至50位大写字母、数字或下划线，以字母开头',
      postName: '请输入岗位名称',
      postRank: '职级必须是1至5之间的整数',
    });
    const first = await addPost();
    const taken = await call('add', { postCode: first.postCode, postName: '重复' });
    expect(taken.status).toBe(409);
    expect(taken.body.dataSet.fieldErrors).toEqual({ postCode: '该岗位编码已存在' });
    const second = await addPost();
    expect((await call('update', { postId: second.postId, postCode: first.postCode })).status).toBe(409);
    expect((await call('update', { postId: 999_999, postName: '无' })).status).toBe(404);
    expect((await call('add', { postCode: 'DENIED', postName: '无权' }, viewer)).status).toBe(403);
    expect((await call('update', { postId: first.postId }, viewer)).status).toBe(403);
  });
});

describe('delete, batch delete, status', () => {
  it('deletes posts nobody holds, all or none', async () => {
    const free = await addPost();
    const held = await addPost({ postName: '有人的岗位' });
    const user = await t.createUser({ loginName: 'p-holder' });
    await call('addUsers', { postId: held.postId, userIds: [user.id] });
    const refused = await call('batchDelete', { postIds: [free.postId, held.postId] });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      rtnCode: '505',
      rtnMessage: '岗位 有人的岗位 下还有用户，不能删除',
    });
    expect(await t.db.select().from(posts).where(eq(posts.id, free.postId))).toHaveLength(1);
    expect((await call('delete', { postId: free.postId })).body.dataSet).toEqual({ count: 1 });
    await call('deleteUsers', { postId: held.postId, userIds: [user.id] });
    expect((await call('batchDelete', { postIds: [held.postId] })).status).toBe(200);
    expect((await call('delete', { postId: held.postId })).status).toBe(404);
    expect((await call('batchDelete', { postIds: [] })).status).toBe(400);
    expect((await call('delete', { postId: free.postId }, viewer)).status).toBe(403);
    expect((await call('batchDelete', { postIds: [free.postId] }, viewer)).status).toBe(403);
  });

  it('enables and disables posts', async () => {
    const post = await addPost();
    expect((await call('updateStatus', { postIds: [post.postId], status: 0 })).status).toBe(200);
    expect((await call('detail', { postId: post.postId })).body.dataSet.status).toBe(0);
    expect((await call('updateStatus', { postIds: [post.postId], status: 2 })).status).toBe(400);
    expect((await call('updateStatus', { postIds: [999_999], status: 1 })).status).toBe(404);
    expect((await call('updateStatus', { postIds: [post.postId], status: 1 }, viewer)).status).toBe(403);
  });
});

describe('users of a post', () => {
  it('lists bound and unbound users, adds and removes them', async () => {
    const post = await addPost();
    const a = await t.createUser({ loginName: 'p-member-a' });
    const b = await t.createUser({ loginName: 'p-member-b' });
    await call('addUsers', { postId: post.postId, userIds: [a.id] });
    const bound = await call('boundUsers', { postId: post.postId });
    expect(bound.body.dataSet.result.map((u: { userId: number }) => u.userId)).toEqual([a.id]);
    const unbound = await call('unboundUsers', { postId: post.postId, loginName: 'p-member' });
    expect(unbound.body.dataSet.result.map((u: { userId: number }) => u.userId)).toEqual([b.id]);
    expect((await call('page', { postName: `岗位${serial}` })).body.dataSet.result[0].userCount).toBe(1);
    await call('deleteUsers', { postId: post.postId, userIds: [a.id] });
    expect((await call('boundUsers', { postId: post.postId })).body.dataSet.totalCount).toBe(0);
  });

  it('answers 400, 404 and 403', async () => {
    const post = await addPost();
    expect((await call('boundUsers', { postId: 'x' })).status).toBe(400);
    expect((await call('addUsers', { postId: post.postId, userIds: [999_999] })).status).toBe(404);
    expect((await call('addUsers', { postId: 999_999, userIds: [1] })).status).toBe(404);
    for (const url of ['boundUsers', 'unboundUsers', 'addUsers', 'deleteUsers']) {
      expect((await call(url, { postId: post.postId, userIds: [1] }, viewer)).status).toBe(403);
    }
  });
});

describe('POST /rest/post/checkPostCode', () => {
  it('free, taken, own value, bad format, no permission', async () => {
    const post = await addPost();
    expect((await call('checkPostCode', { postCode: 'FREE_POST' })).status).toBe(200);
    expect((await call('checkPostCode', { postCode: post.postCode })).status).toBe(409);
    expect((await call('checkPostCode', { postCode: post.postCode, postId: post.postId })).status).toBe(200);
    expect((await call('checkPostCode', { postCode: 'x' })).status).toBe(400);
    expect((await call('checkPostCode', { postCode: 'FREE_POST' }, noRoles)).status).toBe(403);
  });
});

describe('POST /rest/post/options', () => {
  it('offers the enabled posts to any signed-in user, optionally of one type', async () => {
    const on = await addPost({ postType: 'leader' });
    const off = await addPost();
    expect((await call('updateStatus', { postIds: [off.postId], status: 0 })).status).toBe(200);
    const res = await call('options', {}, noRoles);
    expect(res.status).toBe(200);
    const ids = res.body.dataSet.map((p: { postId: number }) => p.postId);
    expect(ids).toContain(on.postId);
    expect(ids).not.toContain(off.postId);
    expect(res.body.dataSet.find((p: { postId: number }) => p.postId === on.postId)).toEqual({
      postId: on.postId,
      postCode: on.postCode,
      postName: expect.any(String),
      postType: 'leader',
    });
    const typed = await call('options', { postType: 'leader' }, noRoles);
    expect(typed.body.dataSet.every((p: { postType: string }) => p.postType === 'leader')).toBe(true);
    expect((await t.call('POST', '/rest/post/options', { token: noRoles })).status).toBe(200);
  });

  it('401 without sign-in, 400 for bad input', async () => {
    expect((await t.call('POST', '/rest/post/options', { body: {} })).status).toBe(401);
    expect((await call('options', { postType: 42 })).status).toBe(400);
  });
});

describe('the 400s the tests above leave out', () => {
  it('update, unboundUsers and addUsers refuse bad input, and nothing changes', async () => {
    const post = await addPost();
    const bad = await call('update', { postId: post.postId, postName: '', postRank: 0 });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.dataSet.fieldErrors).sort()).toEqual(['postName', 'postRank']);
    expect((await call('detail', { postId: post.postId })).body.dataSet.postName).toMatch(/^岗位/);
    expect((await call('unboundUsers', { postId: post.postId, pageSize: 0 })).status).toBe(400);
    expect((await call('addUsers', { postId: post.postId, userIds: [] })).status).toBe(400);
    expect((await call('addUsers', { postId: post.postId, userIds: 'all' })).status).toBe(400);
  });
});
