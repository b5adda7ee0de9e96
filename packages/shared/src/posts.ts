import { z } from 'zod';
import {
  codeField,
  filterOneOf,
  filterText,
  idField,
  idListField,
  oneOf,
  optionalIdField,
  optionalInt,
  optionalText,
  requiredText,
  sortNumberField,
} from './admin-fields';
import { defineMessages } from './i18n';
import { pageRequestSchema } from './paging';
import { text } from './primitives';

/** Post status: 1 enabled, 0 disabled. */
export const POST_STATUS = { enabled: 1, disabled: 0 } as const;

export const POST_MESSAGES = defineMessages('posts', {
  postIdRequired: ['请选择岗位', '請選擇崗位', 'Please choose a post'],
  postCodeRequired: ['请输入岗位编码', '請輸入崗位編碼', 'Please enter the post code'],
  postCodeRule: [
    '岗位编码为2至50位大写字母、数字或下划线，以字母开头',
    '崗位編碼為2至50位大寫字母、數字或下劃線，以字母開頭',
    'A post code is 2 to 50 capitals, digits or _, starting with a letter',
  ],
  postCodeTaken: ['该岗位编码已存在', '該崗位編碼已存在', 'The post code is already taken'],
  postNameRequired: ['请输入岗位名称', '請輸入崗位名稱', 'Please enter the post name'],
  postNameTooLong: [
    '岗位名称不能超过50个字符',
    '崗位名稱不能超過50個字符',
    'The post name is at most 50 characters',
  ],
  postType: ['岗位类型不正确', '崗位類型不正確', 'The post type is not valid'],
  postRank: [
    '职级必须是1至5之间的整数',
    '職級必須是1至5之間的整數',
    'The rank is a whole number from 1 to 5',
  ],
  status: [
    '状态只能是启用(1)或停用(0)',
    '狀態只能是啟用(1)或停用(0)',
    'The status is either enabled (1) or disabled (0)',
  ],
  userIds: ['请选择用户', '請選擇用戶', 'Please choose users'],
  notFound: ['岗位不存在', '崗位不存在', 'The post does not exist'],
  inUse: [
    '岗位 {names} 下还有用户，不能删除',
    '崗位 {names} 下還有用戶，不能刪除',
    'Users still hold the posts {names}: they cannot be deleted',
  ],
});

export const POST_CODE_PATTERN = /^[A-Z][A-Z0-9_]{1,49}$/;

const postId = idField(POST_MESSAGES.postIdRequired);
const postCode = codeField(POST_CODE_PATTERN, POST_MESSAGES.postCodeRequired, POST_MESSAGES.postCodeRule);
const postName = requiredText(50, POST_MESSAGES.postNameRequired, POST_MESSAGES.postNameTooLong);
const status = oneOf([POST_STATUS.enabled, POST_STATUS.disabled], POST_MESSAGES.status);

const optionalPostFields = {
  /** dictionary post_type */
  postType: optionalText(32, POST_MESSAGES.postType),
  /** dictionary post_rank, 1..5 */
  postRank: optionalInt(1, 5, POST_MESSAGES.postRank),
  status: status.optional(),
  sortNumber: sortNumberField,
  remark: optionalText(500),
};

export const postAddSchema = z.object({ postCode, postName, ...optionalPostFields });
export type PostAdd = z.infer<typeof postAddSchema>;

export const postUpdateSchema = z.object({
  postId,
  postCode: postCode.optional(),
  postName: postName.optional(),
  ...optionalPostFields,
});
export type PostUpdate = z.infer<typeof postUpdateSchema>;

export const postPageQuerySchema = pageRequestSchema.extend({
  postName: filterText,
  postCode: filterText,
  postType: filterText,
  status: filterOneOf([POST_STATUS.enabled, POST_STATUS.disabled], POST_MESSAGES.status),
});
export type PostPageQuery = z.infer<typeof postPageQuerySchema>;

export const postIdSchema = z.object({ postId });
export const postIdsSchema = z.object({ postIds: idListField(POST_MESSAGES.postIdRequired) });
export const postStatusSchema = z.object({ postIds: idListField(POST_MESSAGES.postIdRequired), status });

/** Users of a post (bound) or not of it (unbound), paged. */
export const postUsersQuerySchema = pageRequestSchema.extend({
  postId,
  realname: filterText,
  loginName: filterText,
});
export type PostUsersQuery = z.infer<typeof postUsersQuerySchema>;

export const postUserRelationSchema = z.object({ postId, userIds: idListField(POST_MESSAGES.userIds) });

export const checkPostCodeSchema = z.object({
  postCode,
  postId: optionalIdField(POST_MESSAGES.postIdRequired),
});

export interface PostView {
  postId: number;
  postCode: string;
  postName: string;
  postType: string | null;
  postRank: number | null;
  status: number;
  sortNumber: number;
  remark: string | null;
  userCount: number;
  createBy: string | null;
  createTime: string;
  updateBy: string | null;
  updateTime: string | null;
}

/** `/rest/post/options` (any signed-in user): the enabled posts a picker offers, optionally of one type. */
export const postOptionsQuerySchema = z.object({
  postType: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    text({ error: POST_MESSAGES.postType }).trim().max(32, { error: POST_MESSAGES.postType }).optional(),
  ),
});

export interface PostOption {
  postId: number;
  postCode: string;
  postName: string;
  postType: string | null;
}
