import { SecretBox } from '../../platform/crypto/secret-box';
import { defineModule } from '../../platform/module';
import type { Platform } from '../../platform/platform';
import { AppCredentials } from './credentials';
import type { AppsApi } from './public';
import { appResourceRoutes } from './resource-routes';
import { appRoutes } from './routes';
import { AppService } from './service';

/** Applications (app management). */
export const appsModule = defineModule({
  name: 'apps',
  build: ({ db, config }: Platform) => {
    const apps = new AppService(db);
    const box = config.INTEGRATION_SECRET_KEY ? new SecretBox(config.INTEGRATION_SECRET_KEY) : null;
    const credentials = new AppCredentials(db, box);
    const api: AppsApi = { credentials };
    return { services: { apps, credentials }, api };
  },
  routes: (app, services) => {
    appRoutes(app, services);
    appResourceRoutes(app, services);
  },
});

export type AppsServices = { apps: AppService; credentials: AppCredentials };
