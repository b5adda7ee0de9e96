import { USER_IMPORT_MESSAGES as M } from '@awards/shared/users';
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
  if (!request.isMultipart()) throw badRequest({ file: M.fileRequired });
  let buffer: Buffer | undefined;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (buffer || part.fieldname !== 'file' || !XLSX_NAME.test(part.filename)) {
          // Drain what is not ours so the request can finish, then refuse it.
          await part.toBuffer().catch(() => undefined);
          if (!XLSX_NAME.test(part.filename)) throw badRequest({ file: M.xlsxOnly });
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
      throw badRequest({ file: M.fileTooLarge({ mb: Math.round(maxBytes / 1024 / 1024) }) });
    }
    if (code?.startsWith('FST_')) throw badRequest({ file: M.badUpload });
    throw error;
  }
  if (!buffer) throw badRequest({ file: M.fileRequired });
  return { buffer, fields };
}
