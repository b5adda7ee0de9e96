import { type MessageRef, messageCall, renderMessage } from '@awards/shared/i18n';
import type { UserView } from '@awards/shared/users';
import { ApiError } from '@awards/web-common/apiError';
import type { vi } from 'vitest';

/** A user as the list shows one; tests override what they look at. */
export const USER: UserView = {
  userId: 7,
  id: 7,
  userNo: 'U000007',
  loginName: 'devlead',
  username: 'devlead',
  realname: '陈开发',
  nickname: null,
  avatar: null,
  birthday: null,
  sex: 1,
  email: 'devlead@example.com',
  phone: '13800000007',
  telephone: null,
  workNo: null,
  post: null,
  orgId: 3,
  orgCode: 'INFO-DEV',
  orgName: '开发组',
  departIds: '3',
  userType: 'staff',
  userIdentity: null,
  status: 1,
  enableLogin: true,
  delFlag: 0,
  remarks: null,
  activitiSync: 0,
  thirdId: null,
  thirdType: null,
  createBy: 'system',
  createTime: '2026-01-01T00:00:00Z',
  updateBy: null,
  updateTime: null,
  lastLoginTime: null,
  deletedAt: null,
};

const DICTS: Record<string, [string, string][]> = {
  user_status: [
    ['1', '正常'],
    ['2', '冻结'],
  ],
  user_type: [['staff', '工作人员']],
  sex: [
    ['1', '男'],
    ['2', '女'],
  ],
};

type Body = Record<string, unknown>;

/** The answers every users-page test needs, by path; `overrides` answer the rest. */
export function answerWith(
  post: ReturnType<typeof vi.fn>,
  overrides: Record<string, (body: Body) => unknown> = {},
) {
  post.mockImplementation(async (path: string, body: Body = {}) => {
    if (overrides[path]) return overrides[path](body);
    if (path === '/rest/user/page')
      return { pageNum: 1, pageSize: 10, totalCount: 1, totalPage: 1, result: [USER] };
    if (path === '/rest/dict/getDictItems')
      return {
        dictList: (DICTS[String(body.categoryCode)] ?? []).map(([code, value]) => ({
          code,
          value,
          text: value,
        })),
      };
    if (path === '/rest/organ/treeOptions') return [];
    if (path === '/rest/role/all') return [];
    if (path === '/rest/user/generateUserNo') return { userNo: 'U000123' };
    return null;
  });
}

/**
 * The server's refusal as the portal receives it: each message (a ref of packages/shared)
 * rendered in the language asked for (zh_CN here), with its key beside it.
 */
export const rejectWith =
  (status: number, ref: MessageRef, fieldErrors?: Record<string, MessageRef>) => () => {
    const fields = Object.entries(fieldErrors ?? {});
    throw new ApiError({
      status,
      rtnCode: status === 422 ? '505' : String(status),
      message: renderMessage(ref, 'zh_CN'),
      ref,
      dataSet: fieldErrors
        ? {
            fieldErrors: Object.fromEntries(fields.map(([name, r]) => [name, renderMessage(r, 'zh_CN')])),
            fieldKeys: Object.fromEntries(fields.map(([name, r]) => [name, messageCall(r)])),
          }
        : null,
    });
  };
