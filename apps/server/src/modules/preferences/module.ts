import { defineModule } from '../../platform/module';
import type { Platform } from '../../platform/platform';
import { preferenceRoutes } from './routes';
import { PreferenceService } from './service';

/** The products-and-services drawer: favourites, frequent and recent menus. */
export const preferencesModule = defineModule({
  name: 'preferences',
  build: ({ db }: Platform) => {
    const preferences = new PreferenceService(db);
    return { services: { preferences }, api: { preferences } };
  },
  routes: preferenceRoutes,
});

export type PreferencesServices = { preferences: PreferenceService };
