import { z } from 'zod';
import { defineMessages } from './i18n';
import { id4, text } from './primitives';
import { checks } from './validators';

export const PROFILE_MESSAGES = defineMessages('profile', {
  nicknameRequired: ['请输入昵称', '請輸入暱稱', 'Please enter a nickname'],
  nicknameTooLong: [
    '昵称不能超过20个字符',
    '暱稱不能超過20個字符',
    'The nickname can be 20 characters at most',
  ],
  tooLong: ['内容过长', '內容過長', 'The text is too long'],
  sex: ['性别不正确', '性別不正確', 'The sex is not valid'],
  emailTaken: [
    '该邮箱已被其他用户使用',
    '該郵箱已被其他用戶使用',
    'Another user already has this e-mail address',
  ],
  phoneTaken: [
    '该手机号已被其他用户使用',
    '該手機號已被其他用戶使用',
    'Another user already has this mobile number',
  ],
  avatarNotFound: [
    '头像文件不存在，请重新上传',
    '頭像文件不存在，請重新上傳',
    'The picture is gone; please upload it again',
  ],
  sessionId: ['会话编号不正确', '會話編號不正確', 'The session number is not valid'],
  sessionNotFound: ['会话不存在或已结束', '會話不存在或已結束', 'That session no longer exists'],
  currentSession: [
    '不能在这里结束当前会话，请使用退出登录',
    '不能在這裡結束當前會話，請使用退出登錄',
    'Use sign-out to end this session',
  ],
});

export const NICKNAME_MAX = 20;

/** An optional text checked by one of the shared validators; '' clears the field. */
const checked = (check: (v: string) => string | null, max: number) =>
  text()
    .trim()
    .max(max, { error: PROFILE_MESSAGES.tooLong })
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
  sex: z.union([z.literal(1), z.literal(2)], { error: PROFILE_MESSAGES.sex }).nullish(),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

export const setAvatarSchema = z.object({
  fileId: z.uuid({ error: PROFILE_MESSAGES.avatarNotFound }),
});

export const sessionIdSchema = z.object({
  sessionId: id4(PROFILE_MESSAGES.sessionId),
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
