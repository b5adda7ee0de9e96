import type { App, RouteContext } from '../../platform/deps';
import { ok } from '../../platform/envelope';
import { projectInfo } from './service';

export function projectRoutes(app: App, { database }: RouteContext): void {
  app.get(
    '/rest/project/settings',
    {
      config: { auth: 'public' },
      schema: { tags: ['project'], summary: 'Project title, copyright, filing links' },
    },
    async () => ok(await projectInfo(database.db)),
  );
}
