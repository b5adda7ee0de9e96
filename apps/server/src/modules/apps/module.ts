import { defineModule } from '../../platform/module';
import type { Platform } from '../../platform/platform';
import { appRoutes } from './routes';
import { AppService } from './service';

/** Applications (app management). */
export const appsModule = defineModule({
  name: 'apps',
  build: ({ db }: Platform) => {
    const apps = new AppService(db);
    return { services: { apps }, api: { apps } };
  },
  routes: appRoutes,
});

export type AppsServices = { apps: AppService };
