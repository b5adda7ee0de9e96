import { renderMessage } from '@awards/shared/i18n';
import {
  DEFAULT_PUBLICITY_FIELDS,
  PUBLICITY_MESSAGES as M,
  PUBLICITY_PATHS as P,
} from '@awards/shared/publicity';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  declarationCompleters,
  declarations,
  editionStatusHistory,
  editions,
  notices,
  publicitySnapshots,
  resultEntries,
  resultLists,
} from '../../db/schema';
import { buildWorld, days, setEditionStatus, type World } from '../../test/declarations';
import { createTestApp, type TestApp } from '../../test/harness';
import { PublicityPeriods } from './periods';

let t: TestApp;
let w: World;
let listId: number;
const ids: number[] = [];

const call = (url: string, body: unknown, token: string | null = w.admin) =>
  t.call('POST', url, { token, body });
const zh = (ref: string) => renderMessage(ref, 'zh_CN');
const statusOf = async (id: number) =>
  (await t.db.select({ s: declarations.status }).from(declarations).where(eq(declarations.id, id)))[0]!.s;

/**
 * An edition in review whose windows are over, with a confirmed list of its award: two
 * declarations proposed (first and second grade), one not awarded (no grade, not published).
 */
beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t);
  await t.db
    .update(editions)
    .set({
      declarationStart: new Date(days(-40)),
      declarationEnd: new Date(days(-30)),
      examinationStart: new Date(days(-30)),
      examinationEnd: new Date(days(-20)),
      reviewStart: new Date(days(-20)),
      reviewEnd: new Date(days(-1)),
    })
    .where(eq(editions.id, w.editionId));
  await setEditionStatus(t, w.editionId, 'reviewing');
  const rows = [
    ['高效储能材料关键技术', 'proposed'],
    ['智能电网调度系统', 'proposed'],
    ['未获奖项目', 'not_awarded'],
  ] as const;
  for (const [projectName, status] of rows) {
    const [d] = await t.db
      .insert(declarations)
      .values({
        editionId: w.editionId,
        awardId: w.awardId,
        projectName,
        unitId: w.unitA,
        recommendUnit: '某省科协',
        summary: '项目简介',
        status,
      })
      .returning({ id: declarations.id });
    ids.push(d!.id);
    await t.db.insert(declarationCompleters).values([
      { declarationId: d!.id, name: '张三', unit: '某大学', sortNumber: 1 },
      { declarationId: d!.id, name: '李四', unit: '某研究院', sortNumber: 2 },
    ]);
  }
  const [list] = await t.db
    .insert(resultLists)
    .values({
      editionId: w.editionId,
      awardId: w.awardId,
      version: 1,
      method: 'weighted_mean',
      contentHash: 'x',
      confirmedBy: 'admin',
    })
    .returning({ id: resultLists.id });
  listId = list!.id;
  await t.db.insert(resultEntries).values([
    { listId, declarationId: ids[0]!, rank: 1, score: 91.5, gradeLevel: 1, gradeName: '一等奖' },
    { listId, declarationId: ids[1]!, rank: 2, score: 88, gradeLevel: 2, gradeName: '二等奖' },
    { listId, declarationId: ids[2]!, rank: 3, score: 60, gradeLevel: null, gradeName: null },
  ]);
});

afterAll(async () => {
  await t?.close();
});

const STAFF_CALLS: [string, unknown][] = [
  [P.settings, { editionId: 1 }],
  [P.settingsSave, { editionId: 1, periodDays: 10 }],
  [P.list, { editionId: 1 }],
  [P.detail, { snapshotId: 1 }],
  [P.verify, { snapshotId: 1 }],
  [P.preview, { editionId: 1 }],
  [P.publish, { editionId: 1 }],
  [P.unpublish, { snapshotId: 1, reason: '更正' }],
  [P.export, { snapshotId: 1 }],
  [P.print, { snapshotId: 1 }],
];

describe('permissions and input', () => {
  it.each(STAFF_CALLS)('%s refuses a user without its code (403)', async (url, body) => {
    expect((await call(url, body, w.noRoles)).status).toBe(403);
  });

  it.each([
    [P.settings, {}, 'editionId'],
    [P.settingsSave, { editionId: 1, periodDays: 0 }, 'periodDays'],
    [P.settingsSave, { editionId: 1, fields: { proposed: ['idNumber'] } }, 'fields.proposed.0'],
    [
      P.settingsSave,
      { editionId: 1, fields: { proposed: ['projectName', 'projectName'] } },
      'fields.proposed',
    ],
    [P.list, { editionId: 'x' }, 'editionId'],
    [P.detail, {}, 'snapshotId'],
    [P.verify, { snapshotId: -1 }, 'snapshotId'],
    [P.preview, { editionId: 1, startTime: 'tomorrow' }, 'startTime'],
    [P.publish, { editionId: 1, fields: [] }, 'fields'],
    [P.publish, { editionId: 1, extra: 1 }, ''],
    [P.unpublish, { snapshotId: 1, reason: ' ' }, 'reason'],
    [P.export, { snapshotId: 0 }, 'snapshotId'],
    [P.print, {}, 'snapshotId'],
    [P.publicPage, { pageSize: 500 }, 'pageSize'],
    [P.publicDetail, { snapshotId: 'a' }, 'snapshotId'],
  ])('%s answers 400 for bad input %j', async (url, body, field) => {
    const res = await call(url, body);
    expect(res.status).toBe(400);
    if (field) expect(Object.keys(res.body.dataSet?.fieldErrors ?? {})).toContain(field);
  });
});

describe('settings', () => {
  it('reads the defaults, then saves the period and the fields', async () => {
    const read = await call(P.settings, { editionId: w.editionId });
    expect(read.status).toBe(200);
    expect(read.body.dataSet).toEqual({
      editionId: w.editionId,
      periodDays: 15,
      fields: { proposed: [...DEFAULT_PUBLICITY_FIELDS.proposed] },
    });
    const saved = await call(P.settingsSave, { editionId: w.editionId, periodDays: 10 });
    expect(saved.status).toBe(200);
    expect(saved.body.dataSet.periodDays).toBe(10);
    expect(saved.body.dataSet.fields.proposed).toEqual([...DEFAULT_PUBLICITY_FIELDS.proposed]);
    expect((await call(P.settings, { editionId: 999_999 })).status).toBe(404);
  });
});

describe('publish refusals (505), nothing written', () => {
  const refused = async (body: object, message: string) => {
    const res = await call(P.publish, { editionId: w.editionId, ...body });
    expect(res.status).toBe(422);
    expect(res.body.rtnCode).toBe('505');
    expect(res.body.rtnMessage).toBe(message);
    expect(await t.db.$count(publicitySnapshots, eq(publicitySnapshots.editionId, w.editionId))).toBe(0);
    expect(await statusOf(ids[0]!)).toBe('proposed');
  };

  it('without a confirmed list', async () => {
    await t.db.update(resultLists).set({ status: 'reopened' }).where(eq(resultLists.id, listId));
    await refused({}, zh(M.noConfirmedList));
    await t.db.update(resultLists).set({ status: 'confirmed' }).where(eq(resultLists.id, listId));
  });

  it('for an award without a confirmed list', async () => {
    await refused(
      { awardIds: [w.awardId + 1000] },
      zh(M.awardNotConfirmed({ award: `#${w.awardId + 1000}` })),
    );
  });

  it('when the edition is not in review', async () => {
    await setEditionStatus(t, w.editionId, 'examining');
    await refused({}, '届次当前为「形式审查」，只有「评审中」的届次可以发布公示');
    await setEditionStatus(t, w.editionId, 'reviewing');
  });

  it('when a declaration of the list is not proposed', async () => {
    await t.db.update(declarations).set({ status: 'meeting_review' }).where(eq(declarations.id, ids[1]!));
    await refused({}, '申报「智能电网调度系统」当前为「会议评审」，不是「拟授奖」，不能公示');
    await t.db.update(declarations).set({ status: 'proposed' }).where(eq(declarations.id, ids[1]!));
  });

  it('with a start in the past', async () => {
    await refused({ startTime: days(-1) }, zh(M.startInPast));
  });
});

describe('publish, read, verify, withdraw', () => {
  let snapshotId: number;

  it('previews without writing', async () => {
    const res = await call(P.preview, { editionId: w.editionId, fields: ['projectName', 'gradeName'] });
    expect(res.status).toBe(200);
    expect(res.body.dataSet.entries).toHaveLength(2);
    expect(res.body.dataSet.entries[0].shown).toEqual({
      projectName: '高效储能材料关键技术',
      gradeName: '一等奖',
    });
    expect(await t.db.$count(publicitySnapshots)).toBe(0);
  });

  it('publishes: the snapshot, publicise, the edition to publicity, the public notice', async () => {
    const res = await call(P.publish, { editionId: w.editionId });
    expect(res.status).toBe(200);
    const s = res.body.dataSet;
    snapshotId = s.snapshotId;
    expect(s.status).toBe('published');
    expect(s.entryCount).toBe(2);
    expect(s.contentHash).toMatch(/^[0-9a-f]{64}$/);
    expect(s.sources).toEqual([expect.objectContaining({ listId, version: 1, entries: 2 })]);
    expect(s.entries[1].shown).toEqual({
      projectName: '智能电网调度系统',
      awardName: expect.any(String),
      gradeName: '二等奖',
      unitName: expect.any(String),
      completers: '张三、李四',
      recommendUnit: '某省科协',
    });
    // 10 days (the saved setting), ending at 24:00 Beijing time of the last day.
    const end = new Date(s.endTime);
    expect(end.getUTCHours()).toBe(16);
    expect((end.getTime() - new Date(s.startTime).getTime()) / 86_400_000).toBeGreaterThan(9);
    expect((end.getTime() - new Date(s.startTime).getTime()) / 86_400_000).toBeLessThanOrEqual(10);
    expect(await statusOf(ids[0]!)).toBe('publicity');
    expect(await statusOf(ids[1]!)).toBe('publicity');
    expect(await statusOf(ids[2]!)).toBe('not_awarded');
    const [edition] = await t.db.select().from(editions).where(eq(editions.id, w.editionId));
    expect(edition!.status).toBe('publicity');
    expect(edition!.publicityEnd?.toISOString()).toBe(s.endTime);
    expect(
      await t.db.$count(
        editionStatusHistory,
        and(eq(editionStatusHistory.editionId, w.editionId), eq(editionStatusHistory.toStatus, 'publicity')),
      ),
    ).toBe(1);
    const notice = await call('/rest/public/notice', { noticeId: s.noticeId }, null);
    expect(notice.status).toBe(200);
    expect(notice.body.dataSet.msgContent).toContain(`/site/publicity/${snapshotId}`);
    expect(notice.body.dataSet.msgContent).toContain('智能电网调度系统');
  });

  it('refuses a second list while one stands (505)', async () => {
    const res = await call(P.publish, { editionId: w.editionId });
    expect(res.body.rtnCode).toBe('505');
    expect(res.body.rtnMessage).toBe(zh(M.liveSnapshot));
  });

  it('lists and reads it for staff', async () => {
    const list = await call(P.list, { editionId: w.editionId });
    expect(list.body.dataSet.map((s: { snapshotId: number }) => s.snapshotId)).toEqual([snapshotId]);
    const detail = await call(P.detail, { snapshotId });
    expect(detail.body.dataSet.entries).toHaveLength(2);
    expect((await call(P.detail, { snapshotId: 999_999 })).status).toBe(404);
  });

  it('shows it on the public site without signing in: the whitelisted fields, the days left', async () => {
    const page = await call(P.publicPage, {}, null);
    expect(page.status).toBe(200);
    expect(page.body.dataSet.records ?? page.body.dataSet.list ?? page.body.dataSet).toBeDefined();
    const detail = await call(P.publicDetail, { snapshotId }, null);
    expect(detail.status).toBe(200);
    const d = detail.body.dataSet;
    expect(d.open).toBe(true);
    expect(d.daysLeft).toBe(10);
    expect(d.entries[0]).toEqual({
      declarationId: ids[0],
      shown: expect.objectContaining({ projectName: '高效储能材料关键技术' }),
    });
    // Nothing but the whitelisted fields: no score, no grade level, no ids of people.
    expect(JSON.stringify(d)).not.toContain('91.5');
    expect(Object.keys(d.entries[0].shown).sort()).toEqual([...DEFAULT_PUBLICITY_FIELDS.proposed].sort());
  });

  it('verifies the hash, and sees a change made behind its back', async () => {
    expect((await call(P.verify, { snapshotId })).body.dataSet.matches).toBe(true);
    const [row] = await t.db.select().from(publicitySnapshots).where(eq(publicitySnapshots.id, snapshotId));
    const tampered = row!.entries.map((e, i) =>
      i === 0 ? { ...e, shown: { ...e.shown, gradeName: '特等奖' } } : e,
    );
    await t.db
      .update(publicitySnapshots)
      .set({ entries: tampered })
      .where(eq(publicitySnapshots.id, snapshotId));
    const check = (await call(P.verify, { snapshotId })).body.dataSet;
    expect(check.matches).toBe(false);
    expect(check.storedHash).toBe(row!.contentHash);
    await t.db
      .update(publicitySnapshots)
      .set({ entries: row!.entries })
      .where(eq(publicitySnapshots.id, snapshotId));
  });

  it('exports the list as Excel and prints it', async () => {
    const xlsx = await call(P.export, { snapshotId });
    expect(xlsx.status).toBe(200);
    expect(xlsx.raw.headers['content-type']).toContain('spreadsheetml');
    const html = await call(P.print, { snapshotId });
    expect(html.status).toBe(200);
    expect(html.raw.headers['content-type']).toContain('text/html');
    expect(html.raw.body).toContain('智能电网调度系统');
    expect(html.raw.body).toContain('2026');
  });

  it('withdraws it with the reason: hidden from the site, the notice revoked, declarations stay', async () => {
    const res = await call(P.unpublish, { snapshotId, reason: '完成人排序有误，更正后重新公示' });
    expect(res.status).toBe(200);
    expect(res.body.dataSet).toMatchObject({
      status: 'unpublished',
      unpublishReason: '完成人排序有误，更正后重新公示',
      unpublishedBy: 'admin',
    });
    expect((await call(P.publicDetail, { snapshotId }, null)).status).toBe(404);
    const [notice] = await t.db.select().from(notices).where(eq(notices.id, res.body.dataSet.noticeId));
    expect(notice!.sendStatus).toBe(2);
    expect(await statusOf(ids[0]!)).toBe('publicity');
    const again = await call(P.unpublish, { snapshotId, reason: '再次' });
    expect(again.body.rtnCode).toBe('505');
    expect(again.body.rtnMessage).toBe(zh(M.alreadyUnpublished));
  });

  it('publishes a correction, scheduled: hidden until its start, then started and ended by the job', async () => {
    const res = await call(P.publish, { editionId: w.editionId, startTime: days(2), title: '更正公示' });
    expect(res.status).toBe(200);
    const s = res.body.dataSet;
    expect(s.status).toBe('scheduled');
    expect((await call(P.publicDetail, { snapshotId: s.snapshotId }, null)).status).toBe(404);
    const [notice] = await t.db.select().from(notices).where(eq(notices.id, s.noticeId));
    expect(notice!.sendStatus).toBe(0);
    const periods = new PublicityPeriods(t.db);
    expect(await periods.advanceDue(new Date(days(1)))).toEqual({ started: [], ended: [] });
    expect(await periods.advanceDue(new Date(days(3)))).toEqual({ started: [s.snapshotId], ended: [] });
    expect(await periods.advanceDue(new Date(days(30)))).toEqual({ started: [], ended: [s.snapshotId] });
    const [row] = await t.db.select().from(publicitySnapshots).where(eq(publicitySnapshots.id, s.snapshotId));
    expect(row!.status).toBe('ended');
  });
});
