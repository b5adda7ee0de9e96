import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { organisations, persons, users } from '../../db/schema';
import { ROOT_ORGAN_CODE } from '../../db/seed/reference';
import { fileRegistration } from './register';

/** Units that registered on the public site in the last days, each with the declarer who signed up. */
const REGISTRANTS = [
  {
    loginName: 'reg-zheda',
    realname: '孙文静',
    sex: 2,
    phone: '15921030101',
    unit: { organCode: 'UNIT-ZJ-001', organName: '浙江中控智能装备有限公司', regionCode: '330000' },
  },
  {
    loginName: 'reg-hubei',
    realname: '黄志伟',
    sex: 1,
    phone: '13922030102',
    unit: { organCode: 'UNIT-HB-001', organName: '湖北长江生态环境研究院', regionCode: '420000' },
  },
  {
    loginName: 'reg-jiangsu',
    realname: '邓晓梅',
    sex: 2,
    phone: '13882030103',
    unit: { organCode: 'UNIT-JS-001', organName: '江苏苏农种业科技有限公司', regionCode: '320000' },
  },
] as const;

/**
 * The demo's registration audit (docs/domain.md "Registration audit"): three new
 * declaring units (children of the root, as every unit) whose declarers wait for
 * it. New units, so that the demo roles scoped to the existing units see the
 * same users as before. Idempotent: declarers are known by login name, what
 * exists is left alone. The module's `seedDemo`.
 */
export async function seedPendingRegistrations(
  tx: DbOrTx,
  passwordHash: string,
  now = new Date(),
): Promise<void> {
  const [root] = await tx
    .select({ id: organisations.id, parentIds: organisations.parentIds })
    .from(organisations)
    .where(eq(organisations.organCode, ROOT_ORGAN_CODE));
  if (!root) return;
  await tx
    .insert(organisations)
    .values(
      REGISTRANTS.map((r, index) => ({
        ...r.unit,
        organType: 'unit',
        parentId: root.id,
        parentIds: `${root.parentIds}${root.id},`,
        sortNumber: 100 + index,
        createBy: 'system',
      })),
    )
    .onConflictDoNothing();
  const units = await tx
    .select({ id: organisations.id, organCode: organisations.organCode })
    .from(organisations)
    .where(
      inArray(
        organisations.organCode,
        REGISTRANTS.map((r) => r.unit.organCode),
      ),
    );
  for (const [index, r] of REGISTRANTS.entries()) {
    const [row] = await tx
      .insert(users)
      .values({
        userNo: `R${String(index + 1).padStart(6, '0')}`,
        loginName: r.loginName,
        passwordHash,
        realname: r.realname,
        sex: r.sex,
        phone: r.phone,
        email: `${r.loginName}@demo-units.example.com`,
        orgId: units.find((u) => u.organCode === r.unit.organCode)?.id ?? null,
        userType: 'declarer',
        remarks: '演示账号：申报单位注册待审核',
        createBy: 'system',
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (row)
      await fileRegistration(tx, row.id, new Date(now.getTime() - (REGISTRANTS.length - index) * 86_400_000));
  }
}

/**
 * The demo's person (user type `person`, docs/domain.md "Objections", "Who files"), as a
 * registration on the site makes one: no organisation, an ID number, active at once. Signs in
 * as `person` with the demo password (a registered person's login name is their phone).
 */
export async function seedDemoPerson(tx: DbOrTx, passwordHash: string): Promise<void> {
  const [row] = await tx
    .insert(users)
    .values({
      userNo: 'P000001',
      loginName: 'person',
      passwordHash,
      realname: '林思远',
      sex: 1,
      phone: '13601090009',
      userType: 'person',
      remarks: '演示账号：个人用户（提出异议）',
      createBy: 'system',
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (row) await tx.insert(persons).values({ userId: row.id, idNumber: '110108199008150031' });
}
