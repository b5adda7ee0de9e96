import {
  permissionResourceQuerySchema,
  RESOURCE_PATHS,
  resourceIdSchema,
  roleResourceAddSchema,
  roleResourceQuerySchema,
  roleResourceUpdateSchema,
} from '@awards/shared/resources';
import { currentUser } from '../../platform/auth/guard';
import type { App } from '../../platform/deps';
import { ok } from '../../platform/envelope';
import type { RolesServices } from './module';

const tags = ['roles', 'resources'];
const path = RESOURCE_PATHS.role;

/**
 * `/api/role`, `/api/permission` and `/api/permission/no-pager` (spec 000 §7 resource paths):
 * the `/rest/role` calls' services and codes (docs/integration.md). A permission is an entry
 * of the menu-and-button tree roles are granted, as `/rest/role/permissionTree` gives it.
 */
export function roleResourceRoutes(app: App, { roles, rolePermissions }: RolesServices): void {
  app.get(
    path,
    {
      config: { auth: 'ROLE_VIEW' },
      schema: { tags, summary: 'Roles, paged (as /rest/role/page)', querystring: roleResourceQuerySchema },
    },
    async (request) => ok(await roles.page(currentUser(request), request.query)),
  );

  app.get(
    `${path}/:id(^\\d+$)`,
    {
      config: { auth: 'ROLE_VIEW' },
      schema: { tags, summary: 'One role (as /rest/role/detail)', params: resourceIdSchema },
    },
    async (request) => ok(await roles.detail(request.params.id)),
  );

  app.post(
    path,
    {
      config: { auth: 'ROLE_ADD' },
      schema: {
        tags,
        summary: 'Create a role (the roleEntity of /rest/role/add)',
        body: roleResourceAddSchema,
      },
    },
    async (request) => ok(await roles.add(currentUser(request), request.body)),
  );

  app.put(
    path,
    {
      config: { auth: 'ROLE_EDIT' },
      schema: {
        tags,
        summary: 'Edit a role (the roleEntity of /rest/role/update)',
        body: roleResourceUpdateSchema,
      },
    },
    async (request) => ok(await roles.update(currentUser(request), request.body)),
  );

  app.delete(
    path,
    {
      config: { auth: 'ROLE_DEL' },
      schema: {
        tags,
        summary: 'Delete a role nobody holds (as /rest/role/delete)',
        querystring: resourceIdSchema,
      },
    },
    async (request) => {
      await roles.remove(currentUser(request), request.query.id);
      return ok(null);
    },
  );

  app.get(
    RESOURCE_PATHS.permission,
    {
      config: { auth: 'ROLE_MENU' },
      schema: {
        tags,
        summary: 'The permission tree’s areas, paged, each with its menus and buttons',
        querystring: permissionResourceQuerySchema,
      },
    },
    async (request) => ok(await rolePermissions.treePage(request.query)),
  );

  app.get(
    RESOURCE_PATHS.permissionNoPager,
    {
      config: { auth: 'ROLE_MENU' },
      schema: { tags, summary: 'The whole permission tree (as /rest/role/permissionTree)' },
    },
    async () => ok(await rolePermissions.tree()),
  );
}
