import { defineModule } from '../../platform/module';
import { businessModuleRoutes } from './routes';
import { BusinessModuleCatalogue } from './service';

/** Business modules (业务模块, spec 001 §7): the registry of the areas busType names, read-only. */
export const businessModulesModule = defineModule({
  name: 'business-modules',
  build: () => ({
    services: { catalogue: new BusinessModuleCatalogue() },
    api: {},
  }),
  routes: businessModuleRoutes,
});

export type BusinessModulesServices = { catalogue: BusinessModuleCatalogue };
