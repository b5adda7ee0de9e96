import { DEFAULT_REVIEW_SETTINGS } from '@awards/shared/review';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editionExperts, experts, reviewGroups } from '../../../db/schema';
import { buildWorld, content, type World } from '../../../test/declarations';
import { newExpert } from '../../../test/experts';
import { createTestApp, type TestApp } from '../../../test/harness';
import { readGroupProblem } from './input';

let t: TestApp;
let w: World;
const expertIds: number[] = [];
let groupId: number;

const call = (url: string, body: unknown) => t.call('POST', url, { token: w.admin, body });

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t);
  const added = await t.call('POST', '/rest/declarer/declaration/add', {
    token: w.declarerA,
    body: { ...content(w, '固态电池'), keyData: { keywords: '固态电池，电解质；储能' } },
  });
  const declarationId = added.body.dataSet.declarationId as number;
  await t.call('POST', '/rest/declarer/declaration/submit', { token: w.declarerA, body: { declarationId } });
  expect((await call('/rest/examination/decide', { declarationId, decision: 'pass' })).status).toBe(200);
  for (const [i, organisation] of ['北京大学', '清华大学', '浙江大学'].entries()) {
    const e = await call(
      '/rest/expert/add',
      newExpert({ organisation, discipline: 'materials', keywords: i === 0 ? ['固态电池', ' 储能 '] : [] }),
    );
    expertIds.push(e.body.dataSet.expertId);
  }
  expect((await call('/rest/expert/push', { editionId: w.editionId, expertIds })).status).toBe(200);
  const group = await call('/rest/group/add', {
    editionId: w.editionId,
    groupName: '材料组',
    members: expertIds.map((expertId) => ({ expertId, role: 'member' })),
  });
  groupId = group.body.dataSet.groupId;
  expect((await call('/rest/group/place', { editionId: w.editionId })).status).toBe(200);
});
afterAll(() => t.close());

const problem = async () => {
  const [group] = await t.db.select().from(reviewGroups).where(eq(reviewGroups.id, groupId));
  const read = await readGroupProblem(t.db, group!, DEFAULT_REVIEW_SETTINGS, {
    mode: 'optimal',
    topUp: false,
    seed: 1,
    loginName: 'admin',
  });
  return read.problem;
};

describe('readGroupProblem', () => {
  it('carries the experts’ keywords, normalised, and the declaration’s', async () => {
    const p = await problem();
    expect(p.declarations[0]!.keywords).toEqual(['固态电池', '电解质', '储能']);
    expect(p.experts.map((e) => e.keywords)).toEqual([['固态电池', '储能'], [], []]);
  });

  it('leaves out an expert unavailable for the edition, and one sent back to audit', async () => {
    await t.db
      .update(editionExperts)
      .set({ availability: 'unavailable', unavailableReason: '出差' })
      .where(and(eq(editionExperts.editionId, w.editionId), eq(editionExperts.expertId, expertIds[0]!)));
    await t.db.update(experts).set({ status: 'pending' }).where(eq(experts.id, expertIds[1]!));
    expect((await problem()).experts.map((e) => e.id)).toEqual([expertIds[2]]);
    await t.db
      .update(editionExperts)
      .set({ availability: 'available', unavailableReason: null })
      .where(eq(editionExperts.expertId, expertIds[0]!));
    expect((await problem()).experts.map((e) => e.id)).toEqual([expertIds[0], expertIds[2]]);
  });
});
