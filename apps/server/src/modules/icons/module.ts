import { defineModule } from '../../platform/module';
import type { Platform } from '../../platform/platform';
import { iconRoutes } from './routes';
import { IconService } from './service';

/** The icon library menus and custom SVG icons draw from. */
export const iconsModule = defineModule({
  name: 'icons',
  build: ({ db }: Platform) => {
    const icons = new IconService(db);
    return { services: { icons }, api: { icons } };
  },
  routes: iconRoutes,
});

export type IconsServices = { icons: IconService };
