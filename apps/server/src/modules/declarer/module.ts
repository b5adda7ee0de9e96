import { defineModule } from '../../platform/module';
import type { Platform } from '../../platform/platform';
import type { DeclarationsApi } from '../declarations/public';
import { declarerRoutes } from './routes';
import { DeclarerService } from './service';

/** The declarer API: a declaring unit's own declarations (the public site's calls). */
export const declarerModule = defineModule({
  name: 'declarer',
  build: ({ db }: Platform, apis: { declarations: DeclarationsApi }) => ({
    services: { declarer: new DeclarerService(apis.declarations, db) },
  }),
  routes: declarerRoutes,
});

export type DeclarerServices = { declarer: DeclarerService };
