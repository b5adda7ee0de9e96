import { ROLE } from '@awards/shared/permissions';
import { eq, inArray } from 'drizzle-orm';
import { hashPassword } from '../../platform/auth/passwords';
import type { Db, DbOrTx } from '../client';
import { organisations, posts, projectSettings, roles, userPosts, userRoles, users } from '../schema';
import { seedAdminDemo } from './demo-admin';
import { seedAwardsDemo } from './demo-awards';
import { seedDemoJobs } from './demo-jobs';
import { linkDemoGuides, seedMessagingDemo } from './demo-messaging';
import { seedAccessLogVolume } from './demo-volume';
import { ROOT_ORGAN_CODE } from './reference';

/** Present once the demo data was loaded; deleting it loads the demo again at next start. */
export const DEMO_MARKER_KEY = 'demo_seeded';

/** What a module's demo seed is given besides the transaction. */
export interface DemoSeedContext {
  /** The hash every demo account shares (argon2 is slow on purpose: hashed once). */
  passwordHash: string;
}

/**
 * A module's demo rows (the `seedDemo` of its descriptor, platform/module.ts),
 * loaded inside the demo's transaction after the rows below. Idempotent: what
 * exists is left alone.
 */
export type DemoSeed = (tx: DbOrTx, demo: DemoSeedContext) => Promise<void>;

export interface DemoOptions {
  /** The password every demo account shares. */
  password: string;
  /** The modules' demo seeds, in module-list order (`modules.demoSeeds()`, src/modules.ts). */
  seeds: readonly DemoSeed[];
  /** Synthetic access-log rows besides (DEMO_ACCESS_LOG_ROWS, demo-volume.ts). */
  accessLogRows?: number;
}

type RoleCode = (typeof ROLE)[keyof typeof ROLE];

const DEMO_ORGANISATIONS = [
  { organCode: 'OFFICE', organName: '办公室', organType: 'department', phone: '010-68521001' },
  { organCode: 'REVIEW', organName: '评审部', organType: 'department', phone: '010-68521002' },
  { organCode: 'INFO', organName: '信息中心', organType: 'department', phone: '010-68521003' },
  {
    organCode: 'UNIT-BJ-001',
    organName: '北京中科智联科技有限公司',
    organShortName: '中科智联',
    organType: 'unit',
    regionCode: '110000',
    organAddress: '北京市海淀区中关村大街27号',
    organZipCode: '100080',
    phone: '010-62512345',
  },
  {
    organCode: 'UNIT-SH-001',
    organName: '上海华东新材料研究院',
    organShortName: '华东新材',
    organType: 'unit',
    regionCode: '310000',
    organAddress: '上海市徐汇区桂平路418号',
    organZipCode: '200233',
    phone: '021-64851234',
  },
  {
    organCode: 'UNIT-GD-001',
    organName: '广东粤能电力科技股份有限公司',
    organShortName: '粤能电力',
    organType: 'unit',
    regionCode: '440000',
    organAddress: '广州市天河区华夏路8号',
    organZipCode: '510623',
    phone: '020-38761234',
  },
  {
    organCode: 'UNIT-SC-001',
    organName: '四川天府工程设计研究院有限公司',
    organShortName: '天府设计院',
    organType: 'unit',
    regionCode: '510000',
    organAddress: '成都市高新区天府大道中段1388号',
    organZipCode: '610041',
    phone: '028-85231234',
  },
  // Recommending units (推荐单位): the declarations of awards with the recommendation stage name one.
  {
    organCode: 'REC-001',
    organName: '中国技术创新促进会',
    organShortName: '技创会',
    organType: 'recommender',
    regionCode: '110000',
    organAddress: '北京市西城区三里河路52号',
    organZipCode: '100037',
    phone: '010-68571234',
  },
  {
    organCode: 'REC-002',
    organName: '长三角科技合作联合会',
    organShortName: '长三角科合会',
    organType: 'recommender',
    regionCode: '310000',
    organAddress: '上海市黄浦区南京东路61号',
    organZipCode: '200002',
    phone: '021-63211234',
  },
] as const;

const DEMO_POSTS = [
  { postCode: 'OFFICE_DIRECTOR', postName: '办公室主任', postType: 'management', postRank: 4 },
  { postCode: 'REVIEW_OFFICER', postName: '评审专员', postType: 'technical', postRank: 3 },
  { postCode: 'IT_ENGINEER', postName: '信息技术工程师', postType: 'technical', postRank: 3 },
] as const;

interface DemoUser {
  loginName: string;
  userNo: string;
  realname: string;
  sex: 1 | 2;
  phone: string;
  email: string;
  organCode: (typeof DEMO_ORGANISATIONS)[number]['organCode'];
  userType?: 'staff' | 'declarer' | 'expert' | 'recommender';
  status?: 1 | 2;
  role?: RoleCode;
  postCode?: (typeof DEMO_POSTS)[number]['postCode'];
  remarks?: string;
}

export const DEMO_USERS: DemoUser[] = [
  {
    loginName: 'auditor',
    userNo: 'U000002',
    realname: '王丽娟',
    sex: 2,
    phone: '13811020002',
    email: 'wanglijuan@example.org',
    organCode: 'REVIEW',
    role: ROLE.audit,
    postCode: 'REVIEW_OFFICER',
  },
  {
    loginName: 'viewer',
    userNo: 'U000003',
    realname: '陈志强',
    sex: 1,
    phone: '13911030003',
    email: 'chenzhiqiang@example.org',
    organCode: 'OFFICE',
    role: ROLE.readonly,
    postCode: 'OFFICE_DIRECTOR',
  },
  {
    loginName: 'sysadmin',
    userNo: 'U000004',
    realname: '李建国',
    sex: 1,
    phone: '13701040004',
    email: 'lijianguo@example.org',
    organCode: 'INFO',
    role: ROLE.admin,
    postCode: 'IT_ENGINEER',
  },
  {
    loginName: 'frozen',
    userNo: 'U000005',
    realname: '赵晓燕',
    sex: 2,
    phone: '13601050005',
    email: 'zhaoxiaoyan@example.org',
    organCode: 'OFFICE',
    status: 2,
    role: ROLE.readonly,
    remarks: '演示账号：已冻结，无法登录',
  },
  {
    loginName: 'declarer',
    userNo: 'U000006',
    realname: '刘海涛',
    sex: 1,
    phone: '15810060006',
    email: 'liuhaitao@example.com',
    organCode: 'UNIT-BJ-001',
    userType: 'declarer',
    remarks: '申报单位联系人',
  },
  {
    loginName: 'expert',
    userNo: 'U000007',
    realname: '张明华',
    sex: 1,
    phone: '18602170007',
    email: 'zhangminghua@example.com',
    organCode: 'UNIT-SH-001',
    userType: 'expert',
    remarks: '材料科学与工程 研究员',
  },
  {
    loginName: 'recommender',
    // U000008…U000013 are the administration areas' demo users (demo-admin.ts).
    userNo: 'U000020',
    realname: '周建平',
    sex: 1,
    phone: '13501080008',
    email: 'zhoujianping@example.org',
    organCode: 'REC-001',
    userType: 'recommender',
    remarks: '推荐单位联系人',
  },
  {
    loginName: 'expert2',
    userNo: 'U000014',
    realname: '陈志刚',
    sex: 1,
    phone: '18602170008',
    email: 'chensiyuan@example.com',
    organCode: 'UNIT-SH-001',
    userType: 'expert',
    remarks: '能源与动力工程 教授',
  },
];

/**
 * Sample organisations, posts and one user per kind, so a newcomer sees a living portal,
 * then each module's demo rows. Runs once per database: the marker is claimed first, in
 * the same transaction, so two instances starting together cannot both load it.
 */
export async function seedDemo(db: Db, options: DemoOptions): Promise<{ created: boolean }> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(projectSettings)
      .values({ key: DEMO_MARKER_KEY, value: { seededAt: new Date().toISOString() }, updateBy: 'system' })
      .onConflictDoNothing()
      .returning({ key: projectSettings.key });
    if (claimed.length === 0) {
      // Loaded before: only the log volume asked for now is topped up.
      await seedAccessLogVolume(tx, options.accessLogRows ?? 0);
      return { created: false };
    }

    const orgIds = await insertOrganisations(tx);
    const postIds = await insertPosts(tx);
    const roleRows = await tx
      .select({ id: roles.id, roleCode: roles.roleCode })
      .from(roles)
      .where(inArray(roles.roleCode, Object.values(ROLE)));
    const roleIds = new Map(roleRows.map((row) => [row.roleCode, row.id]));

    // One hash for every demo account: argon2 is slow on purpose.
    const passwordHash = await hashPassword(options.password);
    for (const user of DEMO_USERS) {
      const [row] = await tx
        .insert(users)
        .values({
          userNo: user.userNo,
          loginName: user.loginName,
          passwordHash,
          realname: user.realname,
          sex: user.sex,
          phone: user.phone,
          email: user.email,
          orgId: orgIds.get(user.organCode) ?? null,
          userType: user.userType ?? 'staff',
          status: user.status ?? 1,
          post: user.postCode ? DEMO_POSTS.find((p) => p.postCode === user.postCode)?.postName : null,
          remarks: user.remarks ?? null,
          createBy: 'system',
        })
        // An account an administrator already made under that name or number is left alone.
        .onConflictDoNothing()
        .returning({ id: users.id });
      if (!row) continue;
      const roleId = user.role && roleIds.get(user.role);
      if (roleId) await tx.insert(userRoles).values({ userId: row.id, roleId }).onConflictDoNothing();
      const postId = user.postCode && postIds.get(user.postCode);
      if (postId) await tx.insert(userPosts).values({ userId: row.id, postId }).onConflictDoNothing();
    }
    // Users, roles and organisations for the administration pages (data scopes, recycle bins).
    await seedAdminDemo(tx, passwordHash);
    // Notices, messages, templates and SMS log rows for the messaging pages.
    await seedMessagingDemo(tx);
    // Scheduled tasks for the monitor pages: log purge and session clean-up.
    await seedDemoJobs(tx);
    // Four awards and three editions (finished with its history, open for declaration, in expert review).
    await seedAwardsDemo(tx);
    await linkDemoGuides(tx);
    // The modules' own: declarations over both editions, experts, pending registrations...
    for (const seed of options.seeds) await seed(tx, { passwordHash });
    await seedAccessLogVolume(tx, options.accessLogRows ?? 0);
    return { created: true };
  });
}

/** Children of the root organisation; returns organCode -> id. */
async function insertOrganisations(db: DbOrTx): Promise<Map<string, number>> {
  const [root] = await db
    .select({ id: organisations.id, parentIds: organisations.parentIds })
    .from(organisations)
    .where(eq(organisations.organCode, ROOT_ORGAN_CODE));
  if (!root) throw new Error('seedDemo needs the reference data: run seedReference first');

  await db
    .insert(organisations)
    .values(
      DEMO_ORGANISATIONS.map((org, index) => ({
        ...org,
        parentId: root.id,
        parentIds: `${root.parentIds}${root.id},`,
        sortNumber: index + 1,
        createBy: 'system',
      })),
    )
    .onConflictDoNothing();
  const rows = await db
    .select({ id: organisations.id, organCode: organisations.organCode })
    .from(organisations)
    .where(
      inArray(
        organisations.organCode,
        DEMO_ORGANISATIONS.map((org) => org.organCode),
      ),
    );
  return new Map(rows.map((row) => [row.organCode, row.id]));
}

async function insertPosts(db: DbOrTx): Promise<Map<string, number>> {
  await db
    .insert(posts)
    .values(DEMO_POSTS.map((post, index) => ({ ...post, sortNumber: index + 1, createBy: 'system' })))
    .onConflictDoNothing();
  const rows = await db
    .select({ id: posts.id, postCode: posts.postCode })
    .from(posts)
    .where(
      inArray(
        posts.postCode,
        DEMO_POSTS.map((post) => post.postCode),
      ),
    );
  return new Map(rows.map((row) => [row.postCode, row.id]));
}
