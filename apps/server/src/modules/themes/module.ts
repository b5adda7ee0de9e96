import { defineModule } from '../../platform/module';
import type { Platform } from '../../platform/platform';
import type { DictionariesApi } from '../dictionaries/public';
import { layoutRoutes } from './layout-routes';
import { LayoutService } from './layout-service';
import { themeRoutes } from './routes';
import { ThemeService } from './service';

/** Themes (colours, backgrounds, the user's choice) and layouts. */
export const themesModule = defineModule({
  name: 'themes',
  build: ({ db }: Platform, { dictionaries }: { dictionaries: DictionariesApi }) => ({
    services: { themes: new ThemeService(db, dictionaries), layouts: new LayoutService(db) },
  }),
  routes: (app, services) => {
    themeRoutes(app, services);
    layoutRoutes(app, services);
  },
});

export type ThemesServices = { themes: ThemeService; layouts: LayoutService };
