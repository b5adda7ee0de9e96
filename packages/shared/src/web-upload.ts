import { z } from 'zod';
import { defineMessages } from './i18n';
import { text } from './primitives';

/**
 * `POST /auth/webUpload` (spec 000 §7 "Web upload"): another system sends a file to this one,
 * multipart, with the sender and receiver systems' names and codes and a request time as form
 * fields before the file. Each system is an app of the app-management area; the sender proves
 * itself with the HMAC-SHA256 of `webUploadCanonical(fields)` under the secret issued to its app
 * (`POST /rest/app/issueSecret`), in the `X-Signature` header (docs/integration.md).
 */
export const WEB_UPLOAD_PATH = '/auth/webUpload';
export const WEB_UPLOAD_SIGNATURE_HEADER = 'x-signature';
/** The spec's client gives the call 90 s. */
export const WEB_UPLOAD_TIMEOUT_MS = 90_000;

export const WEB_UPLOAD_MESSAGES = defineMessages('webUpload', {
  off: ['系统间上传未启用', '系統間上傳未啟用', 'Uploads from other systems are not enabled'],
  signature: [
    '发送系统身份验证失败',
    '發送系統身份驗證失敗',
    'The sending system could not be authenticated',
  ],
  stale: [
    '请求时间与服务器时间相差超过{seconds}秒',
    '請求時間與伺服器時間相差超過{seconds}秒',
    'The request time is more than {seconds} seconds from the server’s clock',
  ],
  replayed: ['该上传请求已处理过', '該上傳請求已處理過', 'This upload request has already been handled'],
  digest: [
    '文件内容与签名的摘要不符',
    '文件內容與簽名的摘要不符',
    'The file’s content does not match the signed digest',
  ],
  receiver: [
    '接收系统不存在或已停用',
    '接收系統不存在或已停用',
    'The receiving system does not exist or is disabled',
  ],
  fieldsFirst: [
    '请先提交表单字段，再提交文件',
    '請先提交表單欄位，再提交文件',
    'The form fields must come before the file',
  ],
  sysName: ['系统名称为1至100个字符', '系統名稱為1至100個字元', 'A system name has 1 to 100 characters'],
  sysCode: ['系统编码不正确', '系統編碼不正確', 'The system code is not valid'],
  requestTime: [
    '请求时间须为毫秒时间戳',
    '請求時間須為毫秒時間戳',
    'The request time must be milliseconds since the epoch',
  ],
  fileSha256: [
    '文件摘要须为64位十六进制SHA-256',
    '文件摘要須為64位十六進位SHA-256',
    'The file digest must be a SHA-256 in 64 hexadecimal digits',
  ],
  keyMissing: [
    '服务器未配置集成密钥，不能签发应用密钥',
    '伺服器未配置整合金鑰，不能簽發應用金鑰',
    'The server has no integration key: app secrets cannot be issued',
  ],
});
const M = WEB_UPLOAD_MESSAGES;

const sysName = text({ error: M.sysName }).trim().min(1, { error: M.sysName }).max(100, { error: M.sysName });
// An app code (sh/apps.ts appCreateSchema).
const sysCode = text({ error: M.sysCode }).regex(/^[a-z][a-z0-9_-]{1,31}$/, { error: M.sysCode });

export const webUploadFieldsSchema = z.object({
  senderSysName: sysName,
  senderSysCode: sysCode,
  receiverSysName: sysName,
  receiverSysCode: sysCode,
  /** Milliseconds since the epoch, as the sender's clock read it. */
  requestTime: text({ error: M.requestTime })
    .regex(/^[1-9]\d{11,13}$/, { error: M.requestTime })
    .transform((v) => Number(v)),
  /** SHA-256 of the file's bytes, lower-case hex: the signature covers the body through it. */
  fileSha256: text({ error: M.fileSha256 }).regex(/^[0-9a-f]{64}$/, { error: M.fileSha256 }),
});
export type WebUploadFields = z.infer<typeof webUploadFieldsSchema>;

/** What the sender signs: one line per field, in this order, under a fixed first line. */
export function webUploadCanonical(f: {
  senderSysCode: string;
  senderSysName: string;
  receiverSysCode: string;
  receiverSysName: string;
  requestTime: number | string;
  fileSha256: string;
}): string {
  return [
    'POST /auth/webUpload',
    String(f.requestTime),
    f.senderSysCode,
    f.senderSysName,
    f.receiverSysCode,
    f.receiverSysName,
    f.fileSha256,
  ].join('\n');
}

export interface WebUploadAnswer {
  fileId: string;
  fileName: string;
  size: number;
  mime: string;
  sha256: string;
  senderSysCode: string;
  receiverSysCode: string;
  requestTime: string;
}

/** The answer of `POST /rest/app/issueSecret`: shown once, never again. */
export interface IssuedSecret {
  appId: number;
  appCode: string;
  secret: string;
  issuedAt: string;
}
