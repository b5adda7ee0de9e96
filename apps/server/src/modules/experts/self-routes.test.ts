import { EXPERT_MESSAGES } from '@awards/shared/experts';
import { renderMessage } from '@awards/shared/i18n';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankBranches, editionExperts } from '../../db/schema';
import { insertEdition, newExpert } from '../../test/experts';
import { ADMIN_PASSWORD, createTestApp, type TestApp, USER_PASSWORD } from '../../test/harness';

let t: TestApp;
let admin: string;
let expertToken: string;
let declarerToken: string;
let lonelyExpertToken: string;
let expertId: number;
let reviewing: { id: number; editionName: string };
let draft: { id: number };

const call = (url: string, body: unknown, token = expertToken) =>
  t.call('POST', `/rest/expert/${url}`, { token, body });
const zh = (ref: string) => renderMessage(ref, 'zh_CN');

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', ADMIN_PASSWORD);
  const user = await t.createUser({ loginName: 'self-expert', userType: 'expert' });
  expertToken = await t.login('self-expert', USER_PASSWORD);
  await t.createUser({ loginName: 'self-declarer', userType: 'declarer' });
  declarerToken = await t.login('self-declarer', USER_PASSWORD);
  await t.createUser({ loginName: 'self-unlinked', userType: 'expert' });
  lonelyExpertToken = await t.login('self-unlinked', USER_PASSWORD);
  const added = await call(
    'add',
    newExpert({ expertName: '自助专家', userId: user.id, keywords: ['储能', ' 锂电池 ', '储能'] }),
    admin,
  );
  expect(added.status).toBe(200);
  expertId = added.body.dataSet.expertId;
  // The staff's record carries the keywords, trimmed and once each.
  expect(added.body.dataSet.keywords).toEqual(['储能', '锂电池']);
  reviewing = await insertEdition(t, 'reviewing');
  draft = await insertEdition(t, 'draft');
  for (const editionId of [reviewing.id, draft.id])
    expect((await call('push', { editionId, expertIds: [expertId] }, admin)).status).toBe(200);
});
afterAll(() => t.close());

describe('the expert’s own record (/rest/expert/mine)', () => {
  it('reads my record with the bank account masked', async () => {
    const mine = await call('mine', {});
    expect(mine.status).toBe(200);
    expect(mine.body.dataSet).toMatchObject({
      expertId,
      expertName: '自助专家',
      keywords: ['储能', '锂电池'],
    });
    expect(mine.body.dataSet.bankAccount).toContain('*');
  });

  it('edits contact, bank branch and keywords at once; a new discipline goes back to audit and says so', async () => {
    const [branch] = await t.db.select().from(bankBranches).limit(1);
    const saved = await call('mine/update', {
      email: 'new@example.org',
      bankId: branch!.bankId,
      bankBranchId: branch!.id,
      keywords: ['Machine  Learning', '机器人'],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.dataSet.backToAudit).toBe(false);
    expect(saved.body.dataSet.expert).toMatchObject({
      email: 'new@example.org',
      bankBranchId: branch!.id,
      bankId: branch!.bankId,
      keywords: ['Machine Learning', '机器人'],
      status: 'approved',
    });
    // The same discipline is no change.
    const same = await call('mine/update', { discipline: 'computer' });
    expect(same.body.dataSet.backToAudit).toBe(false);
    const moved = await call('mine/update', { discipline: 'energy' });
    expect(moved.body.dataSet).toMatchObject({ backToAudit: true, expert: { status: 'pending' } });
    const audit = await call('audit', { expertIds: [expertId], auditResult: 'approved' }, admin);
    expect(audit.status).toBe(200);
    expect((await call('mine', {})).body.dataSet.status).toBe('approved');
  });

  it('refuses: 403 for a declarer and for an expert user with no record, 400 for bad input', async () => {
    for (const token of [declarerToken, lonelyExpertToken]) {
      const refused = await call('mine', {}, token);
      expect(refused.status).toBe(403);
      expect(refused.body.rtnMessage).toBe(zh(EXPERT_MESSAGES.notExpertUser));
      expect((await call('mine/update', { email: 'x@example.org' }, token)).status).toBe(403);
    }
    const tooMany = await call('mine/update', { keywords: Array.from({ length: 11 }, (_, i) => `k${i}`) });
    expect(tooMany.status).toBe(400);
    expect((await call('mine/update', { bankId: 1 })).body.dataSet.fieldErrors.bankBranchId).toBeDefined();
    expect((await call('mine/update', { email: 'not-mail' })).status).toBe(400);
    expect((await call('mine/update', { discipline: 'no-such' })).status).toBe(400);
    const [branch] = await t.db.select().from(bankBranches).limit(1);
    const wrongBank = await call('mine/update', { bankId: branch!.bankId + 1000, bankBranchId: branch!.id });
    expect(wrongBank.status).toBe(400);
  });
});

describe('availability per edition', () => {
  it('lists only the open editions of my pools, and keeps what I say; staff see it in the pool', async () => {
    const list = await call('mine/editions', {});
    expect(list.status).toBe(200);
    expect(list.body.dataSet.map((e: { editionId: number }) => e.editionId)).toEqual([reviewing.id]);
    expect(list.body.dataSet[0]).toMatchObject({ availability: null, status: 'reviewing' });
    const no = await call('mine/availability', {
      editionId: reviewing.id,
      availability: 'unavailable',
      reason: '出国访问',
    });
    expect(no.status).toBe(200);
    expect(no.body.dataSet).toMatchObject({ availability: 'unavailable', unavailableReason: '出国访问' });
    const pool = await call('pool/page', { editionId: reviewing.id }, admin);
    expect(pool.body.dataSet.result[0]).toMatchObject({
      expertId,
      availability: 'unavailable',
      unavailableReason: '出国访问',
    });
    const yes = await call('mine/availability', { editionId: reviewing.id, availability: 'available' });
    expect(yes.body.dataSet).toMatchObject({ availability: 'available', unavailableReason: null });
    const [row] = await t.db
      .select()
      .from(editionExperts)
      .where(and(eq(editionExperts.editionId, reviewing.id), eq(editionExperts.expertId, expertId)));
    expect(row).toMatchObject({ availability: 'available', unavailableReason: null });
  });

  it('refuses: 400 without a reason, 403 for others, 505 for an edition not open or not mine', async () => {
    const noReason = await call('mine/availability', {
      editionId: reviewing.id,
      availability: 'unavailable',
    });
    expect(noReason.status).toBe(400);
    expect(noReason.body.dataSet.fieldErrors.reason).toBeDefined();
    expect((await call('mine/availability', { editionId: reviewing.id, availability: 'maybe' })).status).toBe(
      400,
    );
    const other = await call(
      'mine/availability',
      { editionId: reviewing.id, availability: 'available' },
      declarerToken,
    );
    expect(other.status).toBe(403);
    expect((await call('mine/editions', {}, declarerToken)).status).toBe(403);
    const closed = await call('mine/availability', { editionId: draft.id, availability: 'available' });
    expect(closed.body).toMatchObject({ rtnCode: '505', rtnMessage: zh(EXPERT_MESSAGES.editionNotOpen) });
    const [row] = await t.db
      .select()
      .from(editionExperts)
      .where(and(eq(editionExperts.editionId, draft.id), eq(editionExperts.expertId, expertId)));
    expect(row!.availability).toBeNull();
  });
});
