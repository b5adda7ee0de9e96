import { optionalBody } from '@awards/shared/admin-fields';
import { businessModuleQuerySchema, BUSINESS_MODULE_PATHS as P } from '@awards/shared/business-modules';
import { localeOf } from '@awards/shared/i18n';
import type { App } from '../../platform/deps';
import { ok } from '../../platform/envelope';
import type { BusinessModulesServices } from './module';

const tags = ['business-modules'];

/** The catalogue page /_system/business-modules (BUSMODULE_VIEW): the registry, read-only. */
export function businessModuleRoutes(app: App, { catalogue }: BusinessModulesServices): void {
  app.post(
    P.list,
    {
      config: { auth: 'BUSMODULE_VIEW' },
      schema: {
        tags,
        summary: 'The business modules that busType names, with the page a busId opens',
        body: optionalBody(businessModuleQuerySchema),
      },
    },
    async (request) => ok(catalogue.list(request.body ?? {}, localeOf(request.headers['accept-language']))),
  );
}
