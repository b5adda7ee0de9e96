import { optionalBody } from '@awards/shared/admin-fields';
import {
  BANK_BRANCH_IMPORT_MAX_BYTES,
  BANK_MESSAGES,
  bankBranchIdSchema,
  bankBranchOptionsSchema,
  bankBranchPageQuerySchema,
  bankBranchSaveSchema,
  bankIdSchema,
  bankPageQuerySchema,
  bankSaveSchema,
} from '@awards/shared/banks';
import { localeOf } from '@awards/shared/i18n';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../platform/auth/guard';
import type { App } from '../../platform/deps';
import { ok } from '../../platform/envelope';
import { badRequest } from '../../platform/errors';
import { importBranches } from './import';
import type { BanksServices } from './module';

const tags = ['banks'];

/** Banks (BANK_*) and branch banks (BANKBRANCH_*): the catalogue page /_system/banks. */
export function bankRoutes(app: App, { banks, db, push }: BanksServices): void {
  // Multipart only where the import needs it, with its limits.
  void app.register(async (instance: FastifyInstance) => {
    const scope = instance as unknown as App;
    await scope.register(multipart, {
      limits: { files: 1, fields: 0, parts: 1, fileSize: BANK_BRANCH_IMPORT_MAX_BYTES + 1, headerPairs: 100 },
    });
    scope.post(
      '/rest/bankBranch/import',
      {
        config: { auth: 'BANKBRANCH_IMPORT' },
        schema: {
          tags,
          summary: 'Import branch banks from .xlsx (multipart file); answers the refused rows',
        },
      },
      async (request) => {
        let buffer: Buffer | null = null;
        try {
          const part = await request.file();
          if (part && /\.xlsx$/i.test(part.filename)) buffer = await part.toBuffer();
          else await part?.toBuffer();
        } catch {
          buffer = null;
        }
        if (!buffer || buffer.length > BANK_BRANCH_IMPORT_MAX_BYTES)
          throw badRequest({ file: BANK_MESSAGES.importFile });
        const locale = localeOf(request.headers['accept-language']);
        const user = currentUser(request);
        // The importer's dialog shows the rows worked through (the users' import does the same).
        const progress = (rowsDone: number, rowsTotal: number, status: 'running' | 'done') =>
          push
            .toUsers([user.userId], {
              cmd: 'import',
              import: { kind: 'bankBranches', status, rowsDone, rowsTotal },
            })
            .catch(() => undefined);
        return ok(await importBranches(db, buffer, user.loginName, locale, progress));
      },
    );
  });

  app.post(
    '/rest/bank/page',
    {
      config: { auth: 'BANK_VIEW' },
      schema: {
        tags,
        summary: 'Banks in their order, with their branch counts',
        body: optionalBody(bankPageQuerySchema),
      },
    },
    async (request) => ok(await banks.page(request.body)),
  );
  app.post(
    '/rest/bank/list',
    { config: { auth: 'login' }, schema: { tags, summary: 'Every bank, for a select' } },
    async () => ok(await banks.options()),
  );
  app.post(
    '/rest/bank/branchOptions',
    {
      config: { auth: 'login' },
      schema: {
        tags,
        summary: "One bank's branches matching a keyword (50 at most)",
        body: bankBranchOptionsSchema,
      },
    },
    async (request) => ok(await banks.branchOptions(request.body.bankId, request.body.keyword)),
  );
  app.post(
    '/rest/bank/add',
    {
      config: { auth: 'BANK_ADD' },
      schema: { tags, summary: 'Add a bank', body: bankSaveSchema.omit({ bankId: true }) },
    },
    async (request) => ok(await banks.save(currentUser(request), request.body)),
  );
  app.post(
    '/rest/bank/edit',
    {
      config: { auth: 'BANK_EDIT' },
      schema: { tags, summary: 'Edit a bank', body: bankSaveSchema.required({ bankId: true }) },
    },
    async (request) => ok(await banks.save(currentUser(request), request.body)),
  );
  app.post(
    '/rest/bank/delete',
    {
      config: { auth: 'BANK_DEL' },
      schema: { tags, summary: 'Delete a bank without branches', body: bankIdSchema },
    },
    async (request) => ok(await banks.remove(request.body.bankId)),
  );

  app.post(
    '/rest/bankBranch/page',
    {
      config: { auth: 'BANKBRANCH_VIEW' },
      schema: {
        tags,
        summary: 'Branch banks, of one bank or all',
        body: optionalBody(bankBranchPageQuerySchema),
      },
    },
    async (request) => ok(await banks.branchPage(request.body)),
  );
  app.post(
    '/rest/bankBranch/add',
    {
      config: { auth: 'BANKBRANCH_ADD' },
      schema: { tags, summary: 'Add a branch bank', body: bankBranchSaveSchema.omit({ branchId: true }) },
    },
    async (request) => ok(await banks.saveBranch(currentUser(request), request.body)),
  );
  app.post(
    '/rest/bankBranch/edit',
    {
      config: { auth: 'BANKBRANCH_EDIT' },
      schema: {
        tags,
        summary: 'Edit a branch bank',
        body: bankBranchSaveSchema.required({ branchId: true }),
      },
    },
    async (request) => ok(await banks.saveBranch(currentUser(request), request.body)),
  );
  app.post(
    '/rest/bankBranch/delete',
    {
      config: { auth: 'BANKBRANCH_DEL' },
      schema: { tags, summary: 'Delete a branch no expert uses', body: bankBranchIdSchema },
    },
    async (request) => ok(await banks.removeBranch(request.body.branchId)),
  );
}
