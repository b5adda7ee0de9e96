import { defineModule } from '../../platform/module';
import type { Platform } from '../../platform/platform';
import type { AppsApi } from '../apps/public';
import { integrationRoutes } from './routes';
import { WebUploadService } from './service';

/** Calls other systems make (spec 000 §7): the signed system-to-system upload. */
export const integrationModule = defineModule({
  name: 'integration',
  build: ({ db, fileStore, config }: Platform, { apps }: { apps: AppsApi }) => ({
    services: {
      webUploads: new WebUploadService(db, fileStore, apps.credentials, config.WEB_UPLOAD_MAX_SKEW_S),
    },
  }),
  routes: integrationRoutes,
});

export type IntegrationServices = { webUploads: WebUploadService };
