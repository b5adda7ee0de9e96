import { defineModule } from '../../platform/module';
import type { Platform } from '../../platform/platform';
import type { AuthApi } from '../auth/public';
import type { IconsApi } from '../icons/public';
import { homeRoutes } from './routes';
import { HomeService } from './service';

/** The portal's init call: the user, menus, permissions, icons, apps. */
export const homeModule = defineModule({
  name: 'home',
  build: ({ db }: Platform, { auth, icons }: { auth: AuthApi; icons: IconsApi }) => ({
    services: { home: new HomeService(db, auth, icons) },
  }),
  routes: homeRoutes,
});

export type HomeServices = { home: HomeService };
