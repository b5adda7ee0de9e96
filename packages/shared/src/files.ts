import { z } from 'zod';
import { defineMessages } from './i18n';

/**
 * What an uploaded file is for. The purpose decides the size limit, the allowed
 * types and who may download it (docs/account-decisions.md, "Files").
 */
export const FILE_PURPOSES = ['avatar', 'attachment'] as const;
export type FilePurpose = (typeof FILE_PURPOSES)[number];

/** A family of content recognised by its first bytes, not by the name the client sent. */
export type ContentKind = 'png' | 'jpeg' | 'gif' | 'webp' | 'pdf' | 'zip' | 'ole' | 'text' | 'mp4' | 'webm';

export interface PurposeLimits {
  maxBytes: number;
  /** Allowed file-name extensions (lower case), each with the content its bytes must show. */
  extensions: Record<string, { kind: ContentKind; mime: string }>;
}

const IMAGES = {
  png: { kind: 'png', mime: 'image/png' },
  jpg: { kind: 'jpeg', mime: 'image/jpeg' },
  jpeg: { kind: 'jpeg', mime: 'image/jpeg' },
  webp: { kind: 'webp', mime: 'image/webp' },
} as const;

const MB = 1024 * 1024;

export const FILE_LIMITS: Record<FilePurpose, PurposeLimits> = {
  avatar: { maxBytes: 2 * MB, extensions: IMAGES },
  attachment: {
    maxBytes: 20 * MB,
    extensions: {
      ...IMAGES,
      gif: { kind: 'gif', mime: 'image/gif' },
      pdf: { kind: 'pdf', mime: 'application/pdf' },
      doc: { kind: 'ole', mime: 'application/msword' },
      xls: { kind: 'ole', mime: 'application/vnd.ms-excel' },
      ppt: { kind: 'ole', mime: 'application/vnd.ms-powerpoint' },
      docx: {
        kind: 'zip',
        mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      },
      xlsx: { kind: 'zip', mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
      pptx: {
        kind: 'zip',
        mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      },
      zip: { kind: 'zip', mime: 'application/zip' },
      txt: { kind: 'text', mime: 'text/plain; charset=utf-8' },
      csv: { kind: 'text', mime: 'text/csv; charset=utf-8' },
      // Short demonstration videos within the attachment limit, played in the portal's player.
      mp4: { kind: 'mp4', mime: 'video/mp4' },
      webm: { kind: 'webm', mime: 'video/webm' },
    },
  },
};

/**
 * What the server itself keeps in the file store besides uploads: the files of background
 * exports. Never a purpose a client may upload under (uploadQuerySchema names FILE_PURPOSES).
 */
export type StoredPurpose = FilePurpose | 'export';

const XLSX = {
  kind: 'zip',
  mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/** The limits of every purpose the store keeps: an export may hold up to a million rows. */
export const STORED_FILE_LIMITS: Record<StoredPurpose, PurposeLimits> = {
  ...FILE_LIMITS,
  export: { maxBytes: 1024 * MB, extensions: { xlsx: XLSX } },
};

/** A size limit in whole megabytes, as FILE_MESSAGES.tooLarge names it. */
export const megabytes = (bytes: number) => Math.round(bytes / MB);

export const FILE_MESSAGES = defineMessages('files', {
  missing: ['请选择要上传的文件', '請選擇要上傳的文件', 'Please choose a file to upload'],
  /** maxMb: megabytes(maxBytes). */
  tooLarge: ['文件大小不能超过{maxMb}MB', '文件大小不能超過{maxMb}MB', 'The file can be {maxMb} MB at most'],
  avatarType: [
    '头像只能是 PNG、JPEG 或 WebP 图片',
    '頭像只能是 PNG、JPEG 或 WebP 圖片',
    'The picture must be a PNG, JPEG or WebP image',
  ],
  attachmentType: ['不支持的文件类型', '不支持的文件類型', 'This type of file is not accepted'],
  contentMismatch: [
    '文件内容与扩展名不符',
    '文件內容與副檔名不符',
    "The file's content does not match its extension",
  ],
  empty: ['文件内容为空', '文件內容為空', 'The file is empty'],
  downloadFailed: ['文件下载失败', '檔案下載失敗', 'File download failed'],
  purpose: ['文件用途不正确', '文件用途不正確', 'The purpose of the file is not valid'],
});

export const uploadQuerySchema = z.object({
  purpose: z.enum(FILE_PURPOSES, { error: FILE_MESSAGES.purpose }).default('attachment'),
});

/** The answer of `POST /rest/file/upload`. */
export interface UploadedFile {
  fileId: string;
  fileName: string;
  size: number;
  mime: string;
  purpose: StoredPurpose;
  /** The download path, without the token (the client adds its own). */
  url: string;
}

export const FILE_DOWNLOAD_PREFIX = '/rest/file/download/';

export const fileDownloadPath = (fileId: string) => `${FILE_DOWNLOAD_PREFIX}${fileId}`;

/** The lower-case extension of a file name, or '' when it has none. */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
}
