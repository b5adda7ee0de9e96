import { defineModule } from '../../platform/module';
import type { Platform } from '../../platform/platform';
import type { DictionaryService } from '../dictionaries/service';
import { layoutRoutes } from './layout-routes';
import { LayoutService } from './layout-service';
import { themeRoutes } from './routes';
import { ThemeService } from './service';

/** Themes (colours, backgrounds, the user's choice) and layouts. */
export const themesModule = defineModule({
  name: 'themes',
  build: ({ db }: Platform, { dictionaries }: { dictionaries: { dictionaries: DictionaryService } }) => ({
    services: { themes: new ThemeService(db, dictionaries.dictionaries), layouts: new LayoutService(db) },
  }),
  routes: (app, services) => {
    themeRoutes(app, services);
    layoutRoutes(app, services);
  },
});

export type ThemesServices = { themes: ThemeService; layouts: LayoutService };
