import { defineModule } from '../../platform/module';
import type { Platform } from '../../platform/platform';
import { duplicateCheckRoutes } from './routes';
import { DuplicateCheckService } from './service';

/** The duplicate check of spec 001 §5 over a whitelist of tables and fields. */
export const duplicateCheckModule = defineModule({
  name: 'duplicate-check',
  build: ({ db }: Platform) => {
    const duplicateCheck = new DuplicateCheckService(db);
    return { services: { duplicateCheck }, api: { duplicateCheck } };
  },
  routes: duplicateCheckRoutes,
});

export type DuplicateCheckServices = { duplicateCheck: DuplicateCheckService };
