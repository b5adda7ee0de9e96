import { defineModule } from '../../platform/module';
import type { Platform } from '../../platform/platform';
import type { DeclarationService } from '../declarations/service';
import { declarerRoutes } from './routes';
import { DeclarerService } from './service';

/** The declarer API: a declaring unit's own declarations (the public site's calls). */
export const declarerModule = defineModule({
  name: 'declarer',
  build: ({ db }: Platform, apis: { declarations: { declarations: DeclarationService } }) => ({
    services: { declarer: new DeclarerService(db, apis.declarations.declarations) },
  }),
  routes: declarerRoutes,
});

export type DeclarerServices = { declarer: DeclarerService };
