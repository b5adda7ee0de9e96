import { projectUpdateSchema } from '@awards/shared/project';
import { currentUser } from '../../platform/auth/guard';
import type { App } from '../../platform/deps';
import { ok } from '../../platform/envelope';
import type { ProjectServices } from './module';

const tags = ['project'];

/** The project settings: what the sign-in page reads, and the administrators' page. */
export function projectRoutes(app: App, { project }: ProjectServices): void {
  app.get(
    '/rest/project/settings',
    {
      config: { auth: 'public' },
      schema: { tags, summary: 'Project title, copyright, filing links, time zone' },
    },
    async () => ok(await project.info()),
  );

  app.post(
    '/rest/project/detail',
    {
      config: { auth: 'PROJECT_VIEW' },
      schema: { tags, summary: 'The project settings with who saved them last' },
    },
    async () => ok(await project.detail()),
  );

  app.post(
    '/rest/project/update',
    {
      config: { auth: 'PROJECT_EDIT' },
      schema: {
        tags,
        summary: 'Save the project settings (the time zone applies at once)',
        body: projectUpdateSchema,
      },
    },
    async (request) => ok(await project.update(currentUser(request), request.body)),
  );
}
