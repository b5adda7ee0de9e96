import { defineModule } from '../../platform/module';
import type { Platform } from '../../platform/platform';
import { projectRoutes } from './routes';

/** The project settings shown before sign-in (title, copyright, filing links). */
export const projectModule = defineModule({
  name: 'project',
  build: ({ database }: Platform) => ({ services: { database } }),
  routes: projectRoutes,
});

export type ProjectServices = { database: Platform['database'] };
