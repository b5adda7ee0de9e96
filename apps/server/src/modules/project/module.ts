import { defineModule } from '../../platform/module';
import type { Platform } from '../../platform/platform';
import { signOnOptions } from '../../platform/sign-on';
import { projectRoutes } from './routes';
import { ProjectService } from './service';

/**
 * The project settings: shown before sign-in (title, description, copyright, filing
 * links, in three languages) and edited by administrators; their time zone is the
 * display clock of every instance.
 */
export const projectModule = defineModule({
  name: 'project',
  build: ({ db, clock, invalidation, log, config }: Platform) => {
    const project = new ProjectService(db, clock, invalidation, log, signOnOptions(config));
    return {
      services: { project },
      hooks: {
        // Every text the server writes for people reads instants in the project's zone.
        onReady: () => project.loadZone(),
      },
    };
  },
  routes: projectRoutes,
});

export type ProjectServices = { project: ProjectService };
