import { USERS_BY_IDS_PATH } from '@awards/shared/users';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_SCOPE, users } from '../../db/schema';
import { addOrganisation, addRoleWithCodes, grantRole, rootOrganisation } from '../../test/admin-fixtures';
import { ADMIN_PASSWORD, createTestApp, type TestApp, USER_PASSWORD } from '../../test/harness';

// Issue 19 item 3: the user-by-ids call of spec 000 §7 (userIds → sysUserList, token).

let t: TestApp;
let admin: string;
let ids: { a: number; b: number; gone: number; outside: number };

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', ADMIN_PASSWORD);
  const root = await rootOrganisation(t.db);
  const dept = await addOrganisation(t.db, 'BYID-DEPT', root);
  const other = await addOrganisation(t.db, 'BYID-OTHER', root);
  const a = await t.createUser({ loginName: 'byid-a', orgId: dept.id });
  const b = await t.createUser({ loginName: 'byid-b', orgId: dept.id });
  const gone = await t.createUser({ loginName: 'byid-gone', orgId: dept.id });
  await t.db.update(users).set({ delFlag: 1 }).where(eq(users.id, gone.id));
  const outside = await t.createUser({ loginName: 'byid-outside', orgId: other.id });
  ids = { a: a.id, b: b.id, gone: gone.id, outside: outside.id };
  const roleId = await addRoleWithCodes(t.db, 'BYID_SCOPED', DATA_SCOPE.orgAndBelow, ['USER_VIEW']);
  const scoped = await t.createUser({ loginName: 'byid-scoped', orgId: dept.id });
  await grantRole(t.db, scoped.id, roleId);
  await t.createUser({ loginName: 'byid-none' });
});
afterAll(() => t.close());

const byIds = (token: string, userIds: unknown) =>
  t.call('POST', USERS_BY_IDS_PATH, { token, body: { userIds } });
const names = (res: Awaited<ReturnType<typeof byIds>>) =>
  (res.body.dataSet.sysUserList as { username: string }[]).map((u) => u.username);

describe('POST /rest/user/queryByIds', () => {
  it('answers the users asked for in their order, with the caller token, never a secret', async () => {
    const res = await byIds(admin, [ids.b, ids.a, 999_999, ids.gone]);
    expect(res.status).toBe(200);
    expect(names(res)).toEqual(['byid-b', 'byid-a']);
    expect(res.body.dataSet.token).toBe(admin);
    expect(JSON.stringify(res.body.dataSet)).not.toMatch(/passwordHash|password_hash/);
  });

  it('takes the ids comma-separated too, as the specification writes userIds', async () => {
    expect(names(await byIds(admin, `${ids.a}, ${ids.b}`))).toEqual(['byid-a', 'byid-b']);
  });

  it("leaves out the users outside the caller's data scope", async () => {
    const scoped = await t.login('byid-scoped', USER_PASSWORD);
    expect(names(await byIds(scoped, [ids.a, ids.outside]))).toEqual(['byid-a']);
  });

  it('needs USER_VIEW', async () => {
    const none = await t.login('byid-none', USER_PASSWORD);
    expect((await byIds(none, [ids.a])).status).toBe(403);
    expect((await t.call('POST', USERS_BY_IDS_PATH, { body: { userIds: [ids.a] } })).status).toBe(401);
  });

  it('refuses no ids, ids that are not ids, and too many', async () => {
    for (const bad of [[], '', 'a,b', '1,,2', [1.5], ['1'], Array.from({ length: 1001 }, (_, i) => i + 1)]) {
      const res = await byIds(admin, bad);
      expect(res.status).toBe(400);
      expect(res.body.dataSet.fieldErrors).toBeTruthy();
    }
  });
});
