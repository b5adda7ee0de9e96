import { z } from 'zod';
import { id4, text } from './primitives';
import { checks } from './validators';

export const PROFILE_MESSAGES = {
  nicknameRequired: '请输入昵称',
  nicknameTooLong: '昵称不能超过20个字符',
  emailTaken: '该邮箱已被其他用户使用',
  phoneTaken: '该手机号已被其他用户使用',
  avatarNotFound: '头像文件不存在，请重新上传',
  sessionNotFound: '会话不存在或已结束',
  currentSession: '不能在这里结束当前会话，请使用退出登录',
} as const;

export const NICKNAME_MAX = 20;

/** An optional text checked by one of the shared validators; '' clears the field. */
const checked = (check: (v: string) => string | null, max: number) =>
  text()
    .trim()
    .max(max, { error: '内容过长' })
    .superRefine((value, ctx) => {
      const message = check(value);
      if (message) ctx.addIssue({ code: 'custom', message });
    })
    .nullish();

/** The fields a user may change on their own profile; name, login and roles are the administrator's. */
export const profileUpdateSchema = z.object({
  nickname: text({ error: PROFILE_MESSAGES.nicknameRequired })
    .trim()
    .min(1, { error: PROFILE_MESSAGES.nicknameRequired })
    .max(NICKNAME_MAX, { error: PROFILE_MESSAGES.nicknameTooLong }),
  email: checked(checks.email, 100),
  phone: checked(checks.mobile, 30),
  telephone: checked(checks.landline, 20),
  /** 1 male, 2 female (dictionary sex); null unset. */
  sex: z.union([z.literal(1), z.literal(2)], { error: '性别不正确' }).nullish(),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

export const setAvatarSchema = z.object({
  fileId: z.uuid({ error: PROFILE_MESSAGES.avatarNotFound }),
});

export const sessionIdSchema = z.object({
  sessionId: id4('会话编号不正确'),
});

/** One of the user's own live sign-ins, for "sign out elsewhere". */
export interface OwnSession {
  sessionId: number;
  ip: string | null;
  userAgent: string | null;
  createTime: string;
  lastSeenAt: string;
  expiresAt: string;
  /** The session making this request. */
  current: boolean;
}
