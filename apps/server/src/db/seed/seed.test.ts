import { ALL_PERMISSION_CODES, EXAMINATION_PATH, PERM, ROLE } from '@awards/shared/permissions';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords';
import { openTestDatabase } from '../../test/database';
import { seedFullDemo } from '../../test/demo';
import type { Db } from '../client';
import * as schema from '../schema';
import { DEMO_USERS } from './demo';
import { ADMIN_USERS } from './demo-admin';
import { seedReference } from './reference';

const ADMIN_PASSWORD = 'Admin#2026';
const DEMO_PASSWORD = 'Demo#2026';

const COUNTED = {
  apps: schema.apps,
  menus: schema.menus,
  menuButtons: schema.menuButtons,
  roles: schema.roles,
  roleMenus: schema.roleMenus,
  roleButtons: schema.roleButtons,
  dictionaries: schema.dictionaries,
  organisations: schema.organisations,
  posts: schema.posts,
  users: schema.users,
  userRoles: schema.userRoles,
  userPosts: schema.userPosts,
  projectSettings: schema.projectSettings,
};

async function counts(db: Db): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const [name, table] of Object.entries(COUNTED)) result[name] = await db.$count(table);
  return result;
}

async function roleButtonCodes(db: Db, roleCode: string): Promise<string[]> {
  const rows = await db
    .select({ code: schema.menuButtons.buttonPerms })
    .from(schema.roleButtons)
    .innerJoin(schema.roles, eq(schema.roles.id, schema.roleButtons.roleId))
    .innerJoin(schema.menuButtons, eq(schema.menuButtons.id, schema.roleButtons.buttonId))
    .where(eq(schema.roles.roleCode, roleCode));
  return rows.map((r) => r.code).sort();
}

async function adminHash(db: Db): Promise<string> {
  const [admin] = await db.select().from(schema.users).where(eq(schema.users.loginName, 'admin'));
  return admin!.passwordHash;
}

describe('the demo users', () => {
  // The demo seed leaves alone an account that takes a user's name, number, phone or e-mail
  // (one an administrator made), so two demo users sharing one would lose the second silently.
  it('differ in login name, staff number, phone and e-mail', () => {
    const all = [
      ...DEMO_USERS.map((u) => ({ ...u, email: u.email })),
      ...ADMIN_USERS.map((u) => ({ ...u, email: `${u.loginName}@example.org` })),
    ];
    for (const field of ['loginName', 'userNo', 'phone', 'email'] as const) {
      const values = all.map((u) => String(u[field]).toLowerCase());
      expect(new Set(values).size, field).toBe(values.length);
    }
  });
});

describe('database seed', () => {
  let drop: () => Promise<void> = async () => {};
  let db: Db;
  let firstCounts: Record<string, number>;
  const logs: string[] = [];

  beforeAll(async () => {
    // In-memory PGlite, or a fresh database on TEST_DATABASE_URL in the postgres run.
    const test = await openTestDatabase();
    drop = test.drop;
    db = test.database.db;
    const first = await seedReference(db, { adminPassword: ADMIN_PASSWORD, log: (l) => logs.push(l) });
    expect(first.adminCreated).toBe(true);
    expect((await seedFullDemo(db, DEMO_PASSWORD)).created).toBe(true);
    firstCounts = await counts(db);
    // A guard against a hang, not a speed test: the whole demo's seeding took over 30 s at load 16-22
    // with the browser tests running beside the server tests (npm test runs them side by side).
  }, 120_000);

  afterAll(async () => {
    await drop();
  });

  it('creates the administrator with a verifiable password in the root organisation', async () => {
    const [admin] = await db.select().from(schema.users).where(eq(schema.users.loginName, 'admin'));
    expect(admin?.userNo).toBe('U000001');
    expect(await verifyPassword(admin!.passwordHash, ADMIN_PASSWORD)).toBe(true);
    const [root] = await db
      .select()
      .from(schema.organisations)
      .where(eq(schema.organisations.id, admin!.orgId!));
    expect(root).toMatchObject({ organCode: 'ROOT', organType: 'company', parentIds: ',' });
    expect(logs.some((l) => l.includes("created administrator 'admin'"))).toBe(true);
  });

  it('attaches every permission code exactly once', async () => {
    const rows = await db.select({ code: schema.menuButtons.buttonPerms }).from(schema.menuButtons);
    expect(rows.map((r) => r.code).sort()).toEqual([...ALL_PERMISSION_CODES].sort());
  });

  it('gives SYS_ADMIN every button and READ_ONLY only *_VIEW buttons', async () => {
    expect(await roleButtonCodes(db, ROLE.admin)).toEqual([...ALL_PERMISSION_CODES].sort());
    const readOnly = await roleButtonCodes(db, ROLE.readonly);
    expect(readOnly.length).toBeGreaterThan(20);
    expect(readOnly.every((code) => code.endsWith('_VIEW'))).toBe(true);
    expect(readOnly).toEqual(ALL_PERMISSION_CODES.filter((c) => c.endsWith('_VIEW')).sort());
    const audit = await roleButtonCodes(db, ROLE.audit);
    expect(audit).toEqual(expect.arrayContaining([PERM.DECLARE_VIEW, PERM.DECLARE_EXAMINE]));
    expect(audit).not.toContain(PERM.USER_VIEW);
  });

  it('has the examination page with DECLARE_EXAMINE', async () => {
    const rows = await db
      .select({ code: schema.menuButtons.buttonPerms })
      .from(schema.menus)
      .innerJoin(schema.menuButtons, eq(schema.menuButtons.menuId, schema.menus.id))
      .where(eq(schema.menus.menuUrl, EXAMINATION_PATH));
    expect(rows.map((r) => r.code)).toContain(PERM.DECLARE_EXAMINE);
  });

  it('places demo organisations under the root with a materialised path', async () => {
    const [root] = await db
      .select()
      .from(schema.organisations)
      .where(eq(schema.organisations.organCode, 'ROOT'));
    const units = await db
      .select()
      .from(schema.organisations)
      .where(eq(schema.organisations.organType, 'unit'));
    expect(units.length).toBeGreaterThanOrEqual(4);
    for (const unit of units) expect(unit.parentIds).toBe(`,${root!.id},`);
    const [frozen] = await db.select().from(schema.users).where(eq(schema.users.loginName, 'frozen'));
    expect(frozen?.status).toBe(2);
    expect(await verifyPassword(frozen!.passwordHash, DEMO_PASSWORD)).toBe(true);
  });

  it('is idempotent: a second run of both seeds changes no row count', async () => {
    const second = await seedReference(db, { adminPassword: 'ignored-on-second-run' });
    expect(second.adminCreated).toBe(false);
    expect((await seedFullDemo(db, DEMO_PASSWORD)).created).toBe(false);
    expect(await counts(db)).toEqual(firstCounts);
    expect(await verifyPassword(await adminHash(db), ADMIN_PASSWORD)).toBe(true);
  });

  it('keeps what an administrator changed and tops up SYS_ADMIN only', async () => {
    // An administrator changes the password, renames a seeded menu, adds a menu and
    // removes BUSI_AUDIT's menus.
    const changedHash = await hashPassword('Changed#2026');
    await db
      .update(schema.users)
      .set({ passwordHash: changedHash })
      .where(eq(schema.users.loginName, 'admin'));
    await db.update(schema.menus).set({ menuName: '改名' }).where(eq(schema.menus.name, 'system-users'));
    const [app] = await db.select().from(schema.apps);
    const [custom] = await db
      .insert(schema.menus)
      .values({ appId: app!.id, name: 'custom-page', menuName: '自定义', menuUrl: '/custom' })
      .returning();
    const [auditRole] = await db.select().from(schema.roles).where(eq(schema.roles.roleCode, ROLE.audit));
    await db.delete(schema.roleMenus).where(eq(schema.roleMenus.roleId, auditRole!.id));

    await seedReference(db, { adminPassword: 'ignored-on-third-run' });

    expect(await adminHash(db)).toBe(changedHash);
    // The administrator's title stays; the custom menu stays and only SYS_ADMIN is granted it.
    const [users] = await db.select().from(schema.menus).where(eq(schema.menus.name, 'system-users'));
    expect(users?.menuName).toBe('改名');
    const grants = await db.select().from(schema.roleMenus).where(eq(schema.roleMenus.menuId, custom!.id));
    expect(grants).toHaveLength(1);
    expect(await db.$count(schema.roleMenus, eq(schema.roleMenus.roleId, auditRole!.id))).toBe(0);
    expect(await db.$count(schema.menus)).toBe(firstCounts.menus! + 1);
  });

  it('gives rows of an older database the seed’s zh_TW and en_GB names, unless renamed', async () => {
    // A database seeded before the names had versions: none anywhere.
    await db.update(schema.dictionaries).set({ valueI18n: {} });
    const [project] = await db
      .select()
      .from(schema.projectSettings)
      .where(eq(schema.projectSettings.key, 'project'));
    const {
      titleI18n: _t,
      descriptionI18n: _d,
      copyrightI18n: _c,
      ...older
    } = project!.value as Record<string, unknown>;
    await db
      .update(schema.projectSettings)
      .set({ value: { ...older, copyright: '© 2027 本协会' } })
      .where(eq(schema.projectSettings.key, 'project'));
    // An administrator renamed an item: its old versions would be wrong.
    const [userType] = await db
      .select()
      .from(schema.dictionaries)
      .where(eq(schema.dictionaries.code, 'user_type'));
    await db
      .update(schema.dictionaries)
      .set({ value: '专家' })
      .where(and(eq(schema.dictionaries.parentId, userType!.id), eq(schema.dictionaries.code, 'expert')));

    await seedReference(db, { adminPassword: 'ignored' });

    const items = await db
      .select({ code: schema.dictionaries.code, valueI18n: schema.dictionaries.valueI18n })
      .from(schema.dictionaries)
      .where(eq(schema.dictionaries.parentId, userType!.id));
    expect(Object.fromEntries(items.map((i) => [i.code, i.valueI18n]))).toEqual({
      staff: { zh_TW: '工作人員', en_GB: 'Staff' },
      declarer: { zh_TW: '申報用戶', en_GB: 'Declarer' },
      expert: {},
      recommender: { zh_TW: '推薦單位用戶', en_GB: 'Recommending unit' },
      person: { zh_TW: '個人用戶', en_GB: 'Individual' },
    });
    const [root] = await db
      .select({ valueI18n: schema.dictionaries.valueI18n })
      .from(schema.dictionaries)
      .where(eq(schema.dictionaries.id, userType!.id));
    expect(root?.valueI18n).toEqual({ zh_TW: '用戶類型', en_GB: 'User type' });
    const [settings] = await db
      .select()
      .from(schema.projectSettings)
      .where(eq(schema.projectSettings.key, 'project'));
    const value = settings!.value as Record<string, unknown>;
    expect(value.titleI18n).toEqual({
      zh_TW: '行業協會獎勵申報系統',
      en_GB: 'Industry Association Awards Declaration System',
    });
    expect(value.descriptionI18n).toMatchObject({ zh_TW: expect.stringContaining('行業協會') });
    // The copyright was changed: no versions of the old one.
    expect(value.copyrightI18n).toBeUndefined();
    expect(value.copyright).toBe('© 2027 本协会');
  });

  it('translates seeded menus and roles, also rows made before translations, never over an administrator', async () => {
    const menuI18n = async (name: string) =>
      (await db.select().from(schema.menus).where(eq(schema.menus.name, name)))[0]!.menuNameI18n;
    const roleI18n = async (roleCode: string) =>
      (await db.select().from(schema.roles).where(eq(schema.roles.roleCode, roleCode)))[0]!.roleNameI18n;
    expect(await menuI18n('system-menus')).toEqual({ zh_TW: '選單管理', en_GB: 'Menus' });
    expect(await roleI18n(ROLE.readonly)).toEqual({ zh_TW: '唯讀使用者', en_GB: 'Read-only user' });

    // Rows from before the translations; a menu an administrator retitled; one they translated.
    await db.update(schema.menus).set({ menuNameI18n: {} }).where(eq(schema.menus.name, 'system-menus'));
    await db
      .update(schema.menus)
      .set({ menuName: '导航', menuNameI18n: {} })
      .where(eq(schema.menus.name, 'system-roles'));
    await db
      .update(schema.menus)
      .set({ menuNameI18n: { en_GB: 'Jobs' } })
      .where(eq(schema.menus.name, 'system-posts'));
    await db.update(schema.roles).set({ roleNameI18n: {} }).where(eq(schema.roles.roleCode, ROLE.readonly));
    await db
      .update(schema.roles)
      .set({ roleName: '审核', roleNameI18n: {} })
      .where(eq(schema.roles.roleCode, ROLE.audit));

    await seedReference(db, { adminPassword: 'ignored' });

    expect(await menuI18n('system-menus')).toEqual({ zh_TW: '選單管理', en_GB: 'Menus' });
    expect(await menuI18n('system-roles')).toEqual({});
    expect(await menuI18n('system-posts')).toEqual({ en_GB: 'Jobs' });
    expect(await roleI18n(ROLE.readonly)).toEqual({ zh_TW: '唯讀使用者', en_GB: 'Read-only user' });
    expect(await roleI18n(ROLE.audit)).toEqual({});
  });
});
