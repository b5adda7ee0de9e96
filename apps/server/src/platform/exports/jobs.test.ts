import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { EXPORT_MESSAGES, type ExportProgress } from '@awards/shared/exports';
import { defineMessages } from '@awards/shared/i18n';
import { desc, eq, lt, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessLogs, exportJobs } from '../../db/schema';
import { createTestServices, type TestServices } from '../../test/services';
import { AppError } from '../errors';
import { type PushHub, type PushMessage, silentPushHub } from '../push/hub';
import { ExportJobs, type ExportRequest } from './jobs';
import { keysetPages } from './writer';

const T = defineMessages('test.exports', {
  file: ['测试导出.xlsx', '測試導出.xlsx', 'test-export.xlsx'],
  sheet: ['测试', '測試', 'Test'],
  id: ['编号', '編號', 'Id'],
  uri: ['地址', '地址', 'Address'],
  tooMany: ['共 {total} 条，上限 {max} 条', '共 {total} 條，上限 {max} 條', '{total} rows, {max} at most'],
});

const ROWS = 53;
let t: TestServices;
let dataDir: string;
let owner: number;
let other: number;
const pushes: { userIds: readonly number[]; message: PushMessage }[] = [];
const recording: PushHub = {
  ...silentPushHub,
  async toUsers(userIds, message) {
    pushes.push({ userIds, message });
  },
};

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'awards-exports-'));
  t = await createTestServices({ DATA_DIR: dataDir }, { push: recording });
  owner = (await t.createUser({ loginName: 'exp.owner' })).id;
  other = (await t.createUser({ loginName: 'exp.other' })).id;
  // One statement, as the benchmark seeds its 200,000.
  await t.db.execute(sql`insert into access_logs (method, request_uri, response_status, cost_time)
    select 'GET', '/rest/test/' || n, 200, n from generate_series(1, ${ROWS}) as n`);
});

afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

type Row = typeof accessLogs.$inferSelect;

/** The access log as an export of pages of 7 rows (several pages, several progress steps). */
function request(overrides: Partial<ExportRequest<Row>> = {}): ExportRequest<Row> {
  return {
    kind: 'test',
    fileName: T.file,
    sheet: T.sheet,
    columns: [
      { header: T.id, width: 10, value: (r) => r.id },
      { header: T.uri, width: 30, value: (r) => r.requestUri },
    ],
    count: () => t.db.$count(accessLogs),
    tooMany: (total, max) => T.tooMany({ total, max }),
    pages: () =>
      keysetPages(
        (after: number | undefined, limit) =>
          t.db
            .select()
            .from(accessLogs)
            .where(after === undefined ? undefined : lt(accessLogs.id, after))
            .orderBy(desc(accessLogs.id))
            .limit(limit),
        (r) => r.id,
        7,
      ),
    ...overrides,
  };
}

const jobs = (options: ConstructorParameters<typeof ExportJobs>[4] = {}) =>
  new ExportJobs(t.db, t.platform.fileStore, recording, t.platform.log, { syncMaxRows: 10, ...options });

async function sheetRows(stream: Readable): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await buffer(stream)) as unknown as ExcelJS.Buffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

const progressOf = (exportId: number) =>
  pushes.map((p) => p.message.export).filter((p): p is ExportProgress => p?.exportId === exportId);

describe('the export jobs', () => {
  it('answers a small export with the file itself, headers in the reader’s language', async () => {
    const small = await jobs({ syncMaxRows: 1000 }).start({ userId: owner, locale: 'en_GB' }, request());
    expect(small.kind).toBe('file');
    if (small.kind !== 'file') return;
    expect(small.fileName).toBe('test-export.xlsx');
    const rows = await sheetRows(small.stream);
    expect(rows[0]).toEqual(['Id', 'Address']);
    expect(rows).toHaveLength(ROWS + 1);
  });

  it('runs a large one in the background: every selected row written, progress pushed in order, the file listed', async () => {
    const exports = jobs();
    const started = await exports.start({ userId: owner, locale: 'zh_CN' }, request());
    expect(started.kind).toBe('job');
    if (started.kind !== 'job') return;
    const { exportId, rowsTotal, fileName } = started.started;
    expect([rowsTotal, fileName]).toEqual([ROWS, '测试导出.xlsx']);
    await exports.settled();

    const steps = progressOf(exportId);
    expect(
      pushes
        .filter((p) => p.message.export?.exportId === exportId)
        .every((p) => p.userIds.join() === String(owner)),
    ).toBe(true);
    expect(steps[0]).toMatchObject({ status: 'running', rowsDone: 0, rowsTotal: ROWS });
    expect(steps.at(-1)).toMatchObject({ status: 'done', rowsDone: ROWS });
    const done = steps.map((s) => s.rowsDone);
    expect(done).toEqual([...done].sort((a, b) => a - b));

    const [listed] = await exports.list(owner, 'zh_CN');
    expect(listed).toMatchObject({ exportId, status: 'done', rowsDone: ROWS, rowsTotal: ROWS, error: null });
    expect(listed!.size).toBeGreaterThan(0);
    expect(Date.parse(listed!.expireTime) - Date.parse(listed!.createTime)).toBeGreaterThan(6 * 86_400_000);

    const file = await exports.file(owner, exportId);
    const rows = await sheetRows(file.stream);
    const selected = await t.db.select({ id: accessLogs.id }).from(accessLogs).orderBy(desc(accessLogs.id));
    expect(rows.slice(1).map((r) => r[0])).toEqual(selected.map((r) => r.id));
  });

  it('keeps each export to its owner: another user finds it absent', async () => {
    const exports = jobs();
    const started = await exports.start({ userId: owner, locale: 'zh_CN' }, request());
    if (started.kind !== 'job') throw new Error('expected a job');
    await exports.settled();
    const { exportId } = started.started;
    // Thunks, not promises: a promise made before the loop reaches it rejects unobserved.
    for (const attempt of [
      () => exports.file(other, exportId),
      () => exports.one(other, exportId, 'zh_CN'),
      () => exports.remove(other, exportId),
    ])
      await expect(attempt()).rejects.toMatchObject({ status: 404 });
    expect(await exports.list(other, 'zh_CN')).toEqual([]);
    await exports.remove(owner, exportId);
    await expect(exports.one(owner, exportId, 'zh_CN')).rejects.toMatchObject({ status: 404 });
  });

  it('refuses over the cap before writing, and a user’s fourth running export', async () => {
    const refused = await jobs()
      .start({ userId: owner, locale: 'zh_CN' }, request({ maxRows: 20 }))
      .catch((e: AppError) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ status: 422, ref: T.tooMany({ total: ROWS, max: 20 }) });

    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const held = request({
      pages: async function* () {
        await gate;
        yield [];
      },
    });
    const exports = jobs({ maxRunning: 1 });
    expect((await exports.start({ userId: other, locale: 'zh_CN' }, held)).kind).toBe('job');
    const busy = await exports.start({ userId: other, locale: 'zh_CN' }, held).catch((e: AppError) => e);
    expect(busy).toMatchObject({ status: 422, ref: EXPORT_MESSAGES.tooManyRunning({ max: 1 }) });
    release();
    await exports.settled();
  });

  it('ends as failed, told by push, when the rows cannot be read', async () => {
    const exports = jobs();
    const started = await exports.start(
      { userId: owner, locale: 'en_GB' },
      request({
        pages: async function* () {
          yield [];
          throw new Error('database gone');
        },
      }),
    );
    if (started.kind !== 'job') throw new Error('expected a job');
    await exports.settled();
    const view = await exports.one(owner, started.started.exportId, 'en_GB');
    expect(view).toMatchObject({ status: 'failed', error: 'The export failed: please try again' });
    expect(progressOf(started.started.exportId).at(-1)?.status).toBe('failed');
  });

  it('purges expired exports with their files, and ends the running ones left behind', async () => {
    const exports = jobs();
    const started = await exports.start({ userId: owner, locale: 'zh_CN' }, request());
    if (started.kind !== 'job') throw new Error('expected a job');
    await exports.settled();
    const { exportId } = started.started;
    const [row] = await t.db.select().from(exportJobs).where(eq(exportJobs.id, exportId));
    const [stale] = await t.db
      .insert(exportJobs)
      .values({
        ownerUserId: other,
        kind: 'test',
        fileName: 'x.xlsx',
        status: 'running',
        rowsTotal: 10,
        updateTime: new Date(Date.now() - 3_600_000),
        expireTime: new Date(Date.now() + 86_400_000),
      })
      .returning();

    // Not yet expired: kept.
    expect(await exports.purge(new Date())).toEqual({ files: 0, stale: 1 });
    expect(await exports.one(other, stale!.id, 'en_GB')).toMatchObject({
      status: 'failed',
      error: 'The export was cut short by a server restart: please export again',
    });
    expect(await t.platform.fileStore.find(row!.fileId!)).not.toBeNull();

    const later = new Date(row!.expireTime.getTime() + 1000);
    const purged = await exports.purge(later);
    expect(purged.files).toBeGreaterThanOrEqual(2);
    expect(await t.platform.fileStore.find(row!.fileId!)).toBeNull();
    expect(await t.db.select().from(exportJobs).where(eq(exportJobs.id, exportId))).toEqual([]);
  });
});
