import type { UserType } from '@awards/shared/auth';
import type { PostRef, RoleRef, UserDetail, UserView } from '@awards/shared/users';
import { iso } from '../../platform/time';
import type { UserListRow } from './repository';

/**
 * A user as the administration lists show it (spec 001 §3 "User info"). Built from
 * the secret-free column set of the repository; the aliases the spec's clients read
 * (id/userId, username/loginName, departIds) are filled from one column each.
 */
export function presentUser(row: UserListRow): UserView {
  return {
    userId: row.id,
    id: row.id,
    userNo: row.userNo,
    loginName: row.loginName,
    username: row.loginName,
    realname: row.realname,
    nickname: row.nickname,
    avatar: row.avatar,
    birthday: row.birthday,
    sex: row.sex,
    email: row.email,
    phone: row.phone,
    telephone: row.telephone,
    workNo: row.workNo,
    post: row.post,
    orgId: row.orgId,
    orgCode: row.orgCode,
    orgName: row.orgName,
    departIds: row.orgId === null ? '' : String(row.orgId),
    userType: row.userType as UserType,
    userIdentity: row.userIdentity,
    status: row.status,
    enableLogin: row.enableLogin,
    delFlag: row.delFlag,
    remarks: row.remarks,
    activitiSync: row.activitiSync,
    thirdId: row.thirdId,
    thirdType: row.thirdType,
    createBy: row.createBy,
    createTime: row.createTime.toISOString(),
    updateBy: row.updateBy,
    updateTime: iso(row.updateTime),
    lastLoginTime: iso(row.lastLoginTime),
    deletedAt: iso(row.deletedAt),
  };
}

export function presentUserDetail(row: UserListRow, roles: RoleRef[], posts: PostRef[]): UserDetail {
  return {
    ...presentUser(row),
    roles,
    roleIds: roles.map((r) => r.roleId),
    posts,
    postIds: posts.map((p) => p.postId),
  };
}
