import { defineModule } from '../../platform/module';
import type { Platform } from '../../platform/platform';
import { projectRoutes } from './routes';
import { projectInfo } from './service';

/** The project settings shown before sign-in (title, copyright, filing links). */
export const projectModule = defineModule({
  name: 'project',
  build: ({ database, clock }: Platform) => ({
    services: { database },
    hooks: {
      // Every text the server writes for people reads instants in the project's zone.
      onReady: async () => clock.setZone((await projectInfo(database.db)).timeZone),
    },
  }),
  routes: projectRoutes,
});

export type ProjectServices = { database: Platform['database'] };
