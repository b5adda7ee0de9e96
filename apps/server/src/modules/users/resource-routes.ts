import { RESOURCE_PATHS, resourceIdSchema, userResourceQuerySchema } from '@awards/shared/resources';
import { userAddSchema, userUpdateSchema } from '@awards/shared/users';
import { currentUser } from '../../platform/auth/guard';
import type { App } from '../../platform/deps';
import { ok } from '../../platform/envelope';
import type { UsersServices } from './module';

const tags = ['users', 'resources'];
const path = RESOURCE_PATHS.user;

/**
 * `/api/user` (spec 000 §7 resource paths): the `/rest/user` calls' services, codes and
 * schemas behind GET, POST, PUT and DELETE (docs/integration.md). `/api/user/info` is auth's.
 */
export function userResourceRoutes(app: App, { users, userAccess }: UsersServices): void {
  app.get(
    path,
    {
      config: { auth: 'USER_VIEW' },
      schema: { tags, summary: 'Users, paged (as /rest/user/page)', querystring: userResourceQuerySchema },
    },
    async (request) => ok(await users.page(currentUser(request), request.query)),
  );

  app.get(
    `${path}/:id(^\\d+$)`,
    {
      config: { auth: 'USER_VIEW' },
      schema: { tags, summary: 'One user (as /rest/user/detail)', params: resourceIdSchema },
    },
    async (request) => ok(await users.detail(currentUser(request), request.params.id)),
  );

  app.post(
    path,
    {
      config: { auth: 'USER_ADD' },
      schema: { tags, summary: 'Create a user (as /rest/user/add)', body: userAddSchema },
    },
    async (request) => ok(await users.add(currentUser(request), request.body)),
  );

  app.put(
    path,
    {
      config: { auth: 'USER_EDIT' },
      schema: { tags, summary: 'Edit a user (as /rest/user/update)', body: userUpdateSchema },
    },
    async (request) => ok(await users.update(currentUser(request), request.body)),
  );

  app.delete(
    path,
    {
      config: { auth: 'USER_DEL' },
      schema: {
        tags,
        summary: 'Move a user to the recycle bin (as /rest/user/delete)',
        querystring: resourceIdSchema,
      },
    },
    async (request) => ok(await userAccess.remove(currentUser(request), [request.query.id])),
  );
}
