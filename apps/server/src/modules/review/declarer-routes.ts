import { localeOf } from '@awards/shared/i18n';
import { avoidAddSchema, avoidListSchema } from '@awards/shared/review';
import { currentUser } from '../../platform/auth/guard';
import type { App } from '../../platform/deps';
import { ok } from '../../platform/envelope';
import type { ReviewServices } from './module';

const tags = ['declarer'];

/**
 * The declarer's avoidance requests (回避申请), on the declarer API's prefix. Declared
 * 'login': the service admits only client users of type declarer, for their own unit's
 * declarations (another unit's is 404, as if absent).
 */
export function declarerAvoidRoutes(app: App, { avoid }: ReviewServices): void {
  app.post(
    '/rest/declarer/avoid/add',
    {
      config: { auth: 'login' },
      schema: {
        tags,
        summary: 'Ask that an organisation, or a named expert of it, not review my declaration',
        body: avoidAddSchema,
      },
    },
    async (request) =>
      ok(await avoid.add(currentUser(request), request.body, localeOf(request.headers['accept-language']))),
  );
  app.post(
    '/rest/declarer/avoid/list',
    {
      config: { auth: 'login' },
      schema: {
        tags,
        summary: "My declaration's avoidance requests and their status",
        body: avoidListSchema,
      },
    },
    async (request) =>
      ok(
        await avoid.list(
          currentUser(request),
          request.body.declarationId,
          localeOf(request.headers['accept-language']),
        ),
      ),
  );
}
