import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { roles, userRoles, users } from '../db/schema';
import { hashPassword } from '../platform/auth/passwords';
import { USER_PASSWORD } from './credentials';

export interface NewUser {
  loginName: string;
  password?: string;
  roleCodes?: string[];
  userType?: string;
  status?: number;
  enableLogin?: boolean;
  orgId?: number | null;
}

let userPasswordHash: Promise<string> | undefined;
let counter = 0;

/** A user straight into the database (USER_PASSWORD unless given), holding the named roles. */
export async function createTestUser(db: Db, fields: NewUser): Promise<typeof users.$inferSelect> {
  // One argon2 hash of USER_PASSWORD serves every such user of the process.
  userPasswordHash ??= hashPassword(USER_PASSWORD);
  const passwordHash = fields.password ? await hashPassword(fields.password) : await userPasswordHash;
  counter += 1;
  const [user] = await db
    .insert(users)
    .values({
      loginName: fields.loginName,
      passwordHash,
      realname: `测试用户${counter}`,
      userNo: `T${process.pid}${counter}`,
      userType: fields.userType ?? 'staff',
      status: fields.status ?? 1,
      enableLogin: fields.enableLogin ?? true,
      orgId: fields.orgId ?? null,
    })
    .returning();
  if (!user) throw new Error('user not created');
  if (fields.roleCodes?.length) {
    const found = await db.select().from(roles).where(inArray(roles.roleCode, fields.roleCodes));
    await db.insert(userRoles).values(found.map((r) => ({ userId: user.id, roleId: r.id })));
  }
  return user;
}
