import { myAvailabilitySchema, myExpertUpdateSchema, EXPERT_SELF_PATHS as P } from '@awards/shared/experts';
import { currentUser } from '../../platform/auth/guard';
import type { App } from '../../platform/deps';
import { ok } from '../../platform/envelope';
import type { ExpertsServices } from './module';

const tags = ['experts'];

/**
 * The expert's own record and availability (the public site's expert home). Declared
 * 'login': the service admits only a client user of type expert linked to an expert
 * record, and only that record (403 for anyone else).
 */
export function expertSelfRoutes(app: App, { expertSelf }: ExpertsServices): void {
  app.post(
    P.mine,
    { config: { auth: 'login' }, schema: { tags, summary: 'My expert record (bank account masked)' } },
    async (request) => ok(await expertSelf.mine(currentUser(request))),
  );
  app.post(
    P.update,
    {
      config: { auth: 'login' },
      schema: {
        tags,
        summary: 'Edit my contact, bank, discipline and keywords (a new discipline goes back to audit)',
        body: myExpertUpdateSchema,
      },
    },
    async (request) => ok(await expertSelf.update(currentUser(request), request.body)),
  );
  app.post(
    P.editions,
    {
      config: { auth: 'login' },
      schema: { tags, summary: 'The editions of my pools open for review, with my availability' },
    },
    async (request) => ok(await expertSelf.editions(currentUser(request))),
  );
  app.post(
    P.availability,
    {
      config: { auth: 'login' },
      schema: { tags, summary: 'Say whether I am available for an edition', body: myAvailabilitySchema },
    },
    async (request) => ok(await expertSelf.setAvailability(currentUser(request), request.body)),
  );
}
