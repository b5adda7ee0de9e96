import { optionalBody } from '@awards/shared/admin-fields';
import {
  DECLARATION_FILE_MESSAGES,
  declarationAddSchema,
  declarationFilterSchema,
  declarationIdSchema,
  declarationPageQuerySchema,
  declarationUpdateSchema,
  declarationWithdrawSchema,
  windowExtensionSchema,
} from '@awards/shared/declarations';
import { localeOf, renderMessage } from '@awards/shared/i18n';
import type { FastifyRequest } from 'fastify';
import { currentUser } from '../../platform/auth/guard';
import type { App } from '../../platform/deps';
import { ok } from '../../platform/envelope';
import { sendExport, XLSX_TYPE } from '../../platform/xlsx';
import { asStaff } from './caller';
import type { DeclarationsServices } from './module';

const tags = ['declarations'];

/**
 * The signed-in user acting as staff, reading in the request's language: every service applies
 * their data scope itself, and names codes (and writes files) in that language.
 */
const staff = (request: FastifyRequest) =>
  asStaff(currentUser(request), localeOf(request.headers['accept-language']));

/** Declarations for staff (spec 001 §7 "declarations: add, update, delete, page, detail, revocation"), DECLARE_* codes. */
export function declarationRoutes(app: App, services: DeclarationsServices): void {
  const { declarations, windowExtensions, declarationExport, declarationForm } = services;

  app.post(
    '/rest/declare/page',
    {
      config: { auth: 'DECLARE_VIEW' },
      schema: {
        tags,
        summary: 'Declarations, newest first, filtered',
        body: optionalBody(declarationPageQuerySchema),
      },
    },
    async (request) => ok(await declarations.page(staff(request), request.body)),
  );

  app.post(
    '/rest/declare/detail',
    {
      config: { auth: 'DECLARE_VIEW' },
      schema: {
        tags,
        summary: 'One declaration: completers, attachments, audit trail',
        body: declarationIdSchema,
      },
    },
    async (request) => ok(await declarations.readDetail(staff(request), request.body.declarationId)),
  );

  app.post(
    '/rest/declare/recommendUnits',
    {
      // The picker of the staff form (代为申报): whoever reads declarations may read the list.
      config: { auth: 'DECLARE_VIEW' },
      schema: { tags, summary: "The recommending units a declaration may name (the staff form's picker)" },
    },
    async () => ok(await declarations.recommendUnits()),
  );

  app.post(
    '/rest/declare/add',
    {
      config: { auth: 'DECLARE_ADD' },
      schema: { tags, summary: "Create a draft on a unit's behalf", body: declarationAddSchema },
    },
    async (request) => ok(await declarations.add(staff(request), request.body)),
  );

  app.post(
    '/rest/declare/update',
    {
      config: { auth: 'DECLARE_EDIT' },
      schema: { tags, summary: 'Edit a draft or returned declaration', body: declarationUpdateSchema },
    },
    async (request) => ok(await declarations.update(staff(request), request.body)),
  );

  app.post(
    '/rest/declare/delete',
    {
      config: { auth: 'DECLARE_DEL' },
      schema: { tags, summary: 'Delete a draft', body: declarationIdSchema },
    },
    async (request) => ok(await declarations.remove(staff(request), request.body.declarationId)),
  );

  app.post(
    '/rest/declare/revoke',
    {
      config: { auth: 'DECLARE_REVOKE' },
      schema: {
        tags,
        summary: 'Withdraw (revoke) a declaration, reason kept',
        body: declarationWithdrawSchema,
      },
    },
    async (request) =>
      ok(await declarations.withdraw(staff(request), request.body.declarationId, request.body.reason)),
  );

  app.post(
    '/rest/declare/extension/save',
    {
      config: { auth: 'DECLARE_EDIT' },
      schema: {
        tags,
        summary: "Extend (or end the extension of) one unit's declaration window",
        body: windowExtensionSchema,
      },
    },
    async (request) => ok(await windowExtensions.save(staff(request), request.body)),
  );

  app.post(
    '/rest/declare/export',
    {
      config: { auth: 'DECLARE_EXPORT' },
      schema: {
        tags,
        summary: 'The filtered declarations: the .xlsx when small, else a background export job',
        body: optionalBody(declarationFilterSchema),
      },
    },
    async (request, reply) =>
      sendExport(reply, await declarationExport.export(staff(request), request.body), 'declarations.xlsx'),
  );

  app.post(
    '/rest/declare/exportForm',
    {
      config: { auth: 'DECLARE_EXPORT' },
      schema: {
        tags,
        summary: 'One declaration as a printable Excel form (fields, completers, attachments, trail)',
        body: declarationIdSchema,
      },
    },
    async (request, reply) => {
      const { declarationId } = request.body;
      const caller = staff(request);
      const { stream } = await declarationForm.workbook(caller, declarationId);
      const name = renderMessage(DECLARATION_FILE_MESSAGES.formFile({ id: declarationId }), caller.locale);
      return reply
        .header('content-type', XLSX_TYPE)
        .header(
          'content-disposition',
          `attachment; filename="declaration-${declarationId}.xlsx"; filename*=UTF-8''${encodeURIComponent(name)}`,
        )
        .send(stream);
    },
  );

  app.post(
    '/rest/declare/printView',
    {
      config: { auth: 'DECLARE_EXPORT' },
      schema: {
        tags,
        summary: "One declaration as a print-friendly HTML page (the browser's print-to-PDF is the PDF path)",
        body: declarationIdSchema,
      },
    },
    async (request, reply) =>
      reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(await declarationForm.html(staff(request), request.body.declarationId)),
  );
}
