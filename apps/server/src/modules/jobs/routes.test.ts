import { TASK_PATHS } from '@awards/shared/jobs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessLogs, loginLogs, taskRuns, tasks } from '../../db/schema';
import { ADMIN_PASSWORD, createTestApp, type TestApp, USER_PASSWORD } from '../../test/harness';

let t: TestApp;
let admin: string;
let plain: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', ADMIN_PASSWORD);
  await t.createUser({ loginName: 'no-quartz' });
  plain = await t.login('no-quartz', USER_PASSWORD);
});
afterAll(() => t.close());

const purgeTask = {
  taskName: '清理日志',
  className: 'purgeLogs',
  cronExpression: '0 0 3 * * ?',
  taskParam: '{"days": 30}',
};

describe('scheduled tasks', () => {
  it('adds, lists, edits, starts, stops and deletes a task with the specification’s messages', async () => {
    const added = await t.call('POST', TASK_PATHS.add, { token: admin, body: purgeTask });
    expect(added.status).toBe(200);
    expect(added.body.rtnMessage).toBe('添加成功!');
    expect(added.body.dataSet).toMatchObject({
      ...purgeTask,
      isStart: 0,
      nextFireTime: null,
      createBy: 'admin',
    });
    const taskId = added.body.dataSet.taskId as number;

    const page = await t.call('POST', TASK_PATHS.page, { token: admin, body: { taskName: '清理' } });
    expect(page.body.dataSet.totalCount).toBe(1);
    expect(page.body.dataSet.result[0].taskId).toBe(taskId);

    const edited = await t.call('POST', TASK_PATHS.update, {
      token: admin,
      body: { taskId, cronExpression: '0 30 2 * * ?', taskDesc: '每天凌晨清理' },
    });
    expect(edited.body.rtnMessage).toBe('编辑成功!');
    expect(edited.body.dataSet).toMatchObject({
      cronExpression: '0 30 2 * * ?',
      taskDesc: '每天凌晨清理',
      updateBy: 'admin',
    });

    const started = await t.call('POST', TASK_PATHS.start, { token: admin, body: { taskId } });
    expect(started.body.rtnMessage).toBe('启动成功!');
    expect(started.body.dataSet.isStart).toBe(1);
    // The scheduler is not running in tests: the next firing is computed from the expression.
    expect(new Date(started.body.dataSet.nextFireTime).getMinutes()).toBe(30);

    const stopped = await t.call('POST', TASK_PATHS.stop, { token: admin, body: { taskId } });
    expect(stopped.body.rtnMessage).toBe('暂停成功!');
    expect(stopped.body.dataSet).toMatchObject({ isStart: 0, nextFireTime: null });

    const deleted = await t.call('POST', TASK_PATHS.delete, { token: admin, body: { taskId } });
    expect(deleted.body.rtnMessage).toBe('删除成功!');
    expect(await t.db.select().from(tasks).where(eq(tasks.id, taskId))).toHaveLength(0);
    expect((await t.call('POST', TASK_PATHS.detail, { token: admin, body: { taskId } })).status).toBe(404);
  });

  it('runs the log purge now: old rows go, recent ones stay, and the run is in the history', async () => {
    const old = new Date(Date.now() - 40 * 86_400_000);
    await t.db.insert(accessLogs).values([
      { method: 'POST', requestUri: '/rest/old', responseStatus: 200, costTime: 1, createTime: old },
      { method: 'POST', requestUri: '/rest/recent', responseStatus: 200, costTime: 1 },
    ]);
    await t.db.insert(loginLogs).values({ loginName: 'someone', outcome: 'failure', createTime: old });
    const added = await t.call('POST', TASK_PATHS.add, {
      token: admin,
      body: { ...purgeTask, taskName: '立即清理' },
    });
    const taskId = added.body.dataSet.taskId;

    const ran = await t.call('POST', TASK_PATHS.run, { token: admin, body: { taskId } });
    expect(ran.status).toBe(200);
    expect(ran.body.rtnMessage).toBe('立即执行成功!');
    expect(ran.body.dataSet).toMatchObject({
      taskId,
      outcome: 'success',
      trigger: 'manual',
      createBy: 'admin',
    });
    expect(ran.body.dataSet.result).toBe('保留30天：删除访问日志1条，登录日志1条');
    const uris = (await t.db.select({ u: accessLogs.requestUri }).from(accessLogs)).map((r) => r.u);
    expect(uris).not.toContain('/rest/old');
    expect(uris).toContain('/rest/recent');

    const runs = await t.call('POST', TASK_PATHS.runs, { token: admin, body: { taskId } });
    expect(runs.body.dataSet.totalCount).toBe(1);
    expect(runs.body.dataSet.result[0].runId).toBe(ran.body.dataSet.runId);
    const listed = await t.call('POST', TASK_PATHS.detail, { token: admin, body: { taskId } });
    expect(listed.body.dataSet.lastRun.outcome).toBe('success');
    expect(listed.body.dataSet.runServer).toBe(ran.body.dataSet.instance);
  });

  it('records a failing run as failed, with its error, and still answers the run', async () => {
    const added = await t.call('POST', TASK_PATHS.add, {
      token: admin,
      body: { taskName: '发布通知', className: 'releaseNotices', cronExpression: '*/5 * * * *' },
    });
    const taskId = added.body.dataSet.taskId;
    // A task whose handler has gone (renamed in a later version) fails each run, clearly.
    await t.db.update(tasks).set({ className: 'noSuchHandler' }).where(eq(tasks.id, taskId));
    const ran = await t.call('POST', TASK_PATHS.run, { token: admin, body: { taskId } });
    expect(ran.status).toBe(200);
    expect(ran.body.dataSet).toMatchObject({ outcome: 'failure', error: '执行类不存在: noSuchHandler' });
    const [row] = await t.db.select().from(taskRuns).where(eq(taskRuns.id, ran.body.dataSet.runId));
    expect(row?.endTime).not.toBeNull();
  });

  it('runs the notice release through the notices module', async () => {
    const added = await t.call('POST', TASK_PATHS.add, {
      token: admin,
      body: { taskName: '发布到期通知', className: 'releaseNotices', cronExpression: '0 * * * * ?' },
    });
    const ran = await t.call('POST', TASK_PATHS.run, {
      token: admin,
      body: { taskId: added.body.dataSet.taskId },
    });
    expect(ran.body.dataSet).toMatchObject({ outcome: 'success', result: '发布通知公告0条', error: null });
  });

  it('answers the next 5 firings, and a clear 400 for an invalid expression', async () => {
    const next = await t.call('POST', TASK_PATHS.nextFirings, {
      token: admin,
      body: { cronExpression: '0 0/15 * * * ?' },
    });
    expect(next.status).toBe(200);
    expect(next.body.dataSet).toHaveLength(5);
    const minutes = (next.body.dataSet as string[]).map((d) => new Date(d).getMinutes());
    for (const m of minutes) expect(m % 15).toBe(0);
    const bad = await t.call('POST', TASK_PATHS.nextFirings, {
      token: admin,
      body: { cronExpression: '61 * * * *' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.dataSet.fieldErrors.cronExpression).toBe('Cron表达式不正确');
  });

  it('refuses bad input and changes nothing', async () => {
    const before = await t.db.$count(tasks);
    const badCron = await t.call('POST', TASK_PATHS.add, {
      token: admin,
      body: { ...purgeTask, taskName: 'x', cronExpression: 'every day' },
    });
    expect(badCron.status).toBe(400);
    expect(badCron.body.dataSet.fieldErrors.cronExpression).toBe('Cron表达式不正确');
    const badClass = await t.call('POST', TASK_PATHS.add, {
      token: admin,
      body: { ...purgeTask, taskName: 'y', className: 'rm -rf' },
    });
    expect(badClass.status).toBe(400);
    expect(badClass.body.dataSet.fieldErrors.className).toBe('执行类不存在');
    const noName = await t.call('POST', TASK_PATHS.add, {
      token: admin,
      body: { ...purgeTask, taskName: '' },
    });
    expect(noName.body.dataSet.fieldErrors.taskName).toBe('请输入任务名称');
    const badParam = await t.call('POST', TASK_PATHS.add, {
      token: admin,
      body: { ...purgeTask, taskName: 'z', taskParam: '[1]' },
    });
    expect(badParam.body.dataSet.fieldErrors.taskParam).toBe('任务参数必须是JSON对象');
    expect((await t.call('POST', TASK_PATHS.start, { token: admin, body: { taskId: 'x' } })).status).toBe(
      400,
    );
    expect((await t.call('POST', TASK_PATHS.runs, { token: admin, body: { outcome: 'maybe' } })).status).toBe(
      400,
    );
    expect(await t.db.$count(tasks)).toBe(before);
    const dup = await t.call('POST', TASK_PATHS.add, {
      token: admin,
      body: { ...purgeTask, taskName: '立即清理' },
    });
    expect(dup.status).toBe(409);
  });

  it('lists the handlers a task may name', async () => {
    const res = await t.call('POST', TASK_PATHS.handlers, { token: admin, body: {} });
    // In module order (src/modules.ts): each module contributes its own.
    expect(res.body.dataSet.map((h: { className: string }) => h.className)).toEqual([
      'purgeExports',
      'releaseNotices',
      'purgeLogs',
      'endExpiredSessions',
      'advanceEditions',
      'remindReviews',
      'publicityPeriods',
      'awardPublicity',
    ]);
    const purge = { className: 'purgeLogs', label: '清理过期日志' };
    expect(res.body.dataSet).toContainEqual(expect.objectContaining(purge));
    const english = await t.call('POST', TASK_PATHS.handlers, {
      token: admin,
      body: {},
      headers: { 'accept-language': 'en_GB' },
    });
    expect(english.body.dataSet).toContainEqual(
      expect.objectContaining({ className: 'purgeLogs', label: 'Purge old logs' }),
    );
  });

  it('is refused, call by call, to a user without the QUARTZ codes', async () => {
    for (const path of Object.values(TASK_PATHS)) {
      const res = await t.call('POST', path, {
        token: plain,
        body: { taskId: 1, cronExpression: '* * * * *' },
      });
      expect(res.status, path).toBe(403);
    }
  });
});

describe('translated names and descriptions', () => {
  const add = (body: object) => t.call('POST', TASK_PATHS.add, { token: admin, body });
  const update = (body: object) => t.call('POST', TASK_PATHS.update, { token: admin, body });
  const detail = async (taskId: number) =>
    (await t.call('POST', TASK_PATHS.detail, { token: admin, body: { taskId } })).body.dataSet;

  it('stores the zh_TW and en_GB versions, shows them, and keeps them on edit', async () => {
    const added = await add({
      ...purgeTask,
      taskName: '清理译名',
      taskNameI18n: { zh_TW: '清理譯名', en_GB: ' Purge ' },
      taskDesc: '每天清理',
      taskDescI18n: { en_GB: 'Purges every day' },
    });
    expect(added.status).toBe(200);
    const taskId = added.body.dataSet.taskId as number;
    expect(added.body.dataSet).toMatchObject({
      taskNameI18n: { zh_TW: '清理譯名', en_GB: 'Purge' },
      taskDescI18n: { en_GB: 'Purges every day' },
    });
    const page = await t.call('POST', TASK_PATHS.page, { token: admin, body: { taskName: '清理译名' } });
    expect(page.body.dataSet.result[0].taskNameI18n).toEqual({ zh_TW: '清理譯名', en_GB: 'Purge' });

    await update({ taskId, taskName: '清理译名二' });
    expect(await detail(taskId)).toMatchObject({
      taskName: '清理译名二',
      taskNameI18n: { zh_TW: '清理譯名', en_GB: 'Purge' },
      taskDescI18n: { en_GB: 'Purges every day' },
    });
    const edited = await update({ taskId, taskNameI18n: { zh_TW: '清理' }, taskDescI18n: { en_GB: '' } });
    expect(edited.status).toBe(200);
    expect(edited.body.dataSet).toMatchObject({ taskNameI18n: { zh_TW: '清理' }, taskDescI18n: {} });
    const bare = await add({ ...purgeTask, taskName: '无译名任务' });
    expect(bare.body.dataSet).toMatchObject({ taskNameI18n: {}, taskDescI18n: {} });
  });

  it('refuses versions too long, with NUL or in an unknown language, changing nothing', async () => {
    const added = await add({ ...purgeTask, taskName: '译名检查', taskNameI18n: { en_GB: 'Kept' } });
    const taskId = added.body.dataSet.taskId as number;
    const longName = await update({ taskId, taskNameI18n: { en_GB: 'x'.repeat(101) } });
    expect(longName.status).toBe(400);
    expect(longName.body.dataSet.fieldErrors['taskNameI18n.en_GB']).toBe('任务名称不能超过100个字符');
    const longDesc = await update({ taskId, taskDescI18n: { zh_TW: '長'.repeat(501) } });
    expect(longDesc.status).toBe(400);
    expect(longDesc.body.dataSet.fieldErrors['taskDescI18n.zh_TW']).toBe('不能超过500个字符');
    expect((await update({ taskId, taskNameI18n: { zh_TW: 'a\u0000b' } })).status).toBe(400);
    const unknown = await update({ taskId, taskDescI18n: { ja_JP: '説明' } });
    expect(unknown.status).toBe(400);
    expect(Object.keys(unknown.body.dataSet.fieldErrors)).toEqual(['taskDescI18n']);
    expect(await detail(taskId)).toMatchObject({ taskNameI18n: { en_GB: 'Kept' }, taskDescI18n: {} });
    const addLong = await add({
      ...purgeTask,
      taskName: '太长译名',
      taskNameI18n: { zh_TW: '長'.repeat(101) },
    });
    expect(addLong.status).toBe(400);
    const page = await t.call('POST', TASK_PATHS.page, { token: admin, body: { taskName: '太长译名' } });
    expect(page.body.dataSet.totalCount).toBe(0);
  });
});
