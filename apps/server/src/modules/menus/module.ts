import { defineModule } from '../../platform/module';
import type { Platform } from '../../platform/platform';
import { menuButtonRoutes } from './button-routes';
import { MenuButtonService } from './button-service';
import { menuRoutes } from './routes';
import { menuDataRuleRoutes } from './rule-routes';
import { DataRuleService } from './rule-service';
import { MenuService } from './service';

/** Menus, their buttons (permission codes) and their data permission rules. */
export const menusModule = defineModule({
  name: 'menus',
  build: ({ db, dataRules }: Platform) => ({
    services: {
      menus: new MenuService(db),
      menuButtons: new MenuButtonService(db),
      menuDataRules: new DataRuleService(db, dataRules),
    },
  }),
  routes: (app, services) => {
    menuRoutes(app, services);
    menuButtonRoutes(app, services);
    menuDataRuleRoutes(app, services);
  },
});

export type MenusServices = {
  menus: MenuService;
  menuButtons: MenuButtonService;
  menuDataRules: DataRuleService;
};
