import {
  ENHANCE_SCRIPT_MAX,
  ENHANCE_VERSIONS_KEPT,
  type EnhanceTableView,
  type EnhanceVersionView,
  ENHANCE_MESSAGES as M,
} from '@awards/shared/enhance-scripts';
import { NUL_MESSAGE } from '@awards/shared/primitives';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enhanceScripts } from '../../db/schema';
import { ADMIN_PASSWORD, createTestApp, type TestApp, USER_PASSWORD } from '../../test/harness';
import { zh } from '../../test/messages';

let t: TestApp;
let admin: string;
let viewer: string;
let nobody: string;
let declarer: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', ADMIN_PASSWORD);
  await t.createUser({ loginName: 'en-viewer', roleCodes: ['READ_ONLY'] });
  viewer = await t.login('en-viewer', USER_PASSWORD);
  await t.createUser({ loginName: 'en-nobody' });
  nobody = await t.login('en-nobody', USER_PASSWORD);
  await t.createUser({ loginName: 'en-declarer', userType: 'declarer' });
  declarer = await t.login('en-declarer', USER_PASSWORD);
});
afterAll(() => t.close());

const call = (url: string, body: unknown, token = admin) =>
  t.call('POST', `/rest/enhance/${url}`, { token, body });
const versions = async (tableId: string) =>
  (await call('versions', { tableId })).body.dataSet as EnhanceVersionView[];
const HIGHLIGHT = "return rows.map((r) => (r.bankName === '中国银行' ? { rowClass: 'highlight' } : {}));";

describe('enhance scripts', () => {
  it('saves versions, answers the current one to every staff user and lists the tables', async () => {
    expect((await call('current', { tableId: 'system.banks' }, nobody)).body.dataSet).toBeNull();
    const first = await call('save', { tableId: 'system.banks', script: HIGHLIGHT });
    expect(first.status).toBe(200);
    expect(first.body.dataSet).toMatchObject({ tableId: 'system.banks', version: 1, createBy: 'admin' });
    const second = await call('save', { tableId: 'system.banks', script: `${HIGHLIGHT}\n// v2` });
    expect(second.body.dataSet.version).toBe(2);
    // An empty script is a version too: the table then runs nothing.
    await call('save', { tableId: 'system.icons', script: '  ' });

    // Every staff user reads the current script (the table runs it), without any code.
    const current = await call('current', { tableId: 'system.banks' }, nobody);
    expect(current.status).toBe(200);
    expect(current.body.dataSet).toMatchObject({ version: 2, script: `${HIGHLIGHT}\n// v2` });
    const active = await call('active', {}, nobody);
    expect(active.body.dataSet).toEqual([{ tableId: 'system.banks', version: 2 }]);

    expect((await versions('system.banks')).map((v) => v.version)).toEqual([2, 1]);
    const tables = (await call('tables', null, viewer)).body.dataSet as EnhanceTableView[];
    expect(tables).toMatchObject([
      { tableId: 'system.banks', version: 2, versionCount: 2, empty: false, createBy: 'admin' },
      { tableId: 'system.icons', version: 1, versionCount: 1, empty: true },
    ]);
    // The server keeps the text as written: it never runs it.
    const [stored] = await t.db
      .select()
      .from(enhanceScripts)
      .where(eq(enhanceScripts.tableId, 'system.banks'))
      .limit(1);
    expect(stored!.script.startsWith('return rows.map')).toBe(true);
  });

  it(`keeps the ${ENHANCE_VERSIONS_KEPT} newest of 17 saves and restores a kept one as a new version`, async () => {
    for (let n = 1; n <= 17; n++) {
      const saved = await call('save', { tableId: 'system.posts', script: `return []; // ${n}` });
      expect(saved.status).toBe(200);
    }
    const kept = await versions('system.posts');
    expect(kept).toHaveLength(ENHANCE_VERSIONS_KEPT);
    expect(kept[0]).toMatchObject({ version: 17, script: 'return []; // 17' });
    expect(kept.at(-1)).toMatchObject({ version: 2, script: 'return []; // 2' });
    expect(await t.db.$count(enhanceScripts, eq(enhanceScripts.tableId, 'system.posts'))).toBe(16);

    const restored = await call('restore', { tableId: 'system.posts', version: 3 });
    expect(restored.status).toBe(200);
    expect(restored.body.dataSet).toMatchObject({ version: 18, script: 'return []; // 3' });
    const after = await versions('system.posts');
    expect(after.map((v) => v.version)).toEqual(Array.from({ length: 16 }, (_, i) => 18 - i));

    // Version 2 fell out with the restore: it is no longer kept (505), and nothing changed.
    const gone = await call('restore', { tableId: 'system.posts', version: 2 });
    expect(gone.status).toBe(422);
    expect(gone.body.rtnCode).toBe('505');
    expect(gone.body.rtnMessage).toBe(zh(M.versionNotFound));
    expect((await versions('system.posts'))[0]!.version).toBe(18);
  });

  it('refuses a user without the code (403), and a client user even the current script', async () => {
    expect((await call('save', { tableId: 'system.banks', script: '' }, viewer)).status).toBe(403);
    expect((await call('restore', { tableId: 'system.banks', version: 1 }, viewer)).status).toBe(403);
    expect((await call('versions', { tableId: 'system.banks' }, nobody)).status).toBe(403);
    expect((await call('tables', {}, nobody)).status).toBe(403);
    expect((await call('current', { tableId: 'system.banks' }, declarer)).status).toBe(403);
    expect((await call('active', {}, declarer)).status).toBe(403);
    expect((await versions('system.banks'))[0]!.version).toBe(2);
  });

  it('refuses bad input (400), changing nothing', async () => {
    const before = await t.db.$count(enhanceScripts);
    const cases: [unknown, string, string][] = [
      [
        { tableId: 'system.banks', script: 'x'.repeat(ENHANCE_SCRIPT_MAX + 1) },
        'script',
        zh(M.scriptTooLong({ max: ENHANCE_SCRIPT_MAX })),
      ],
      [{ tableId: 'system.banks', script: 'return [];\u0000' }, 'script', zh(NUL_MESSAGE)],
      [{ tableId: 'System banks', script: '' }, 'tableId', zh(M.tableIdRule)],
      [{ tableId: `a${'.b'.repeat(40)}`, script: '' }, 'tableId', zh(M.tableIdRule)],
      [{ tableId: '', script: '' }, 'tableId', zh(M.tableIdRequired)],
      [{ script: '' }, 'tableId', zh(M.tableIdRequired)],
      [{ tableId: 'system.banks' }, 'script', zh(M.scriptRequired)],
    ];
    for (const [body, field, message] of cases) {
      const answer = await call('save', body);
      expect(answer.status, field).toBe(400);
      expect(answer.body.dataSet.fieldErrors[field], field).toBe(message);
    }
    expect((await call('save', { tableId: 'system.banks', script: '', extra: 1 })).status).toBe(400);
    expect((await call('restore', { tableId: 'system.banks', version: '1' })).status).toBe(400);
    expect((await call('restore', { tableId: 'system.banks', version: 0 })).status).toBe(400);
    expect((await call('tables', { keyword: 'x' })).status).toBe(400);
    expect(await t.db.$count(enhanceScripts)).toBe(before);
    // The longest script is accepted.
    const longest = await call('save', { tableId: 'system.roles', script: '/'.repeat(ENHANCE_SCRIPT_MAX) });
    expect(longest.status).toBe(200);
  });
});
