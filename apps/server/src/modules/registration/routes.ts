import { optionalBody } from '@awards/shared/admin-fields';
import { registrationAuditSchema, registrationPageQuerySchema } from '@awards/shared/registration';
import { currentUser } from '../../platform/auth/guard';
import type { App } from '../../platform/deps';
import { ok } from '../../platform/envelope';
import type { RegistrationServices } from './module';

const tags = ['registration'];

/**
 * The registration audit of declaring units (spec 001 §7 "registration audit"):
 * REGISTER_VIEW for the list, REGISTER_AUDIT for the decisions (the buttons of
 * the seeded page /register/audit).
 */
export function registrationRoutes(app: App, services: RegistrationServices): void {
  const { registrations } = services;

  app.post(
    '/rest/register/page',
    {
      config: { auth: 'REGISTER_VIEW' },
      schema: {
        tags,
        summary: 'Declarer registrations (pending unless a status is given)',
        body: optionalBody(registrationPageQuerySchema),
      },
    },
    async (request) => ok(await registrations.page(request.body)),
  );

  app.post(
    '/rest/register/audit',
    {
      config: { auth: 'REGISTER_AUDIT' },
      schema: {
        tags,
        summary: 'Approve (account enabled) or reject (reason kept), told by message',
        body: registrationAuditSchema,
      },
    },
    async (request) => ok(await registrations.audit(currentUser(request), request.body)),
  );
}
