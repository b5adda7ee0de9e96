import { PERM, type PermissionCode } from '@awards/shared/permissions';
import { inArray } from 'drizzle-orm';
import { childPathOf } from '../../platform/data-scope';
import type { DbOrTx } from '../client';
import {
  DATA_SCOPE,
  menuButtons,
  menus,
  orgAdmins,
  organisations,
  posts,
  roleButtons,
  roleDataScopeOrgs,
  roleMenus,
  roles,
  userPosts,
  userRoles,
  users,
} from '../schema';

/**
 * The administration areas' part of the demo (docs/admin-decisions.md): a deeper
 * organisation tree, two roles with a limited data scope, the people who hold them,
 * organisation administrators, and one user and one organisation in the recycle
 * bins. Runs inside seedDemo's transaction, after its organisations and users.
 */

const SUB_ORGANISATIONS = [
  { organCode: 'INFO-DEV', organName: '软件开发组', parent: 'INFO', phone: '010-68521031' },
  { organCode: 'INFO-OPS', organName: '运维保障组', parent: 'INFO', phone: '010-68521032' },
  { organCode: 'REVIEW-1', organName: '第一评审处', parent: 'REVIEW', phone: '010-68521021' },
  { organCode: 'REVIEW-2', organName: '第二评审处', parent: 'REVIEW', phone: '010-68521022' },
  { organCode: 'OFFICE-TEMP', organName: '临时项目组', parent: 'OFFICE', deleted: true },
] as const;

const DEMO_ROLES = [
  {
    roleCode: 'DEPT_MANAGER',
    roleName: '部门管理员',
    roleNameI18n: { zh_TW: '部門管理員', en_GB: 'Department manager' },
    dataScope: DATA_SCOPE.orgAndBelow,
    sortNumber: 10,
    remark: '管理本部门及下级部门的用户与岗位（数据范围：本机构及以下）',
    menus: [
      'dashboard',
      'dashboard-monitor',
      'system',
      'system-users',
      'system-organisations',
      'system-posts',
    ],
    codes: [
      PERM.USER_VIEW,
      PERM.USER_ADD,
      PERM.USER_EDIT,
      PERM.USER_FREEZE,
      PERM.USER_PASSWORD,
      PERM.DEPART_VIEW,
      PERM.DEPART_USER,
      PERM.POST_VIEW,
      PERM.POST_USER,
    ],
  },
  {
    roleCode: 'UNIT_LIAISON',
    roleName: '申报单位联络员',
    roleNameI18n: { zh_TW: '申報單位聯絡員', en_GB: 'Declaring unit liaison' },
    dataScope: DATA_SCOPE.custom,
    sortNumber: 11,
    remark: '联系各申报单位（数据范围：自定义的四家申报单位）',
    menus: ['dashboard', 'dashboard-monitor', 'system', 'system-users', 'system-organisations'],
    codes: [PERM.USER_VIEW, PERM.DEPART_VIEW],
    customOrgs: ['UNIT-BJ-001', 'UNIT-SH-001', 'UNIT-GD-001', 'UNIT-SC-001'],
  },
  // Spec 000 §6 / 001 §6 name the demo roles "scheduling" and "tester" without their rights
  // (docs/integration.md): the scheduler runs the scheduled jobs and reads the logs their
  // runs leave; the tester reads every business area and the monitors, and changes nothing.
  {
    roleCode: 'SCHEDULING',
    roleName: '调度员',
    roleNameI18n: { zh_TW: '調度員', en_GB: 'Scheduler' },
    dataScope: DATA_SCOPE.self,
    sortNumber: 12,
    remark: '维护与启停定时任务，查看访问日志（数据范围：仅本人）',
    menus: ['dashboard', 'dashboard-monitor', 'monitor', 'monitor-jobs', 'monitor-access-log'],
    codes: [
      PERM.QUARTZ_VIEW,
      PERM.QUARTZ_ADD,
      PERM.QUARTZ_EDIT,
      PERM.QUARTZ_DEL,
      PERM.QUARTZ_START,
      PERM.QUARTZ_EFECT,
      PERM.LOG_VIEW,
    ],
  },
  {
    roleCode: 'TESTER',
    roleName: '测试员',
    roleNameI18n: { zh_TW: '測試員', en_GB: 'Tester' },
    dataScope: DATA_SCOPE.all,
    sortNumber: 13,
    remark: '查看奖项、届次、专家、申报与各监控页以核对系统行为，不能修改数据',
    menus: [
      'dashboard',
      'dashboard-monitor',
      'prize',
      'edition',
      'expert',
      'expert-pool',
      'declare',
      'declare-list',
      'monitor',
      'monitor-access-log',
      'monitor-login-log',
      'monitor-sql',
      'monitor-server',
    ],
    codes: [
      PERM.PRIZE_VIEW,
      PERM.EDITION_VIEW,
      PERM.EXPERT_VIEW,
      PERM.DECLARE_VIEW,
      PERM.LOG_VIEW,
      PERM.LOGINLOG_VIEW,
      PERM.SQL_VIEW,
      PERM.SERVER_VIEW,
    ],
  },
] as const;

const DEMO_POST = {
  postCode: 'DEPT_HEAD',
  postName: '部门负责人',
  postType: 'management',
  postRank: 4,
} as const;

export const ADMIN_USERS = [
  {
    loginName: 'infomgr',
    userNo: 'U000008',
    realname: '周建华',
    sex: 1,
    phone: '13701080008',
    organCode: 'INFO',
    role: 'DEPT_MANAGER',
    post: true,
  },
  {
    loginName: 'devlead',
    userNo: 'U000009',
    realname: '吴晓峰',
    sex: 1,
    phone: '13701090009',
    organCode: 'INFO-DEV',
  },
  {
    loginName: 'opsstaff',
    userNo: 'U000010',
    realname: '郑雅琴',
    sex: 2,
    phone: '13701100010',
    organCode: 'INFO-OPS',
  },
  {
    loginName: 'reviewer1',
    userNo: 'U000011',
    realname: '孙丽',
    sex: 2,
    phone: '13701110011',
    organCode: 'REVIEW-1',
  },
  {
    loginName: 'liaison',
    userNo: 'U000012',
    realname: '何志远',
    sex: 1,
    phone: '13701120012',
    organCode: 'OFFICE',
    role: 'UNIT_LIAISON',
  },
  {
    loginName: 'leaver',
    userNo: 'U000013',
    realname: '钱晓东',
    sex: 1,
    phone: '13701130013',
    organCode: 'OFFICE',
    deleted: true,
  },
] as const;

const ORG_ADMINS = [
  ['sysadmin', 'INFO'],
  ['infomgr', 'INFO-DEV'],
  ['infomgr', 'INFO-OPS'],
] as const;

export async function seedAdminDemo(tx: DbOrTx, passwordHash: string): Promise<void> {
  const orgIds = await insertSubOrganisations(tx);
  const roleIds = await insertRoles(tx, orgIds);
  const [post] = await tx
    .insert(posts)
    .values({ ...DEMO_POST, sortNumber: 10, createBy: 'system' })
    .onConflictDoNothing()
    .returning({ id: posts.id });

  const now = new Date();
  for (const user of ADMIN_USERS) {
    const deleted = 'deleted' in user;
    const [row] = await tx
      .insert(users)
      .values({
        loginName: user.loginName,
        userNo: user.userNo,
        realname: user.realname,
        sex: user.sex,
        phone: user.phone,
        email: `${user.loginName}@example.org`,
        passwordHash,
        orgId: orgIds.get(user.organCode) ?? null,
        delFlag: deleted ? 1 : 0,
        deletedAt: deleted ? now : null,
        remarks: deleted ? '演示账号：已离职，在用户回收站中' : null,
        createBy: 'system',
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!row) continue;
    const roleId = 'role' in user ? roleIds.get(user.role) : undefined;
    if (roleId) await tx.insert(userRoles).values({ userId: row.id, roleId }).onConflictDoNothing();
    if ('post' in user && post) await tx.insert(userPosts).values({ userId: row.id, postId: post.id });
  }

  const loginNames = [...new Set(ORG_ADMINS.map(([loginName]) => loginName))];
  const admins = await tx
    .select({ id: users.id, loginName: users.loginName })
    .from(users)
    .where(inArray(users.loginName, loginNames));
  const adminId = new Map(admins.map((a) => [a.loginName, a.id]));
  const pairs = ORG_ADMINS.flatMap(([loginName, organCode]) => {
    const userId = adminId.get(loginName);
    const organId = orgIds.get(organCode);
    return userId && organId ? [{ userId, organId, createBy: 'system' }] : [];
  });
  if (pairs.length > 0) await tx.insert(orgAdmins).values(pairs).onConflictDoNothing();
}

/** Departments under the demo departments; returns organCode -> id for every organisation. */
async function insertSubOrganisations(tx: DbOrTx): Promise<Map<string, number>> {
  const parents = await tx
    .select({ id: organisations.id, organCode: organisations.organCode, parentIds: organisations.parentIds })
    .from(organisations);
  const byCode = new Map(parents.map((p) => [p.organCode, p]));
  const now = new Date();
  for (const [index, org] of SUB_ORGANISATIONS.entries()) {
    const parent = byCode.get(org.parent);
    if (!parent) continue;
    const deleted = 'deleted' in org;
    await tx
      .insert(organisations)
      .values({
        organCode: org.organCode,
        organName: org.organName,
        organType: 'department',
        phone: 'phone' in org ? org.phone : null,
        parentId: parent.id,
        parentIds: childPathOf(parent),
        sortNumber: index + 1,
        delFlag: deleted ? 1 : 0,
        deletedAt: deleted ? now : null,
        createBy: 'system',
      })
      .onConflictDoNothing();
  }
  const rows = await tx
    .select({ id: organisations.id, organCode: organisations.organCode })
    .from(organisations);
  return new Map(rows.map((r) => [r.organCode, r.id]));
}

async function insertRoles(tx: DbOrTx, orgIds: Map<string, number>): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const role of DEMO_ROLES) {
    const [row] = await tx
      .insert(roles)
      .values({
        roleCode: role.roleCode,
        roleName: role.roleName,
        roleNameI18n: role.roleNameI18n,
        dataScope: role.dataScope,
        sortNumber: role.sortNumber,
        remark: role.remark,
        createBy: 'system',
      })
      .onConflictDoNothing()
      .returning({ id: roles.id });
    // A role an administrator already made under that code is theirs: leave it alone.
    if (!row) continue;
    ids.set(role.roleCode, row.id);
    await grantByName(tx, row.id, role.menus, role.codes);
    const custom = 'customOrgs' in role ? role.customOrgs.flatMap((code) => orgIds.get(code) ?? []) : [];
    if (custom.length > 0) {
      await tx.insert(roleDataScopeOrgs).values(custom.map((organId) => ({ roleId: row.id, organId })));
    }
  }
  return ids;
}

async function grantByName(
  tx: DbOrTx,
  roleId: number,
  menuNames: readonly string[],
  codes: readonly PermissionCode[],
): Promise<void> {
  const menuRows = await tx
    .select({ id: menus.id })
    .from(menus)
    .where(inArray(menus.name, [...menuNames]));
  if (menuRows.length > 0) {
    await tx.insert(roleMenus).values(menuRows.map((m) => ({ roleId, menuId: m.id })));
  }
  const buttonRows = await tx
    .select({ id: menuButtons.id })
    .from(menuButtons)
    .where(inArray(menuButtons.buttonPerms, [...codes]));
  if (buttonRows.length > 0) {
    await tx.insert(roleButtons).values(buttonRows.map((b) => ({ roleId, buttonId: b.id })));
  }
}
