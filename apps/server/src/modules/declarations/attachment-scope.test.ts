import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_SCOPE } from '../../db/schema';
import { addRoleWithCodes, grantRole } from '../../test/admin-fixtures';
import { buildWorld, content, type World } from '../../test/declarations';
import { createTestApp, type TestApp, USER_PASSWORD } from '../../test/harness';
import { multipart, PDF } from '../../test/uploads';

// Attachment downloads obey the declarations' data scope; examiners read across the
// federation, as the examination queue does (docs/domain.md, data scope).

let t: TestApp;
let w: World;
let fileOfA: string;
let fileOfB: string;
let ownUnit: string;
let examiner: string;

async function upload(token: string): Promise<string> {
  const { payload, headers } = multipart('申报书.pdf', PDF);
  const res = await t.app.inject({
    method: 'POST',
    url: '/rest/file/upload?purpose=attachment',
    headers: { ...headers, authorization: token },
    payload,
  });
  return res.json().dataSet.fileId as string;
}

async function declareWith(unitId: number): Promise<string> {
  const fileId = await upload(w.admin);
  const res = await t.call('POST', '/rest/declare/add', {
    token: w.admin,
    body: { ...content(w), unitId, attachments: [{ fileId, attachmentType: 'application' }] },
  });
  if (res.status !== 200) throw new Error(`add declaration: ${JSON.stringify(res.body)}`);
  return fileId;
}

const download = async (fileId: string, token: string) =>
  (await t.call('GET', `/rest/file/download/${fileId}`, { token })).status;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t);
  fileOfA = await declareWith(w.unitA);
  fileOfB = await declareWith(w.unitB);

  const viewOwn = await addRoleWithCodes(t.db, 'ATT_VIEW_OWN', DATA_SCOPE.ownOrg, ['DECLARE_VIEW']);
  // Scope 3 too: the examiner's reach does not come from the role's data scope.
  const examine = await addRoleWithCodes(t.db, 'ATT_EXAMINE_OWN', DATA_SCOPE.ownOrg, ['DECLARE_EXAMINE']);
  await grantRole(t.db, (await t.createUser({ loginName: 'att-own-unit', orgId: w.unitA })).id, viewOwn);
  await grantRole(t.db, (await t.createUser({ loginName: 'att-examiner', orgId: w.unitA })).id, examine);
  ownUnit = await t.login('att-own-unit', USER_PASSWORD);
  examiner = await t.login('att-examiner', USER_PASSWORD);
});
afterAll(() => t.close());

describe('declaration attachment downloads', () => {
  it("lets a scope-3 DECLARE_VIEW holder read their unit's attachments only", async () => {
    expect(await download(fileOfA, ownUnit)).toBe(200);
    expect(await download(fileOfB, ownUnit)).toBe(404);
  });

  it('lets an examiner read every declaration attachment, whatever the role scope', async () => {
    expect(await download(fileOfA, examiner)).toBe(200);
    expect(await download(fileOfB, examiner)).toBe(200);
  });

  it("keeps declarers to their own unit's attachments and others out", async () => {
    expect(await download(fileOfB, w.declarerB)).toBe(200);
    expect(await download(fileOfA, w.declarerB)).toBe(404);
    expect(await download(fileOfA, w.declarerA)).toBe(200);
    expect(await download(fileOfA, w.noRoles)).toBe(404);
  });
});
