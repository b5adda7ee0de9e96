import { optionalBody } from '@awards/shared/admin-fields';
import {
  declarationAddSchema,
  declarationFilterSchema,
  declarationIdSchema,
  declarationPageQuerySchema,
  declarationUpdateSchema,
  declarationWithdrawSchema,
  windowExtensionSchema,
} from '@awards/shared/declarations';
import { currentUser } from '../../platform/auth/guard';
import type { App } from '../../platform/deps';
import { ok } from '../../platform/envelope';
import { XLSX_TYPE } from '../users/export';
import type { DeclarationsServices } from './module';
import { requireUnitVisible, requireVisible } from './repository';

const tags = ['declarations'];

/** Declarations for staff (spec 001 §7 "declarations: add, update, delete, page, detail, revocation"), DECLARE_* codes. */
export function declarationRoutes(app: App, services: DeclarationsServices): void {
  const { declarations, declarationExport, declarationForm, db } = services;

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
    async (request) => ok(await declarations.page(currentUser(request), request.body)),
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
    async (request) => {
      await requireVisible(db, currentUser(request), request.body.declarationId);
      return ok(await declarations.detail(request.body.declarationId));
    },
  );

  app.post(
    '/rest/declare/add',
    {
      config: { auth: 'DECLARE_ADD' },
      schema: { tags, summary: "Create a draft on a unit's behalf", body: declarationAddSchema },
    },
    async (request) => {
      await requireUnitVisible(db, currentUser(request), request.body.unitId);
      return ok(await declarations.add(currentUser(request), request.body));
    },
  );

  app.post(
    '/rest/declare/update',
    {
      config: { auth: 'DECLARE_EDIT' },
      schema: { tags, summary: 'Edit a draft or returned declaration', body: declarationUpdateSchema },
    },
    async (request) => {
      await requireVisible(db, currentUser(request), request.body.declarationId);
      return ok(await declarations.update(currentUser(request), request.body));
    },
  );

  app.post(
    '/rest/declare/delete',
    {
      config: { auth: 'DECLARE_DEL' },
      schema: { tags, summary: 'Delete a draft', body: declarationIdSchema },
    },
    async (request) => {
      await requireVisible(db, currentUser(request), request.body.declarationId);
      return ok(await declarations.remove(request.body.declarationId));
    },
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
    async (request) => {
      await requireVisible(db, currentUser(request), request.body.declarationId);
      return ok(
        await declarations.withdraw(
          currentUser(request),
          request.body.declarationId,
          request.body.reason,
          'staff',
        ),
      );
    },
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
    async (request) => {
      await requireUnitVisible(db, currentUser(request), request.body.unitId);
      return ok(await declarations.saveExtension(currentUser(request), request.body));
    },
  );

  app.post(
    '/rest/declare/export',
    {
      config: { auth: 'DECLARE_EXPORT' },
      schema: {
        tags,
        summary: 'The filtered declarations as .xlsx (bounded)',
        body: optionalBody(declarationFilterSchema),
      },
    },
    async (request, reply) => {
      const stream = await declarationExport.export(currentUser(request), request.body);
      return reply
        .header('content-type', XLSX_TYPE)
        .header(
          'content-disposition',
          `attachment; filename="declarations.xlsx"; filename*=UTF-8''${encodeURIComponent('申报列表.xlsx')}`,
        )
        .send(stream);
    },
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
      const { stream } = await declarationForm.workbook(currentUser(request), declarationId);
      const name = `申报书-${declarationId}.xlsx`;
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
        .send(await declarationForm.html(currentUser(request), request.body.declarationId)),
  );
}
