import { DECLARATION_ACTION_NAMES, DECLARATION_MESSAGES } from '@awards/shared/declarations';
import { DECLARER_MESSAGES } from '@awards/shared/declarer';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_SCOPE, declarationAudits, declarations, users } from '../../db/schema';
import { addRoleWithCodes, grantRole } from '../../test/admin-fixtures';
import { buildWorld, content, setEditionStatus, type World } from '../../test/declarations';
import { createTestApp, type TestApp } from '../../test/harness';
import { zh } from '../../test/messages';
import { createModuleApis } from '../../test/services';
import {
  asDeclarer,
  asExaminer,
  asStaff,
  type Caller,
  type DeclarationLifecycle,
  type MoveDecision,
  type SignedInUser,
} from './public';
import { DeclarationService } from './service';

// The lifecycle as other modules meet it (public.ts), without HTTP: each capacity's
// sight, decide without writing, and moves composed in the caller's transaction.

/** A decision with its refusal as a caller without a language reads it (zh_CN). */
const worded = (d: MoveDecision) => (d.allowed ? d : { ...d, reason: zh(d.reason) });

let t: TestApp;
let closeApis: () => Promise<void>;
let w: World;
let api: DeclarationLifecycle;
let admin: Caller & { kind: 'staff' };
let scopedToA: Caller;
let examiner: Caller;
let declarerB: Caller & { kind: 'declarer' };
let ofA: number;
let ofB: number;

const userOf = async (where: SQL | undefined): Promise<SignedInUser & { userType: string }> => {
  const [row] = await t.db.select().from(users).where(where);
  return {
    userId: row!.id,
    loginName: row!.loginName,
    realname: row!.realname,
    orgId: row!.orgId,
    userType: row!.userType,
  };
};

/** A new declaration's content as the parsed request carries it. */
const draft = (projectName: string, unitId: number) => ({
  ...content(w, projectName),
  unitId,
  attachments: [],
});

async function trail(declarationId: number) {
  const [row] = await t.db.select().from(declarations).where(eq(declarations.id, declarationId));
  const audits = await t.db
    .select({ action: declarationAudits.action, actorKind: declarationAudits.actorKind })
    .from(declarationAudits)
    .where(eq(declarationAudits.declarationId, declarationId))
    .orderBy(asc(declarationAudits.id));
  return { status: row!.status, audits };
}

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t);
  const built = createModuleApis(t.database);
  closeApis = built.close;
  api = new DeclarationService(t.db, built.apis);
  admin = asStaff(await userOf(eq(users.loginName, 'admin')));
  const role = await addRoleWithCodes(t.db, 'LC_OWN_UNIT', DATA_SCOPE.ownOrg, ['DECLARE_VIEW']);
  const scoped = await t.createUser({ loginName: 'lc-unit-a', orgId: w.unitA });
  await grantRole(t.db, scoped.id, role);
  scopedToA = asStaff(await userOf(eq(users.id, scoped.id)));
  examiner = asExaminer(await userOf(eq(users.id, scoped.id)));
  declarerB = asDeclarer(await userOf(and(eq(users.orgId, w.unitB), eq(users.userType, 'declarer'))));
  ofA = (await api.add(admin, draft('甲单位项目', w.unitA))).declarationId;
  ofB = (await api.add(declarerB, draft('乙单位项目', w.unitB))).declarationId;
  await api.submit(admin, ofA);
  await api.submit(declarerB, ofB);
});
afterAll(async () => {
  await closeApis();
  await t.close();
});

describe('the declaration lifecycle (public.ts)', () => {
  it("applies each capacity's sight to lists, details and the visibility rule", async () => {
    const seen = async (caller: Caller) =>
      (await api.page(caller, { pageNum: 1, pageSize: 100 })).result.map((d) => d.declarationId);
    expect(await seen(scopedToA)).toEqual([ofA]);
    expect(await seen(declarerB)).toEqual([ofB]);
    expect(await seen(examiner)).toEqual([ofB, ofA]);

    expect((await api.readDetail(scopedToA, ofA)).audits.map((a) => a.action)).toEqual(['create', 'submit']);
    await expect(api.readDetail(scopedToA, ofB)).rejects.toMatchObject({
      status: 404,
      ref: DECLARATION_MESSAGES.notFound,
    });
    await expect(api.requireVisible(scopedToA, ofB)).rejects.toMatchObject({ status: 404 });
    await expect(api.requireVisible(examiner, ofB)).resolves.toBeUndefined();
    // Another unit's declaration reads exactly as an absent one: ids cannot be probed.
    await expect(api.readDetail(declarerB, ofA)).rejects.toMatchObject({
      status: 404,
      ref: DECLARATION_MESSAGES.notFound,
    });
    await expect(api.readDetail(declarerB, 999_999)).rejects.toMatchObject({
      status: 404,
      ref: DECLARATION_MESSAGES.notFound,
    });
    await expect(api.readDetail(examiner, 999_999)).rejects.toMatchObject({
      status: 404,
      ref: DECLARATION_MESSAGES.notFound,
    });
    expect(() => asDeclarer({ ...admin.user, userType: 'staff' })).toThrow(DECLARER_MESSAGES.notDeclarer);
    // A unit outside the caller's sight is as absent as a declaration.
    await expect(api.add(declarerB, draft('越权项目', w.unitA))).rejects.toMatchObject({
      status: 404,
    });
  });

  it('decides without writing, and counts an unseen declaration as absent', async () => {
    const before = await trail(ofA);
    expect(await api.decide(examiner, ofA, 'pass')).toMatchObject({
      allowed: true,
      declaration: { declarationId: ofA, unitId: w.unitA, projectName: '甲单位项目', status: 'submitted' },
      to: 'passed',
    });
    expect(worded(await api.decide(admin, ofA, 'pass'))).toMatchObject({
      allowed: false,
      declaration: { declarationId: ofA },
      reason: '工作人员不能对申报执行「形式审查通过」',
    });
    expect(worded(await api.decide(examiner, ofA, 'return'))).toMatchObject({
      allowed: false,
      reason: '「退回修改」须填写意见',
    });
    expect(worded(await api.decide(scopedToA, ofB, 'withdraw', '理由'))).toEqual({
      allowed: false,
      declaration: null,
      reason: '申报不存在',
    });
    expect(await trail(ofA)).toEqual(before);
  });

  it("moves inside the caller's transaction, so a later refusal undoes the earlier moves", async () => {
    const before = await trail(ofA);
    const attempt = t.db.transaction(async (tx) => {
      await api.move(examiner, ofA, 'pass', null, { tx });
      await api.move(examiner, ofB, 'reject', null, { tx });
    });
    await expect(attempt).rejects.toMatchObject({
      status: 422,
      rtnCode: '505',
      ref: DECLARATION_MESSAGES.opinionRequired({ action: DECLARATION_ACTION_NAMES.reject }),
    });
    expect(await trail(ofA)).toEqual(before);

    const moved = await api.move(examiner, ofA, 'pass', null);
    expect(moved).toMatchObject({ declarationId: ofA, from: 'submitted', to: 'passed' });
    expect(await trail(ofA)).toEqual({
      status: 'passed',
      audits: [...before.audits, { action: 'pass', actorKind: 'examiner' }],
    });
    await expect(api.move(declarerB, ofA, 'withdraw', '理由')).rejects.toMatchObject({ status: 404 });
    expect((await trail(ofA)).status).toBe('passed');
  });

  it('lists a queue by status and edition status, oldest submission first', async () => {
    const queue = {
      pageNum: 1,
      pageSize: 10,
      statuses: ['submitted', 'resubmitted'] as const,
      order: 'submission' as const,
    };
    const ids = async (editionStatuses: ('declaring' | 'examining')[]) =>
      (await api.page(examiner, { ...queue, editionStatuses })).result.map((d) => d.declarationId);
    expect(await ids(['declaring'])).toEqual([ofB]);
    expect(await ids(['examining'])).toEqual([]);
    await setEditionStatus(t, w.editionId, 'examining');
    expect(await ids(['examining'])).toEqual([ofB]);
  });
});
