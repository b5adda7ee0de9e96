import { bankBranchOptionsSchema } from '@awards/shared/banks';
import { localeOf } from '@awards/shared/i18n';
import {
  expertRegistrationSchema,
  SITE_REGISTRATION_MESSAGES as M,
  SITE_REGISTRATION_PATHS as P,
  personRegistrationSchema,
  REGISTRATION_FILE,
  REGISTRATION_TICKET_HEADER,
  registrationCheckSchema,
  registrationCodeRequestSchema,
  registrationVerifySchema,
  unitRegistrationSchema,
} from '@awards/shared/site-registration';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { App } from '../../platform/deps';
import { ok } from '../../platform/envelope';
import { badRequest } from '../../platform/errors';
import type { RegistrationServices } from './module';

const tags = ['registration'];
const ticketOf = (request: FastifyRequest) => {
  const value = request.headers[REGISTRATION_TICKET_HEADER];
  return typeof value === 'string' ? value : undefined;
};

/**
 * The public site's registration (docs/site.md "Registration"): public routes, rate
 * limited as the sign-in is; every call after the phone check carries its ticket in the
 * `x-registration-ticket` header and is refused (401) without a live one.
 */
export function signupRoutes(
  app: App,
  { signup, persons, tickets, banks, dictionaries, fileStore, rateLimit }: RegistrationServices,
): void {
  const config = { auth: 'public' as const, rateLimit };

  app.post(
    P.sendCode,
    {
      config,
      schema: {
        tags,
        summary: 'Send a registration code by SMS to the phone',
        body: registrationCodeRequestSchema,
      },
    },
    async (request) => ok(await tickets.sendCode(request.body.phone)),
  );
  app.post(
    P.verify,
    {
      config,
      schema: {
        tags,
        summary: 'Answer the code for a registration ticket (an hour)',
        body: registrationVerifySchema,
      },
    },
    async (request) => ok(await tickets.verify(request.body.phone, request.body.code)),
  );
  app.post(
    P.check,
    {
      config,
      schema: {
        tags,
        summary: 'Whether a unit name, credit code, e-mail or ID number is free',
        body: registrationCheckSchema,
      },
    },
    async (request) => {
      const ticket = ticketOf(request);
      const phone = ticket ? (await tickets.resolve(ticket).catch(() => null))?.phone : undefined;
      return ok(
        await signup.check(
          request.body.field,
          request.body.value,
          localeOf(request.headers['accept-language']),
          phone,
        ),
      );
    },
  );
  app.post(
    P.unit,
    {
      config,
      schema: {
        tags,
        summary: "File (or, rejected, file again) a declaring unit's application",
        body: unitRegistrationSchema,
      },
    },
    async (request) => ok(await signup.registerUnit(ticketOf(request), request.body)),
  );
  app.post(
    P.expert,
    {
      config,
      schema: {
        tags,
        summary: "File (or, rejected, file again) an expert's application",
        body: expertRegistrationSchema,
      },
    },
    async (request) => ok(await signup.registerExpert(ticketOf(request), request.body)),
  );
  app.post(
    P.person,
    {
      config,
      schema: {
        tags,
        summary: 'Register a person who files objections: active at once, signs in with phone and password',
        body: personRegistrationSchema,
      },
    },
    async (request) => ok(await persons.register(ticketOf(request), request.body)),
  );
  app.post(
    P.mine,
    { config, schema: { tags, summary: "The ticket phone's application: state, reason, form" } },
    async (request) => ok(await signup.mine(ticketOf(request))),
  );
  app.post(P.banks, { config, schema: { tags, summary: 'The banks an expert chooses from' } }, async () =>
    ok(await banks.options()),
  );
  app.post(
    P.branches,
    {
      config,
      schema: { tags, summary: "One bank's branches matching a keyword", body: bankBranchOptionsSchema },
    },
    async (request) => ok(await banks.branchOptions(request.body.bankId, request.body.keyword)),
  );
  app.post(
    P.regions,
    { config, schema: { tags, summary: 'The provinces a unit chooses its region from' } },
    async () => ok(await signup.provinces()),
  );
  app.post(
    P.disciplines,
    { config, schema: { tags, summary: 'The disciplines an expert chooses from' } },
    async (request) => {
      // Each discipline's label in the caller's language (its zh_CN name where none is entered).
      const labels = await dictionaries.labelsOf('discipline', localeOf(request.headers['accept-language']));
      const items = await dictionaries.itemsOf('discipline');
      return ok(items.map((d) => ({ code: d.code, value: labels.get(d.code) ?? d.value })));
    },
  );

  void app.register(async (instance: FastifyInstance) => {
    const scope = instance as unknown as App;
    await scope.register(multipart, {
      limits: { files: 1, fields: 2, parts: 3, fileSize: REGISTRATION_FILE.maxBytes + 1, headerPairs: 100 },
    });
    scope.post(
      P.upload,
      { config, schema: { tags, summary: 'Upload the business licence or the CV (PDF, JPG, PNG; 10 MB)' } },
      async (request) => {
        const proven = await tickets.resolve(ticketOf(request));
        let part: Awaited<ReturnType<FastifyRequest['file']>>;
        try {
          part = await request.file({ limits: { fileSize: REGISTRATION_FILE.maxBytes + 1 } });
        } catch {
          throw badRequest({ file: M.fileType });
        }
        const extension = part?.filename.split('.').pop()?.toLowerCase() ?? '';
        if (!part || !(REGISTRATION_FILE.extensions as readonly string[]).includes(extension)) {
          await part?.toBuffer().catch(() => undefined);
          throw badRequest({ file: M.fileType });
        }
        // The store checks the bytes against the name (a renamed file is refused with its 400).
        const stored = await fileStore.put(part.file, {
          fileName: part.filename,
          purpose: 'attachment',
          ownerUserId: null,
        });
        if (stored.size > REGISTRATION_FILE.maxBytes) {
          await fileStore.delete(stored.fileId);
          throw badRequest({ file: M.fileType });
        }
        await tickets.rememberUpload(proven.codeId, stored.fileId);
        return ok({ fileId: stored.fileId, fileName: stored.fileName, size: stored.size });
      },
    );
  });
}
