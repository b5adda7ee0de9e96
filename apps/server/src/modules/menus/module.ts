import { defineModule } from '../../platform/module';
import type { Platform } from '../../platform/platform';
import { menuButtonRoutes } from './button-routes';
import { MenuButtonService } from './button-service';
import { MenuEditService } from './edits';
import { GrantCatalogue } from './grant-catalogue';
import type { MenusApi } from './public';
import { menuRoutes } from './routes';
import { menuDataRuleRoutes } from './rule-routes';
import { DataRuleService } from './rule-service';
import { MenuService } from './service';

/** Menus, their buttons (permission codes) and their data permission rules. */
export const menusModule = defineModule({
  name: 'menus',
  build: ({ db, dataRules, sessions }: Platform) => {
    const api: MenusApi = new GrantCatalogue(db);
    const menus = new MenuService(db);
    return {
      services: {
        menus,
        menuEdits: new MenuEditService(db, menus, sessions),
        menuButtons: new MenuButtonService(db, sessions),
        menuDataRules: new DataRuleService(db, dataRules),
      },
      api,
    };
  },
  routes: (app, services) => {
    menuRoutes(app, services);
    menuButtonRoutes(app, services);
    menuDataRuleRoutes(app, services);
  },
});

export type MenusServices = {
  menus: MenuService;
  menuEdits: MenuEditService;
  menuButtons: MenuButtonService;
  menuDataRules: DataRuleService;
};
