import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../platform/errors';

export interface XlsxUpload {
  buffer: Buffer;
  /** The form's text fields, by name. */
  fields: Record<string, string>;
}

const XLSX_NAME = /\.xlsx$/i;

/**
 * Reads a multipart upload of one .xlsx file plus text fields, whatever their
 * order. The multipart plugin's limits (size, parts) surface as 413 errors from
 * the iterator; they are turned into a 400 that names the file field.
 */
export async function readXlsxUpload(request: FastifyRequest, maxBytes: number): Promise<XlsxUpload> {
  if (!request.isMultipart()) throw badRequest({ file: '请选择要导入的.xlsx文件' });
  let buffer: Buffer | undefined;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (buffer || part.fieldname !== 'file' || !XLSX_NAME.test(part.filename)) {
          // Drain what is not ours so the request can finish, then refuse it.
          await part.toBuffer().catch(() => undefined);
          if (!XLSX_NAME.test(part.filename)) throw badRequest({ file: '仅支持.xlsx格式的Excel文件' });
          continue;
        }
        buffer = await part.toBuffer();
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw badRequest({ file: `文件不能超过${Math.round(maxBytes / 1024 / 1024)}MB` });
    }
    if (code?.startsWith('FST_')) throw badRequest({ file: '上传内容不正确，请只选择一个.xlsx文件' });
    throw error;
  }
  if (!buffer) throw badRequest({ file: '请选择要导入的.xlsx文件' });
  return { buffer, fields };
}
