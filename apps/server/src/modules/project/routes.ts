import type { App } from '../../platform/deps';
import { ok } from '../../platform/envelope';
import type { ProjectServices } from './module';
import { projectInfo } from './service';

export function projectRoutes(app: App, { database }: ProjectServices): void {
  app.get(
    '/rest/project/settings',
    {
      config: { auth: 'public' },
      schema: { tags: ['project'], summary: 'Project title, copyright, filing links' },
    },
    async () => ok(await projectInfo(database.db)),
  );
}
