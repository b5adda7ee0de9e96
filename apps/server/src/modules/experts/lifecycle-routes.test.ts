import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editionExperts, experts } from '../../db/schema';
import { insertEdition, messagesOf, newExpert } from '../../test/experts';
import { ADMIN_PASSWORD, createTestApp, type TestApp, USER_PASSWORD } from '../../test/harness';

let t: TestApp;
let admin: string;
let viewer: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', ADMIN_PASSWORD);
  // BUSI_AUDIT holds EXPERT_VIEW only: every other code of this file is refused.
  await t.createUser({ loginName: 'lc-viewer', roleCodes: ['BUSI_AUDIT'] });
  viewer = await t.login('lc-viewer', USER_PASSWORD);
});
afterAll(() => t.close());

const call = (url: string, body: unknown, token = admin) =>
  t.call('POST', `/rest/expert/${url}`, { token, body });

let users = 0;
/** An expert (approved unless told), optionally with a client account of type expert. */
async function addExpert(fields: Record<string, unknown> = {}, withUser = false) {
  let userId: number | undefined;
  if (withUser) {
    users += 1;
    userId = (await t.createUser({ loginName: `lc-expert-${users}`, userType: 'expert' })).id;
  }
  const res = await call('add', newExpert({ ...fields, userId }));
  if (res.status !== 200) throw new Error(`add expert: ${res.status} ${JSON.stringify(res.body)}`);
  return { expertId: res.body.dataSet.expertId as number, userId };
}

const statusOf = async (expertId: number) =>
  (await t.db.select().from(experts).where(eq(experts.id, expertId)))[0]!;

describe('POST /rest/expert/audit', () => {
  it('approves and rejects pending registrations, telling those with an account', async () => {
    const a = await addExpert({ status: 'pending' }, true);
    const b = await addExpert({ status: 'pending' });
    const ok = await call('audit', { expertIds: [a.expertId, b.expertId], auditResult: 'approved' });
    expect(ok.status).toBe(200);
    expect(ok.body.dataSet).toEqual({ count: 2, notified: 1 });
    expect(await statusOf(a.expertId)).toMatchObject({ status: 'approved', auditBy: 'admin' });
    expect(await messagesOf(t, a.userId!)).toEqual([
      '专家注册审核结果|<p>您的评审专家注册申请已通过审核。</p>',
    ]);

    const c = await addExpert({ status: 'pending' }, true);
    const rejected = await call('audit', {
      expertIds: [c.expertId],
      auditResult: 'rejected',
      auditOpinion: '资历<不足>',
    });
    expect(rejected.body.dataSet).toEqual({ count: 1, notified: 1 });
    expect(await statusOf(c.expertId)).toMatchObject({ status: 'rejected', auditOpinion: '资历<不足>' });
    const [message] = await messagesOf(t, c.userId!);
    expect(message).toContain('未通过审核');
    expect(message).toContain('资历&lt;不足&gt;');
  });

  it('refuses the whole batch when one is not pending (505), changing nothing', async () => {
    const pending = await addExpert({ status: 'pending' });
    const approved = await addExpert();
    const res = await call('audit', {
      expertIds: [pending.expertId, approved.expertId],
      auditResult: 'approved',
    });
    expect(res.status).toBe(422);
    expect(res.body.rtnCode).toBe('505');
    expect(res.body.rtnMessage).toMatch(/不是待审核状态/);
    expect((await statusOf(pending.expertId)).status).toBe('pending');
  });

  it('answers 400 without an opinion on rejection and 403 without EXPERT_AUDIT', async () => {
    const { expertId } = await addExpert({ status: 'pending' });
    const bad = await call('audit', { expertIds: [expertId], auditResult: 'rejected' });
    expect(bad.status).toBe(400);
    expect(bad.body.dataSet.fieldErrors).toEqual({ auditOpinion: '审核不通过时请填写审核意见' });
    expect((await call('audit', { expertIds: [], auditResult: 'maybe' })).status).toBe(400);
    expect((await call('audit', { expertIds: [expertId], auditResult: 'approved' }, viewer)).status).toBe(
      403,
    );
  });
});

describe('POST /rest/expert/blacklist, /blacklistLift', () => {
  it('blacklists an approved expert with a reason and lifts it', async () => {
    const { expertId } = await addExpert();
    const res = await call('blacklist', { expertIds: [expertId], blacklistReason: '评审中违反回避规定' });
    expect(res.status).toBe(200);
    expect(await statusOf(expertId)).toMatchObject({
      blacklisted: true,
      blacklistReason: '评审中违反回避规定',
    });
    const page = await call('page', { blacklisted: 1, expertName: (await statusOf(expertId)).expertName });
    expect(page.body.dataSet.totalCount).toBe(1);
    expect((await call('blacklist', { expertIds: [expertId], blacklistReason: '再次' })).status).toBe(422);

    expect((await call('blacklistLift', { expertIds: [expertId] })).status).toBe(200);
    expect(await statusOf(expertId)).toMatchObject({ blacklisted: false, blacklistReason: null });
    expect((await call('blacklistLift', { expertIds: [expertId] })).status).toBe(422);
  });

  it('refuses a pending expert (505), a missing reason (400) and a user without the code (403)', async () => {
    const pending = await addExpert({ status: 'pending' });
    const refused = await call('blacklist', { expertIds: [pending.expertId], blacklistReason: '原因' });
    expect(refused.status).toBe(422);
    expect(refused.body.rtnMessage).toMatch(/尚未通过注册审核/);
    const bad = await call('blacklist', { expertIds: [pending.expertId], blacklistReason: ' ' });
    expect(bad.status).toBe(400);
    expect(bad.body.dataSet.fieldErrors).toEqual({ blacklistReason: '请填写加入黑名单的原因' });
    expect((await call('blacklistLift', { expertIds: 'x' })).status).toBe(400);
    const { expertId } = await addExpert();
    expect((await call('blacklist', { expertIds: [expertId], blacklistReason: '无权' }, viewer)).status).toBe(
      403,
    );
    expect((await call('blacklistLift', { expertIds: [expertId] }, viewer)).status).toBe(403);
  });
});

describe('recycle bin: /delete, /recycleList, /recycleRestore, /recycleDelete', () => {
  it('deletes to the bin, lists, restores and deletes for good', async () => {
    const { expertId } = await addExpert({ expertName: '回收专家' });
    expect((await call('delete', { expertIds: [expertId] })).status).toBe(200);
    expect((await call('page', { expertName: '回收专家' })).body.dataSet.totalCount).toBe(0);
    expect((await call('detail', { expertId })).status).toBe(404);
    const bin = await call('recycleList', { expertName: '回收专家' });
    expect(bin.body.dataSet.result).toEqual([expect.objectContaining({ expertId, delFlag: 1 })]);
    // Masked in the bin too.
    expect(bin.body.dataSet.result[0].idNumber).toContain('*');

    expect((await call('recycleRestore', { expertIds: [expertId] })).status).toBe(200);
    expect((await call('page', { expertName: '回收专家' })).body.dataSet.totalCount).toBe(1);
    // Restoring a live expert is a 404: it is not in the bin.
    expect((await call('recycleRestore', { expertIds: [expertId] })).status).toBe(404);

    await call('delete', { expertIds: [expertId] });
    expect((await call('recycleDelete', { expertIds: [expertId] })).status).toBe(200);
    expect(await t.db.$count(experts, eq(experts.id, expertId))).toBe(0);
  });

  it('refuses to delete an expert in a running edition, and to purge one who ever served', async () => {
    const edition = await insertEdition(t, 'draft');
    const { expertId } = await addExpert();
    await call('push', { editionId: edition.id, expertIds: [expertId] });
    const refused = await call('delete', { expertIds: [expertId] });
    expect(refused.status).toBe(422);
    expect(refused.body.rtnMessage).toContain(edition.editionName);

    const finished = await insertEdition(t, 'finished');
    const served = await addExpert();
    await t.db.insert(editionExperts).values({ editionId: finished.id, expertId: served.expertId });
    expect((await call('delete', { expertIds: [served.expertId] })).status).toBe(200);
    const purge = await call('recycleDelete', { expertIds: [served.expertId] });
    expect(purge.status).toBe(422);
    expect(purge.body.rtnMessage).toMatch(/不能彻底删除/);
    expect(await t.db.$count(experts, eq(experts.id, served.expertId))).toBe(1);
  });

  it('answers 400 on bad ids and 403 without the codes', async () => {
    for (const url of ['delete', 'recycleRestore', 'recycleDelete']) {
      expect((await call(url, { expertIds: [] })).status, url).toBe(400);
      expect((await call(url, { expertIds: [1] }, viewer)).status, url).toBe(403);
    }
    expect((await call('recycleList', { pageSize: 0 })).status).toBe(400);
    expect((await call('recycleList', {}, viewer)).status).toBe(403);
  });
});

describe("editions' pools: /push, /pool/page, /pool/remove", () => {
  it('pushes approved experts, tells them once, lists and removes them', async () => {
    const edition = await insertEdition(t, 'reviewing');
    const a = await addExpert({}, true);
    const b = await addExpert();
    const res = await call('push', { editionId: edition.id, expertIds: [a.expertId, b.expertId] });
    expect(res.status).toBe(200);
    expect(res.body.dataSet).toEqual({ count: 2, alreadyInPool: 0, notified: 1 });
    expect(await messagesOf(t, a.userId!)).toEqual([expect.stringContaining(edition.editionName)]);
    // Pushing again changes nothing and tells nobody again.
    const again = await call('push', { editionId: edition.id, expertIds: [a.expertId] });
    expect(again.body.dataSet).toEqual({ count: 0, alreadyInPool: 1, notified: 0 });
    expect(await messagesOf(t, a.userId!)).toHaveLength(1);

    const pool = await call('pool/page', { editionId: edition.id }, viewer);
    expect(pool.status).toBe(200);
    expect(pool.body.dataSet.totalCount).toBe(2);
    expect(pool.body.dataSet.result[0]).toMatchObject({
      editionId: edition.id,
      pushBy: 'admin',
      sensitiveMasked: true,
    });
    expect(pool.body.dataSet.result[0].bankAccount).toContain('*');

    expect((await call('pool/remove', { editionId: edition.id, expertIds: [b.expertId] })).status).toBe(200);
    expect((await call('pool/page', { editionId: edition.id })).body.dataSet.totalCount).toBe(1);
    expect((await call('pool/remove', { editionId: edition.id, expertIds: [b.expertId] })).status).toBe(404);
  });

  it('refuses blacklisted or unapproved experts and finished editions (505), changing nothing', async () => {
    const edition = await insertEdition(t, 'draft');
    const good = await addExpert();
    const pending = await addExpert({ status: 'pending' });
    const listed = await addExpert();
    await call('blacklist', { expertIds: [listed.expertId], blacklistReason: '失信' });
    for (const bad of [pending, listed]) {
      const res = await call('push', { editionId: edition.id, expertIds: [good.expertId, bad.expertId] });
      expect(res.status).toBe(422);
      expect(res.body.rtnMessage).toMatch(/未通过审核或已列入黑名单/);
    }
    expect(await t.db.$count(editionExperts, eq(editionExperts.editionId, edition.id))).toBe(0);
    const finished = await insertEdition(t, 'finished');
    const closed = await call('push', { editionId: finished.id, expertIds: [good.expertId] });
    expect(closed.status).toBe(422);
    expect(closed.body.rtnMessage).toContain('已结束');
    expect((await call('push', { editionId: 999_999, expertIds: [good.expertId] })).status).toBe(404);
  });

  it('answers 400 on bad input and 403 without the codes', async () => {
    expect((await call('push', { editionId: 'x', expertIds: [1] })).status).toBe(400);
    expect((await call('pool/remove', { editionId: 1, expertIds: [] })).status).toBe(400);
    expect((await call('pool/page', {})).status).toBe(400);
    expect((await call('push', { editionId: 1, expertIds: [1] }, viewer)).status).toBe(403);
    expect((await call('pool/remove', { editionId: 1, expertIds: [1] }, viewer)).status).toBe(403);
    await t.createUser({ loginName: 'lc-no-roles' });
    const noRoles = await t.login('lc-no-roles', USER_PASSWORD);
    expect((await call('pool/page', { editionId: 1 }, noRoles)).status).toBe(403);
  });
});
