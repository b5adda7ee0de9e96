import { defineModule } from '../../platform/module';
import type { Platform } from '../../platform/platform';
import { enhanceScriptRoutes } from './routes';
import { EnhanceScriptService } from './service';

/** Enhance scripts (增强脚本, spec 000 §1/§3): per-table display scripts kept in 16 versions, run only in the portal. */
export const enhanceScriptsModule = defineModule({
  name: 'enhance-scripts',
  build: ({ db }: Platform) => ({
    services: { enhanceScripts: new EnhanceScriptService(db) },
    api: {},
  }),
  routes: enhanceScriptRoutes,
});

export type EnhanceScriptsServices = { enhanceScripts: EnhanceScriptService };
