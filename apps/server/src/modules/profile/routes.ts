import { profileUpdateSchema, sessionIdSchema, setAvatarSchema } from '@awards/shared/profile';
import { z } from 'zod';
import { currentUser } from '../../platform/auth/guard';
import type { App } from '../../platform/deps';
import { ok } from '../../platform/envelope';
import type { ProfileServices } from './module';

const emptyBody = z.object({}).nullish();
const config = { auth: 'login' } as const;
const tags = ['profile'];

/** The account centre's calls: each acts on the signed-in user only. */
export function profileRoutes(app: App, { profile }: ProfileServices): void {
  app.post(
    '/rest/profile/get',
    { config, schema: { tags, summary: 'The own profile (the user-info shape)', body: emptyBody } },
    async (request) => ok(await profile.get(currentUser(request))),
  );

  app.post(
    '/rest/profile/update',
    {
      config,
      schema: {
        tags,
        summary: 'Change nickname, e-mail, phones, sex; answers the profile',
        body: profileUpdateSchema,
      },
    },
    async (request) => ok(await profile.update(currentUser(request), request.body)),
  );

  app.post(
    '/rest/profile/avatar',
    {
      config,
      schema: { tags, summary: 'Use an uploaded avatar file (purpose avatar, own)', body: setAvatarSchema },
    },
    async (request) => ok(await profile.setAvatar(currentUser(request), request.body.fileId)),
  );

  app.post(
    '/rest/profile/sessions',
    { config, schema: { tags, summary: 'The own live sessions, the current one marked', body: emptyBody } },
    async (request) => ok(await profile.sessions(currentUser(request))),
  );

  app.post(
    '/rest/profile/revokeSession',
    { config, schema: { tags, summary: 'Sign out one other own session', body: sessionIdSchema } },
    async (request) => {
      await profile.revokeSession(currentUser(request), request.body.sessionId);
      return ok(null);
    },
  );

  app.post(
    '/rest/profile/revokeOtherSessions',
    { config, schema: { tags, summary: 'Sign out every other own session', body: emptyBody } },
    async (request) => ok(await profile.revokeOtherSessions(currentUser(request))),
  );
}
