import type { FastifyReply } from 'fastify';
import { ok } from './envelope';
import type { ExportOutcome } from './exports/jobs';

/** The content type of an Excel workbook (.xlsx), as every spreadsheet download sends it. */
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Sets the headers of a spreadsheet download that must not be kept by a cache:
 * the type, an ASCII file name for old clients and the real (often Chinese) one
 * in RFC 5987 form. The caller sends the workbook.
 */
export const xlsxAttachment = (reply: FastifyReply, asciiName: string, fileName: string): FastifyReply =>
  reply
    .header('content-type', XLSX_TYPE)
    .header(
      'content-disposition',
      `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    )
    .header('cache-control', 'no-store');

/**
 * The answer of an export route (platform/exports): a small export's file, as the routes
 * always answered, or the envelope naming the background job (`{ exportId, fileName,
 * rowsTotal }`) whose progress the owner receives by push.
 */
export const sendExport = (reply: FastifyReply, outcome: ExportOutcome, asciiName: string) =>
  outcome.kind === 'file'
    ? xlsxAttachment(reply, asciiName, outcome.fileName).send(outcome.stream)
    : reply.send(ok(outcome.started));
