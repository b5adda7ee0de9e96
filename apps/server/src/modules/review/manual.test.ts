import { renderMessage } from '@awards/shared/i18n';
import { CONFLICT_TYPE_NAMES, REVIEW_MESSAGES } from '@awards/shared/review';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declarations, reviewAssignments } from '../../db/schema';
import { buildWorld, content, setEditionStatus, type World } from '../../test/declarations';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
let w: World;
let groupId: number;
const declarationIds: number[] = [];
const expertIds: number[] = [];
const names = ['储能甲', '储能乙', '储能丙'];
const experts = ['专家零', '专家一', '专家二', '专家三', '专家四', '库内组外'];

const call = (url: string, body: unknown, token = w.admin) => t.call('POST', url, { token, body });
const review = (url: string, body: unknown, token?: string) => call(`/rest/review/${url}`, body, token);
const add = (d: number, e: number, token?: string) =>
  review('assign/add', { declarationId: declarationIds[d], expertId: expertIds[e] }, token);
const zh = (ref: string) => renderMessage(ref, 'zh_CN');

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t);
  const flow = ['formal_examination', 'expert_review', 'meeting_review', 'publicity'];
  await call('/rest/edition/flow/save', { editionId: w.editionId, awardId: w.awardId, flow });
  for (const name of names) {
    const d = await call('/rest/declarer/declaration/add', content(w, name), w.declarerA);
    const id = d.body.dataSet.declarationId as number;
    await call('/rest/declarer/declaration/submit', { declarationId: id }, w.declarerA);
    expect((await call('/rest/examination/decide', { declarationId: id, decision: 'pass' })).status).toBe(
      200,
    );
    declarationIds.push(id);
  }
  const unit = await call(
    '/rest/declarer/declaration/detail',
    { declarationId: declarationIds[0] },
    w.declarerA,
  );
  // 专家零 works at the declaring unit (a same_unit conflict); 专家四 shares 专家一's organisation;
  // 专家二 shares the declarations' discipline.
  const orgs = [unit.body.dataSet.unitName, '北京大学', '清华大学', '浙江大学', '北京大学', '复旦大学'];
  for (const [i, organisation] of orgs.entries()) {
    const discipline = i === 2 ? 'materials' : 'energy';
    const added = await call('/rest/expert/add', { expertName: experts[i], organisation, discipline });
    expect(added.status).toBe(200);
    expertIds.push(added.body.dataSet.expertId);
  }
  expect((await call('/rest/expert/push', { editionId: w.editionId, expertIds })).status).toBe(200);
  const group = await call('/rest/group/add', {
    editionId: w.editionId,
    groupName: '手工组',
    awardId: w.awardId,
    members: expertIds.slice(0, 5).map((expertId, i) => ({ expertId, role: i === 0 ? 'leader' : 'member' })),
  });
  groupId = group.body.dataSet.groupId;
  expect((await call('/rest/group/place', { editionId: w.editionId })).body.dataSet.placed).toBe(3);
  await review('settings/save', { editionId: w.editionId, expertsPerDeclaration: 2, maxLoad: 2 });
});
afterAll(() => t.close());

describe('adding an expert by hand (/rest/review/assign/add)', () => {
  it('refuses before the edition reviews (505), then adds, starts the review and lists the pair as manual', async () => {
    expect((await add(0, 1)).body.rtnCode).toBe('505');
    await setEditionStatus(t, w.editionId, 'reviewing');
    const added = await add(0, 1);
    expect(added.status).toBe(200);
    expect(added.body.dataSet).toMatchObject({ declarationId: declarationIds[0], expertId: expertIds[1] });
    // Declarations are in 'materials', 专家一 in 'energy' with no keywords: no match at all.
    expect(added.body.dataSet.match).toBe(0);
    const [row] = await t.db
      .select()
      .from(reviewAssignments)
      .where(eq(reviewAssignments.expertId, expertIds[1]!));
    expect(row).toMatchObject({ declarationId: declarationIds[0], runId: null, groupId, createBy: 'admin' });
    const [d] = await t.db
      .select({ status: declarations.status })
      .from(declarations)
      .where(eq(declarations.id, declarationIds[0]!));
    expect(d!.status).toBe('expert_review');
    const list = (await review('assign/list', { groupId })).body.dataSet;
    expect(list.map((r: { projectName: string }) => r.projectName)).toEqual(names);
    expect(list[0]).toMatchObject({
      expertsWanted: 2,
      experts: [{ expertId: expertIds[1], expertName: '专家一', organisation: '北京大学', manual: true }],
    });
    expect(list[1].experts).toEqual([]);
  });

  it('403 without REVIEW_ASSIGN (add) or REVIEW_VIEW (list); 400 for bad input', async () => {
    expect((await add(1, 2, w.noRoles)).status).toBe(403);
    expect((await review('assign/list', { groupId }, w.noRoles)).status).toBe(403);
    expect((await review('assign/add', { declarationId: 'x', expertId: expertIds[1] })).status).toBe(400);
    expect((await review('assign/add', { declarationId: declarationIds[0] })).status).toBe(400);
    expect((await review('assign/list', {})).status).toBe(400);
  });

  it('505 for a conflicted pair, a second expert of one organisation, a pair already there and an expert outside the group', async () => {
    expect((await add(0, 0)).body).toMatchObject({
      rtnCode: '505',
      rtnMessage: zh(
        REVIEW_MESSAGES.pairConflicted({
          expert: '专家零',
          name: '储能甲',
          type: CONFLICT_TYPE_NAMES.same_unit,
        }),
      ),
    });
    expect((await add(0, 4)).body).toMatchObject({
      rtnCode: '505',
      rtnMessage: zh(
        REVIEW_MESSAGES.sameOrganisationAssigned({
          name: '储能甲',
          other: '专家一',
          organisation: '北京大学',
        }),
      ),
    });
    expect((await add(0, 1)).body).toMatchObject({
      rtnCode: '505',
      rtnMessage: zh(REVIEW_MESSAGES.alreadyAssigned({ expert: '专家一', name: '储能甲' })),
    });
    expect((await add(0, 5)).body).toMatchObject({
      rtnCode: '505',
      rtnMessage: zh(REVIEW_MESSAGES.expertNotInGroup({ expert: '库内组外', group: '手工组' })),
    });
    expect(await t.db.select().from(reviewAssignments)).toHaveLength(1);
  });

  it("505 for an expert at the maximum load, naming the load; the match is the run's", async () => {
    expect((await add(1, 2)).body.dataSet.match).toBe(60);
    expect((await add(1, 1)).status).toBe(200);
    expect((await add(2, 1)).body).toMatchObject({
      rtnCode: '505',
      rtnMessage: zh(REVIEW_MESSAGES.overMaxLoad({ expert: '专家一', load: 2, max: 2 })),
    });
    expect(await t.db.select().from(reviewAssignments)).toHaveLength(3);
  });
});
