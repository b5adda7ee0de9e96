import type { DeclarationStatus } from '@awards/shared/declarations';
import type { ObjectionStatus } from '@awards/shared/objections';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  declarationAttachments,
  declarationAudits,
  declarationCompleters,
  declarations,
  editionAwards,
  editions,
  menuButtons,
  messageReceivers,
  objections,
  publicitySnapshots,
  roleButtons,
  roles,
} from '../../db/schema';
import { addRecommenders, buildWorld, type Recommenders, type World } from '../../test/declarations';
import { createTestApp, type TestApp, USER_PASSWORD } from '../../test/harness';
import { multipart, PDF } from '../../test/uploads';

let t: TestApp;
let w: World;
let r: Recommenders;
let expert: string;
let expertId: number;
let screener: string;
let serial = 0;

const DAY = 86_400_000;
const call = (url: string, body: unknown, token: string) => t.call('POST', url, { token, body });
const staff = (url: string, body: unknown, token = w.admin) => call(`/rest/objection/${url}`, body, token);
const filer = (url: string, body: unknown, token = expert) => call(`/rest/objector/${url}`, body, token);

async function upload(token: string, name = 'evidence.pdf'): Promise<string> {
  const { payload, headers } = multipart(name, PDF);
  const res = await t.app.inject({
    method: 'POST',
    url: '/rest/file/upload?purpose=attachment',
    headers: { ...headers, authorization: token },
    payload,
  });
  return res.json().dataSet.fileId as string;
}

/** A role holding exactly these codes (data scope: all), and a signed-in staff user with it. */
async function staffWith(codes: string[]): Promise<string> {
  serial += 1;
  const [role] = await t.db
    .insert(roles)
    .values({ roleCode: `OBJ_ROLE_${serial}`, roleName: `异议角色${serial}`, dataScope: 1 })
    .returning({ id: roles.id });
  const buttons = await t.db
    .select({ id: menuButtons.id })
    .from(menuButtons)
    .where(inArray(menuButtons.buttonPerms, codes));
  await t.db.insert(roleButtons).values(buttons.map((b) => ({ roleId: role!.id, buttonId: b.id })));
  const user = await t.createUser({ loginName: `obj-staff-${serial}`, roleCodes: [`OBJ_ROLE_${serial}`] });
  return t.login(user.loginName, USER_PASSWORD);
}

interface Published {
  editionId: number;
  snapshotId: number;
  ids: number[];
}

/**
 * An edition in publicity with `n` declarations of unit A (recommending unit A) in publicity,
 * and a published snapshot of them (the publicity module's table, written here as its owner would).
 */
async function published(n: number, period: { start?: number; end?: number } = {}): Promise<Published> {
  serial += 1;
  const [edition] = await t.db
    .insert(editions)
    .values({ editionName: `公示届${serial}`, year: 2026, status: 'publicity' })
    .returning({ id: editions.id });
  const editionId = edition!.id;
  const [link] = await t.db.select().from(editionAwards).where(eq(editionAwards.editionId, w.editionId));
  await t.db.insert(editionAwards).values({ editionId, awardId: w.awardId, flow: link!.flow });
  const rows = await t.db
    .insert(declarations)
    .values(
      Array.from({ length: n }, (_, i) => ({
        editionId,
        awardId: w.awardId,
        gradeLevel: 1,
        projectName: `公示项目${serial}-${i + 1}`,
        unitId: w.unitA,
        recommendUnitId: r.unitA,
        recommendUnit: '推荐单位',
        status: 'publicity' as const,
      })),
    )
    .returning({ id: declarations.id });
  const ids = rows.map((x) => x.id);
  const now = Date.now();
  const [snapshot] = await t.db
    .insert(publicitySnapshots)
    .values({
      editionId,
      title: `拟授奖公示${serial}`,
      fields: ['projectName'],
      entries: ids.map((declarationId, i) => ({
        declarationId,
        awardId: w.awardId,
        gradeLevel: 1,
        shown: { projectName: `公示项目${serial}-${i + 1}` },
      })),
      contentHash: 'x',
      status: 'published',
      startTime: new Date(now + (period.start ?? -1) * DAY),
      endTime: new Date(now + (period.end ?? 10) * DAY),
      publishedBy: 'admin',
    })
    .returning({ id: publicitySnapshots.id });
  return { editionId, snapshotId: snapshot!.id, ids };
}

const endPeriod = (p: Published) =>
  t.db
    .update(publicitySnapshots)
    .set({ endTime: new Date(Date.now() - 1000) })
    .where(eq(publicitySnapshots.id, p.snapshotId));

const statusOf = async (id: number) =>
  (await t.db.select({ s: declarations.status }).from(declarations).where(eq(declarations.id, id)))[0]?.s;
const editionStatus = async (id: number) =>
  (await t.db.select({ s: editions.status }).from(editions).where(eq(editions.id, id)))[0]?.s;

async function fileOn(p: Published, index = 0, token = expert) {
  const evidence = await upload(token);
  return filer(
    'file',
    {
      snapshotId: p.snapshotId,
      declarationId: p.ids[index],
      realname: '王异议',
      organisation: '某研究所',
      phone: '13900001111',
      email: 'wang@example.com',
      reason: '项目第二完成人未实际参与研究工作。',
      evidence: [evidence],
    },
    token,
  );
}

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t);
  r = await addRecommenders(t);
  const user = await t.createUser({ loginName: 'obj-expert', userType: 'expert' });
  expertId = user.id;
  expert = await t.login('obj-expert', USER_PASSWORD);
  screener = await staffWith(['OBJECTION_VIEW', 'OBJECTION_SCREEN']);
});
afterAll(() => t.close());

describe('filing on the site (/rest/objector/*)', () => {
  it('files within the period with evidence; the objector sees it with its history', async () => {
    const p = await published(2);
    const entry = await filer('entry', { snapshotId: p.snapshotId, declarationId: p.ids[0] });
    expect(entry.status).toBe(200);
    expect(entry.body.dataSet).toMatchObject({ open: true, shown: { projectName: expect.any(String) } });
    const filed = await fileOn(p);
    expect(filed.status, filed.body.rtnMessage).toBe(200);
    expect(filed.body.dataSet).toMatchObject({
      status: 'filed',
      declarationId: p.ids[0],
      objector: { realname: '王异议', phone: '13900001111' },
      evidence: [expect.objectContaining({ fileName: 'evidence.pdf' })],
      history: [expect.objectContaining({ step: 'filed' })],
    });
    const mine = await filer('page', {});
    expect(mine.body.dataSet.result.map((o: { objectionId: number }) => o.objectionId)).toContain(
      filed.body.dataSet.objectionId,
    );
    // Another user's objection is absent to me.
    const other = await t.createUser({ loginName: 'obj-expert-2', userType: 'expert' });
    const otherToken = await t.login(other.loginName, USER_PASSWORD);
    const hidden = await filer('detail', { objectionId: filed.body.dataSet.objectionId }, otherToken);
    expect(hidden.status).toBe(404);
  });

  it('takes an objection from a person registered on the site (user type person, no organisation)', async () => {
    const p = await published(1);
    await t.createUser({ loginName: 'obj-person', userType: 'person' });
    const person = await t.login('obj-person', USER_PASSWORD);
    const filed = await fileOn(p, 0, person);
    expect(filed.status, filed.body.rtnMessage).toBe(200);
    const mine = await filer('page', {}, person);
    expect(mine.body.dataSet.result).toEqual([
      expect.objectContaining({ objectionId: filed.body.dataSet.objectionId, status: 'filed' }),
    ]);
  });

  it('refuses staff (403) and bad input (400: no evidence, bad phone)', async () => {
    const p = await published(1);
    const refused = await filer('page', {}, w.noRoles);
    expect(refused.status).toBe(403);
    const body = {
      snapshotId: p.snapshotId,
      declarationId: p.ids[0],
      realname: '王异议',
      phone: '13900001111',
      reason: '理由',
      evidence: [] as string[],
    };
    const none = await filer('file', body);
    expect(none.status).toBe(400);
    expect(none.body.dataSet.fieldErrors).toHaveProperty('evidence');
    const phone = await filer('file', { ...body, phone: '123', evidence: [await upload(expert)] });
    expect(phone.status).toBe(400);
    expect(phone.body.dataSet.fieldErrors).toHaveProperty('phone');
    // Someone else's file is not evidence of mine.
    const foreign = await filer('file', { ...body, evidence: [await upload(w.declarerA)] });
    expect(foreign.status).toBe(400);
  });

  const refusals: [string, (p: Published) => Promise<unknown>, RegExp][] = [
    ['late: the period has ended', (p) => endPeriod(p), /公示期已于.*结束/],
    [
      'before the period starts',
      (p) =>
        t.db
          .update(publicitySnapshots)
          .set({ startTime: new Date(Date.now() + DAY) })
          .where(eq(publicitySnapshots.id, p.snapshotId)),
      /公示期自/,
    ],
    [
      'a snapshot taken down',
      (p) =>
        t.db
          .update(publicitySnapshots)
          .set({ status: 'unpublished' })
          .where(eq(publicitySnapshots.id, p.snapshotId)),
      /未在公示中/,
    ],
    ['the same objector twice on one entry', (p) => fileOn(p), /已对该项目提出异议/],
  ];
  it.each(refusals)('refuses %s (505), writing nothing', async (_name, arrange, message) => {
    const p = await published(1);
    await arrange(p);
    const before = await t.db.$count(objections, eq(objections.declarationId, p.ids[0]!));
    const refused = await fileOn(p);
    expect(refused.status).toBe(422);
    expect(refused.body.rtnCode).toBe('505');
    expect(refused.body.rtnMessage).toMatch(message);
    expect(await t.db.$count(objections, eq(objections.declarationId, p.ids[0]!))).toBe(before);
  });

  it('refuses an entry not on the list (505)', async () => {
    const p = await published(1);
    const q = await published(1);
    const refused = await filer('entry', { snapshotId: p.snapshotId, declarationId: q.ids[0] });
    expect(refused.body.rtnCode).toBe('505');
  });
});

describe('handling (/rest/objection/*) and the units’ responses', () => {
  it('screens, asks the units, takes their responses and concludes; identity only with OBJECTION_HANDLE', async () => {
    const p = await published(1);
    const filed = await fileOn(p);
    const objectionId = filed.body.dataSet.objectionId as number;

    // The list and detail: admin (OBJECTION_HANDLE) sees who filed it, the screener does not.
    const full = await staff('detail', { objectionId });
    expect(full.body.dataSet.objector).toMatchObject({ realname: '王异议', loginName: 'obj-expert' });
    const seen = await staff('page', { status: 'filed', editionId: p.editionId }, screener);
    expect(seen.status).toBe(200);
    expect(seen.body.dataSet.result).toEqual([expect.objectContaining({ objectionId, objector: null })]);
    const partial = await staff('detail', { objectionId }, screener);
    expect(partial.body.dataSet.objector).toBeNull();
    expect(JSON.stringify(partial.body.dataSet)).not.toMatch(/王异议|13900001111|obj-expert/);

    // Requests need an admitted objection.
    const early = await staff('request', {
      objectionId,
      targets: ['declaring_unit'],
      question: '请说明',
      deadline: new Date(Date.now() + DAY).toISOString(),
    });
    expect(early.body.rtnCode).toBe('505');

    const admitted = await staff('screen', { objectionId, admit: true }, screener);
    expect(admitted.status, admitted.body.rtnMessage).toBe(200);
    expect(admitted.body.dataSet.status).toBe('admitted');
    const again = await staff('screen', { objectionId, admit: true }, screener);
    expect(again.body.rtnCode).toBe('505');

    // The screener may not investigate.
    const body = {
      objectionId,
      targets: ['declaring_unit', 'recommending_unit'],
      question: '请说明第二完成人的贡献',
      deadline: new Date(Date.now() + 3 * DAY).toISOString(),
    };
    expect((await staff('request', body, screener)).status).toBe(403);
    expect((await staff('request', { ...body, targets: [] })).status).toBe(400);
    const past = await staff('request', { ...body, deadline: new Date(Date.now() - DAY).toISOString() });
    expect(past.body.rtnCode).toBe('505');
    const asked = await staff('request', body);
    expect(asked.status, asked.body.rtnMessage).toBe(200);
    expect(asked.body.dataSet.requests).toHaveLength(2);

    // The units see the content, never who filed it.
    const declarerView = await call('/rest/declarer/objectionRequests', {}, w.declarerA);
    expect(declarerView.status).toBe(200);
    const mine = declarerView.body.dataSet.result.find(
      (x: { objectionId: number }) => x.objectionId === objectionId,
    );
    expect(mine).toMatchObject({ target: 'declaring_unit', reason: expect.stringContaining('第二完成人') });
    expect(mine.evidence).toHaveLength(1);
    expect(JSON.stringify(declarerView.body.dataSet)).not.toMatch(/王异议|13900001111|obj-expert|某研究所/);
    const recommenderView = await call('/rest/recommender/objectionRequests', {}, r.recommenderA);
    expect(recommenderView.body.dataSet.result).toEqual([
      expect.objectContaining({ objectionId, target: 'recommending_unit' }),
    ]);
    expect(JSON.stringify(recommenderView.body.dataSet)).not.toMatch(/王异议|13900001111|obj-expert/);
    const otherUnit = await call('/rest/declarer/objectionRequests', {}, w.declarerB);
    expect(otherUnit.body.dataSet.result).toEqual([]);
    expect((await call('/rest/declarer/objectionRequests', {}, w.noRoles)).status).toBe(403);

    // The evidence file: the asked unit reads it, another unit does not.
    const fileId = mine.evidence[0].fileId as string;
    const read = (token: string) => t.call('GET', `/rest/file/download/${fileId}`, { token });
    expect((await read(w.declarerA)).status).toBe(200);
    expect((await read(w.declarerB)).status).toBe(404);

    // Conclusion waits for the answers (deadline not passed).
    const waiting = await staff('conclude', { objectionId, conclusion: 'upheld', opinion: '经核查属实' });
    expect(waiting.body.rtnMessage).toMatch(/尚有2项说明要求未答复/);

    const requestId = mine.requestId as number;
    expect(
      (await call('/rest/declarer/objectionRespond', { requestId, response: '' }, w.declarerA)).status,
    ).toBe(400);
    const answered = await call(
      '/rest/declarer/objectionRespond',
      {
        requestId,
        response: '第二完成人负责工艺实现。',
        attachments: [await upload(w.declarerA, 'proof.pdf')],
      },
      w.declarerA,
    );
    expect(answered.status, answered.body.rtnMessage).toBe(200);
    const twice = await call('/rest/declarer/objectionRespond', { requestId, response: '再答' }, w.declarerA);
    expect(twice.body.rtnCode).toBe('505');
    const recRequest = recommenderView.body.dataSet.result[0].requestId as number;
    expect(
      (await call('/rest/declarer/objectionRespond', { requestId: recRequest, response: 'x' }, w.declarerA))
        .status,
    ).toBe(404);
    await call(
      '/rest/recommender/objectionRespond',
      { requestId: recRequest, response: '情况属实。' },
      r.recommenderA,
    );

    expect((await staff('conclude', { objectionId, conclusion: 'maybe', opinion: 'x' })).status).toBe(400);
    expect(
      (await staff('conclude', { objectionId, conclusion: 'upheld', opinion: 'x' }, screener)).status,
    ).toBe(403);
    const concluded = await staff('conclude', { objectionId, conclusion: 'upheld', opinion: '经核查属实' });
    expect(concluded.status, concluded.body.rtnMessage).toBe(200);
    expect(concluded.body.dataSet).toMatchObject({ status: 'upheld', conclusionOpinion: '经核查属实' });
    expect(concluded.body.dataSet.history.map((h: { step: string }) => h.step)).toEqual([
      'filed',
      'admitted',
      'requested',
      'requested',
      'responded',
      'responded',
      'upheld',
    ]);
    // Within the period, the declaration waits for the awarding.
    expect(await statusOf(p.ids[0]!)).toBe('publicity');
    // The objector and the unit were told (site message; the SMS goes the same way).
    expect(await t.db.$count(messageReceivers, eq(messageReceivers.userId, expertId))).toBeGreaterThanOrEqual(
      2,
    );
    const outcome = await filer('detail', { objectionId });
    expect(outcome.body.dataSet).toMatchObject({ status: 'upheld', requests: [] });
  });

  it('refuses a screening without a reason (400) and a user without the code (403)', async () => {
    const p = await published(1);
    const filed = await fileOn(p);
    const objectionId = filed.body.dataSet.objectionId as number;
    const bare = await staff('screen', { objectionId, admit: false });
    expect(bare.status).toBe(400);
    expect(bare.body.dataSet.fieldErrors).toHaveProperty('reason');
    expect((await staff('screen', { objectionId, admit: true }, w.noRoles)).status).toBe(403);
    expect((await staff('page', {}, w.noRoles)).status).toBe(403);
    expect((await staff('page', { status: 'nope' })).status).toBe(400);
    const not = await staff('screen', {
      objectionId,
      admit: false,
      reason: 'grade_only',
      note: '仅对等级有异议',
    });
    expect(not.body.dataSet).toMatchObject({ status: 'not_admitted', screeningReason: 'grade_only' });
  });
});

describe('the awarding at the end of the period', () => {
  /** What the one objection on the first declaration is, and what becomes of that declaration. */
  const cases: [string, ObjectionStatus | null, DeclarationStatus, boolean][] = [
    ['no objection: awarded', null, 'awarded', true],
    ['filed (open): held, only it', 'filed', 'publicity', false],
    ['admitted (open): held, only it', 'admitted', 'publicity', false],
    ['upheld: revoked', 'upheld', 'revoked', true],
    ['dismissed: awarded', 'dismissed', 'awarded', true],
    ['not admitted: awarded', 'not_admitted', 'awarded', true],
  ];
  it.each(cases)(
    '%s; the others awarded; edition finished only when nothing pends',
    async (_n, state, expected, finishes) => {
      const p = await published(3);
      if (state)
        await t.db.insert(objections).values({
          snapshotId: p.snapshotId,
          declarationId: p.ids[0]!,
          editionId: p.editionId,
          objectorUserId: expertId,
          realname: '王异议',
          phone: '13900001111',
          reason: '理由',
          status: state,
          conclusionOpinion: state === 'upheld' ? '经核查属实' : null,
        });
      const early = await staff('award', { editionId: p.editionId });
      expect(early.body.rtnMessage).toMatch(/公示期尚未结束/);
      await endPeriod(p);
      const plan = await staff('awardPlan', { editionId: p.editionId });
      expect(plan.body.dataSet).toMatchObject({ periodOver: true, finishes });
      const run = await staff('award', { editionId: p.editionId });
      expect(run.status, run.body.rtnMessage).toBe(200);
      expect(run.body.dataSet.finished).toBe(finishes);
      expect(await statusOf(p.ids[0]!)).toBe(expected);
      for (const id of p.ids.slice(1)) expect(await statusOf(id)).toBe('awarded');
      expect(await editionStatus(p.editionId)).toBe(finishes ? 'finished' : 'publicity');
      // Twice: nothing more to do.
      const second = await staff('award', { editionId: p.editionId });
      expect(second.body.dataSet).toMatchObject({ awarded: 0, revoked: 0 });
      expect(await statusOf(p.ids[0]!)).toBe(expected);
      if (state === 'upheld') {
        const [audit] = await t.db
          .select({ opinion: declarationAudits.opinion })
          .from(declarationAudits)
          .where(and(eq(declarationAudits.declarationId, p.ids[0]!), eq(declarationAudits.action, 'revoke')));
        expect(audit?.opinion).toMatch(/异议成立：经核查属实/);
      }
    },
  );

  it('an open objection concluded after the period settles its declaration and finishes the edition', async () => {
    const p = await published(2);
    const filed = await fileOn(p, 1);
    const objectionId = filed.body.dataSet.objectionId as number;
    await staff('screen', { objectionId, admit: true });
    await endPeriod(p);
    const run = await staff('award', { editionId: p.editionId });
    expect(run.body.dataSet).toMatchObject({ awarded: 1, held: 1, finished: false });
    // The edition refuses to finish while anything is pending, naming it.
    const refused = await call(
      '/rest/edition/transition',
      { editionId: p.editionId, target: 'finished' },
      w.admin,
    );
    expect(refused.body.rtnCode).toBe('505');
    expect(refused.body.rtnMessage).toMatch(/尚有1项处于公示中的申报、1件未办结的异议/);
    const done = await staff('conclude', { objectionId, conclusion: 'dismissed', opinion: '反映情况不属实' });
    expect(done.status, done.body.rtnMessage).toBe(200);
    expect(await statusOf(p.ids[1]!)).toBe('awarded');
    expect(await editionStatus(p.editionId)).toBe('finished');
  });

  it('offers the editions in publicity or finished (OBJECTION_VIEW)', async () => {
    const p = await published(1);
    const listed = await staff('editions', {}, screener);
    expect(listed.body.dataSet).toContainEqual(
      expect.objectContaining({ editionId: p.editionId, status: 'publicity' }),
    );
    expect(listed.body.dataSet.map((e: { editionId: number }) => e.editionId)).not.toContain(w.editionId);
    expect((await staff('editions', {}, w.noRoles)).status).toBe(403);
  });

  it('refuses without the code (403), bad input (400), an edition not in publicity (505)', async () => {
    expect((await staff('award', { editionId: w.editionId }, screener)).status).toBe(403);
    expect((await staff('award', { editionId: 'x' })).status).toBe(400);
    expect((await staff('awardPlan', {}, w.admin)).status).toBe(400);
    expect((await staff('awardPlan', { editionId: w.editionId }, w.noRoles)).status).toBe(403);
    const refused = await staff('award', { editionId: w.editionId });
    expect(refused.body.rtnCode).toBe('505');
  });
});

describe('carry_over of a deferred declaration (/rest/objection/carryOver)', () => {
  async function deferredIn(editionStatus: 'examining' | 'declaring') {
    serial += 1;
    const [edition] = await t.db
      .insert(editions)
      .values({ editionName: `缓评届${serial}`, year: 2025, status: editionStatus })
      .returning({ id: editions.id });
    const [link] = await t.db.select().from(editionAwards).where(eq(editionAwards.editionId, w.editionId));
    await t.db.insert(editionAwards).values({ editionId: edition!.id, awardId: w.awardId, flow: link!.flow });
    const [d] = await t.db
      .insert(declarations)
      .values({
        editionId: edition!.id,
        awardId: w.awardId,
        gradeLevel: 1,
        projectName: `缓评项目${serial}`,
        unitId: w.unitA,
        status: 'deferred',
      })
      .returning({ id: declarations.id });
    await t.db.insert(declarationCompleters).values({ declarationId: d!.id, name: '张三', sortNumber: 1 });
    await t.db.insert(declarationAttachments).values({
      declarationId: d!.id,
      fileId: await upload(w.declarerA),
      attachmentType: 'other',
      sortNumber: 1,
    });
    return { editionId: edition!.id, declarationId: d!.id };
  }

  it('copies it as a draft into the next edition open for declaration, and moves it to carried_over', async () => {
    const old = await deferredIn('examining');
    const next = await deferredIn('declaring'); // a later edition of the award, open for declaration
    const done = await staff('carryOver', { declarationId: old.declarationId });
    expect(done.status, done.body.rtnMessage).toBe(200);
    expect(done.body.dataSet).toMatchObject({ declarationId: old.declarationId, editionId: next.editionId });
    const [copy] = await t.db
      .select()
      .from(declarations)
      .where(eq(declarations.id, done.body.dataSet.newDeclarationId));
    expect(copy).toMatchObject({
      status: 'draft',
      carriedFromId: old.declarationId,
      editionId: next.editionId,
    });
    expect(await t.db.$count(declarationCompleters, eq(declarationCompleters.declarationId, copy!.id))).toBe(
      1,
    );
    expect(
      await t.db.$count(declarationAttachments, eq(declarationAttachments.declarationId, copy!.id)),
    ).toBe(1);
    expect(await statusOf(old.declarationId)).toBe('carried_over');
    // Each detail names the other end, with its edition.
    const detail = async (declarationId: number) =>
      (await call('/rest/declare/detail', { declarationId }, w.admin)).body.dataSet;
    expect(await detail(old.declarationId)).toMatchObject({
      carriedFrom: null,
      carriedTo: { declarationId: copy!.id, editionName: expect.stringMatching(/^缓评届/) },
    });
    expect(await detail(copy!.id)).toMatchObject({
      carriedFrom: { declarationId: old.declarationId },
      carriedTo: null,
    });
    // Twice: it is carried over already.
    expect((await staff('carryOver', { declarationId: old.declarationId })).body.rtnCode).toBe('505');
  });

  it('refuses when no later edition is open for declaration (505), without the code (403), bad input (400)', async () => {
    // The latest edition of the award: nothing after it.
    await t.db
      .update(editions)
      .set({ status: 'examining' })
      .where(and(eq(editions.status, 'declaring')));
    const last = await deferredIn('examining');
    const refused = await staff('carryOver', { declarationId: last.declarationId });
    expect(refused.body.rtnMessage).toMatch(/没有正在申报的下一届次/);
    expect(await statusOf(last.declarationId)).toBe('deferred');
    expect((await staff('carryOver', { declarationId: last.declarationId }, screener)).status).toBe(403);
    expect((await staff('carryOver', { declarationId: 0 })).status).toBe(400);
  });
});
