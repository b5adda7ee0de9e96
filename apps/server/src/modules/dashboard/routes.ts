import { z } from 'zod';
import { currentUser } from '../../platform/auth/guard';
import type { App, RouteContext } from '../../platform/deps';
import { ok } from '../../platform/envelope';

// The specification's clients post an empty object, or nothing at all; nothing in it is read.
const emptyBody = z.object({}).nullish();

/** The home page's figures: the mock-only calls of spec 000 §7, made real. */
export function dashboardRoutes(app: App, { services: { dashboard } }: RouteContext): void {
  app.post(
    '/rest/index/loginfo',
    {
      config: { auth: 'login' },
      schema: {
        tags: ['dashboard'],
        summary: "Today's sign-ins and visits, total sign-ins, and the user's previous sign-in",
        body: emptyBody,
      },
    },
    async (request) => ok(await dashboard.loginInfo(currentUser(request))),
  );

  app.post(
    '/rest/index/visitInfo',
    {
      config: { auth: 'login' },
      schema: { tags: ['dashboard'], summary: 'Visits and sign-ins per day, last 7 days', body: emptyBody },
    },
    async () => ok(await dashboard.visitInfo()),
  );
}
