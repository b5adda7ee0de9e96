import type { UserType } from '@awards/shared/auth';
import type { UserAdd, UserDetail, UserUpdate } from '@awards/shared/users';
import dayjs, { type Dayjs } from 'dayjs';

/** The form's values: the wire fields, with dictionary codes as strings and the birthday a date. */
export interface UserFormValues {
  userNo?: string;
  loginName: string;
  realname: string;
  password?: string;
  nickname?: string;
  phone?: string;
  email?: string;
  orgId?: number | null;
  roleIds?: number[];
  /** The `sex` dictionary's code ('1' male, '2' female). */
  sex?: string | null;
  userType?: UserType;
  /** The `user_status` dictionary's code ('1' normal, '2' frozen). */
  status?: string;
  workNo?: string;
  post?: string;
  birthday?: Dayjs | null;
  remarks?: string;
}

export const NEW_USER: Partial<UserFormValues> = { userType: 'staff', status: '1', roleIds: [] };

export function userValues(user: UserDetail): UserFormValues {
  return {
    userNo: user.userNo,
    loginName: user.loginName,
    realname: user.realname,
    nickname: user.nickname ?? '',
    phone: user.phone ?? '',
    email: user.email ?? '',
    orgId: user.orgId,
    roleIds: user.roleIds,
    sex: user.sex === null ? null : String(user.sex),
    userType: user.userType,
    status: String(user.status),
    workNo: user.workNo ?? '',
    post: user.post ?? '',
    birthday: user.birthday ? dayjs(user.birthday) : null,
    remarks: user.remarks ?? '',
  };
}

/** The profile part both calls share: '' clears a text (the schema reads it as null). */
function profile(values: UserFormValues) {
  return {
    nickname: values.nickname ?? null,
    phone: values.phone ?? null,
    email: values.email ?? null,
    orgId: values.orgId ?? null,
    roleIds: values.roleIds ?? [],
    sex: values.sex ? Number(values.sex) : null,
    userType: values.userType,
    workNo: values.workNo ?? null,
    post: values.post ?? null,
    birthday: values.birthday ? values.birthday.format('YYYY-MM-DD') : null,
    remarks: values.remarks ?? null,
  };
}

export function toUserAdd(values: UserFormValues): UserAdd {
  return {
    ...profile(values),
    status: statusOf(values),
    loginName: values.loginName.trim(),
    realname: values.realname.trim(),
    password: values.password ?? '',
    userNo: values.userNo || null,
  };
}

export function toUserUpdate(userId: number, values: UserFormValues): UserUpdate {
  return {
    ...profile(values),
    status: statusOf(values),
    userId,
    loginName: values.loginName.trim(),
    realname: values.realname.trim(),
  };
}

/**
 * The status the form asks for, as a number; undefined when the field is not shown.
 * Saved with the rest: the server asks USER_FREEZE only when it changes.
 */
function statusOf(values: UserFormValues): 1 | 2 | undefined {
  if (values.status === '1') return 1;
  if (values.status === '2') return 2;
  return undefined;
}
