import { defineModule } from '../../platform/module';
import type { Platform } from '../../platform/platform';
import type { IconsApi } from './public';
import { iconRoutes } from './routes';
import { IconService } from './service';

/** The icon library menus and custom SVG icons draw from. */
export const iconsModule = defineModule({
  name: 'icons',
  build: ({ db }: Platform) => {
    const icons = new IconService(db);
    const api: IconsApi = icons;
    return { services: { icons }, api };
  },
  routes: iconRoutes,
});

export type IconsServices = { icons: IconService };
