import { ANALYSIS_DAY_CHOICES, DASHBOARD_PATHS } from '@awards/shared/dashboard';
import { MONITOR_MESSAGES } from '@awards/shared/monitor';
import { z } from 'zod';
import { currentUser } from '../../platform/auth/guard';
import type { App } from '../../platform/deps';
import { ok } from '../../platform/envelope';
import type { DashboardServices } from './module';

// The specification's clients post an empty object, or nothing at all; nothing in it is read.
const emptyBody = z.object({}).nullish();

/** The home page's figures: the mock-only calls of spec 000 §7, made real. */
const analysisBody = z.preprocess(
  (v) => v ?? {},
  z.object({
    days: z.coerce
      .number({ error: MONITOR_MESSAGES.analysisDays })
      .pipe(z.literal(ANALYSIS_DAY_CHOICES, { error: MONITOR_MESSAGES.analysisDays }))
      .default(7),
  }),
);

export function dashboardRoutes(
  app: App,
  { dashboard, analysis, overview, sessions }: DashboardServices,
): void {
  app.post(
    DASHBOARD_PATHS.overview,
    {
      // Every staff user's home page: figures inside their data scope, queues by their codes.
      config: { auth: 'staff' },
      schema: {
        tags: ['dashboard'],
        summary: 'The home page: current edition, its stage and end, backlog per stage, own queues',
        body: emptyBody,
      },
    },
    async (request) => {
      const user = currentUser(request);
      return ok(await overview.overview(user, await sessions.permissionCodes(user.userId)));
    },
  );

  app.post(
    DASHBOARD_PATHS.analysis,
    {
      // Site-wide figures, like loginfo and visitInfo: any staff user's home page, never a
      // client user's (docs/security.md, "Staff-only routes").
      config: { auth: 'staff' },
      schema: {
        tags: ['dashboard'],
        summary: 'Visits, sign-ins, error rate, busiest routes and job outcomes per day',
        body: analysisBody,
      },
    },
    async (request) => ok(await analysis.analysis(request.body.days)),
  );

  app.post(
    '/rest/index/loginfo',
    {
      config: { auth: 'staff' },
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
      config: { auth: 'staff' },
      schema: { tags: ['dashboard'], summary: 'Visits and sign-ins per day, last 7 days', body: emptyBody },
    },
    async () => ok(await dashboard.visitInfo()),
  );
}
