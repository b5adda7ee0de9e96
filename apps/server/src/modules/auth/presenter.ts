import type { UserInfo, UserType } from '@awards/shared/auth';
import type { Translation } from '@awards/shared/translations';
import type { users } from '../../db/schema';
import { iso } from '../../platform/time';

type UserRow = typeof users.$inferSelect;

/**
 * The user as the portal receives it (spec 000 §3). The specification's clients
 * read several names for the same fact (userId/uid/id, mails/email, ...): each is
 * filled from one column. Secrets (hash, lock counters) never leave the server.
 */
export function presentUserInfo(
  user: UserRow,
  roles: { roleCode: string; roleName: string; roleNameI18n: Translation }[],
  orgCode: string | null,
): UserInfo {
  const nickname = user.nickname ?? user.realname;
  return {
    userId: user.id,
    id: user.id,
    uid: user.id,
    userNo: user.userNo,
    username: user.loginName,
    loginName: user.loginName,
    realname: user.realname,
    userRealName: user.realname,
    nickName: nickname,
    nickname,
    avatar: user.avatar,
    roles,
    mails: user.email,
    email: user.email,
    phones: user.phone,
    phone: user.phone,
    telephone: user.telephone,
    userSex: user.sex,
    sex: user.sex,
    birthday: user.birthday,
    userType: user.userType as UserType,
    userIdentity: user.userIdentity,
    status: user.status,
    enableLogin: user.enableLogin,
    delFlag: user.delFlag,
    workNo: user.workNo,
    post: user.post,
    orgId: user.orgId,
    orgCode,
    departIds: user.orgId === null ? '' : String(user.orgId),
    remarks: user.remarks,
    activitiSync: user.activitiSync,
    thirdId: user.thirdId,
    thirdType: user.thirdType,
    subjectType: user.subjectType,
    tenantId: user.tenantId,
    createBy: user.createBy,
    createTime: user.createTime.toISOString(),
    updateBy: user.updateBy,
    updateTime: iso(user.updateTime),
    lastLoginTime: iso(user.lastLoginTime),
  };
}
