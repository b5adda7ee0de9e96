import { defineModule } from '../../platform/module';
import type { Platform } from '../../platform/platform';
import { appResourceRoutes } from './resource-routes';
import { appRoutes } from './routes';
import { AppService } from './service';

/** Applications (app management). */
export const appsModule = defineModule({
  name: 'apps',
  build: ({ db }: Platform) => {
    const apps = new AppService(db);
    return { services: { apps }, api: { apps } };
  },
  routes: (app, services) => {
    appRoutes(app, services);
    appResourceRoutes(app, services);
  },
});

export type AppsServices = { apps: AppService };
