import { defineModule } from '../../platform/module';
import type { Platform } from '../../platform/platform';
import type { AuthService } from '../auth/service';
import { homeRoutes } from './routes';
import { HomeService } from './service';

/** The portal's init call: the user, menus, permissions, icons, apps. */
export const homeModule = defineModule({
  name: 'home',
  build: ({ db }: Platform, { auth }: { auth: { auth: AuthService } }) => ({
    services: { home: new HomeService(db, auth.auth) },
  }),
  routes: homeRoutes,
});

export type HomeServices = { home: HomeService };
