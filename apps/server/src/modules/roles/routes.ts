import { optionalBody } from '@awards/shared/admin-fields';
import {
  checkRoleCodeSchema,
  roleAddSchema,
  roleBindDataRulesSchema,
  roleBindDataScopeSchema,
  roleBindPermissionSchema,
  roleDataRulesQuerySchema,
  roleIdSchema,
  rolePageQuerySchema,
  roleUnboundUsersQuerySchema,
  roleUpdateSchema,
  roleUserRelationSchema,
  roleUsersQuerySchema,
} from '@awards/shared/roles';
import { currentUser } from '../../platform/auth/guard';
import type { App } from '../../platform/deps';
import { ok } from '../../platform/envelope';
import type { RolesServices } from './module';

const tags = ['roles'];

/** Role administration (spec 001 §7 "Roles"), ROLE_* codes. */
export function roleRoutes(app: App, services: RolesServices): void {
  const { roles, roleDataScope, roleMembers, rolePermissions } = services;

  app.post(
    '/rest/role/page',
    {
      config: { auth: 'ROLE_VIEW' },
      schema: { tags, summary: 'Roles with their user counts', body: optionalBody(rolePageQuerySchema) },
    },
    async (request) => ok(await roles.page(currentUser(request), request.body)),
  );

  app.post(
    '/rest/role/all',
    // The user form's role picker needs it as much as the roles page does; roles and
    // their remarks are staff matters (docs/security.md, "Staff-only routes").
    {
      config: { auth: 'staff' },
      schema: { tags, summary: 'Every role, for pickers, each flagged grantable or not for the caller' },
    },
    async (request) => ok(await roles.all(currentUser(request))),
  );

  app.post(
    '/rest/role/detail',
    { config: { auth: 'ROLE_VIEW' }, schema: { tags, summary: 'One role', body: roleIdSchema } },
    async (request) => ok(await roles.detail(request.body.roleId)),
  );

  app.post(
    '/rest/role/add',
    {
      config: { auth: 'ROLE_ADD' },
      schema: { tags, summary: 'Create a role: { roleEntity: {...} }', body: roleAddSchema },
    },
    async (request) => ok(await roles.add(currentUser(request), request.body.roleEntity)),
  );

  app.post(
    '/rest/role/update',
    {
      config: { auth: 'ROLE_EDIT' },
      schema: { tags, summary: 'Edit a role: { roleEntity: { roleId, ... } }', body: roleUpdateSchema },
    },
    async (request) => ok(await roles.update(currentUser(request), request.body.roleEntity)),
  );

  app.post(
    '/rest/role/delete',
    {
      config: { auth: 'ROLE_DEL' },
      schema: { tags, summary: 'Delete a role nobody holds (422 while users hold it)', body: roleIdSchema },
    },
    async (request) => {
      await roles.remove(currentUser(request), request.body.roleId);
      return ok(null);
    },
  );

  app.post(
    '/rest/role/checkRoleCode',
    {
      config: { auth: 'ROLE_VIEW' },
      schema: {
        tags,
        summary: 'Is the role code well-formed and free? 409 when taken',
        body: checkRoleCodeSchema,
      },
    },
    async (request) => ok(await roles.checkCode(request.body.roleCode, request.body.roleId)),
  );

  app.post(
    '/rest/role/users',
    {
      config: { auth: 'ROLE_USER' },
      schema: {
        tags,
        summary: 'Users holding the role (in the data scope), paged',
        body: roleUsersQuerySchema,
      },
    },
    async (request) => ok(await roleMembers.list(currentUser(request), request.body)),
  );

  app.post(
    '/rest/role/addUsers',
    {
      config: { auth: 'ROLE_USER' },
      schema: { tags, summary: 'Give users the role', body: roleUserRelationSchema },
    },
    async (request) =>
      ok(await roleMembers.add(currentUser(request), request.body.roleId, request.body.userIds)),
  );

  app.post(
    '/rest/role/deleteUsers',
    {
      config: { auth: 'ROLE_USER' },
      schema: { tags, summary: 'Take the role from users', body: roleUserRelationSchema },
    },
    async (request) =>
      ok(await roleMembers.remove(currentUser(request), request.body.roleId, request.body.userIds)),
  );

  app.post(
    '/rest/role/permissionTree',
    {
      config: { auth: 'ROLE_MENU' },
      schema: { tags, summary: 'Every menu with its buttons, to choose grants from' },
    },
    async () => ok(await rolePermissions.tree()),
  );

  app.post(
    '/rest/role/getPermission',
    {
      config: { auth: 'ROLE_MENU' },
      schema: { tags, summary: "The role's granted menu and button ids", body: roleIdSchema },
    },
    async (request) => ok(await rolePermissions.get(request.body.roleId)),
  );

  app.post(
    '/rest/role/bindPermission',
    {
      config: { auth: 'ROLE_MENU' },
      schema: {
        tags,
        summary: "Replace the role's menus and buttons (ancestors and a button's menu are added)",
        body: roleBindPermissionSchema,
      },
    },
    async (request) => ok(await rolePermissions.bind(currentUser(request), request.body)),
  );

  app.post(
    '/rest/role/dataScope',
    {
      config: { auth: 'ROLE_VIEW' },
      schema: { tags, summary: "The role's data scope and custom organisations", body: roleIdSchema },
    },
    async (request) => ok(await roleDataScope.get(request.body.roleId)),
  );

  app.post(
    '/rest/role/bindDataScope',
    {
      config: { auth: 'ROLE_EDIT' },
      schema: {
        tags,
        summary: 'Set the data scope (1 all .. 5 custom organisations)',
        body: roleBindDataScopeSchema,
      },
    },
    async (request) => ok(await roleDataScope.bind(currentUser(request), request.body)),
  );

  app.post(
    '/rest/role/unboundUsers',
    {
      config: { auth: 'ROLE_USER' },
      schema: {
        tags,
        summary: "Live users not holding the role (in the data scope): the picker's candidates",
        body: roleUnboundUsersQuerySchema,
      },
    },
    async (request) => ok(await services.roleMembers.list(currentUser(request), request.body, false)),
  );

  app.post(
    '/rest/role/dataRules',
    {
      config: { auth: 'ROLE_MENU' },
      schema: {
        tags,
        summary: "A menu's data rules, with those bound to the role",
        body: roleDataRulesQuerySchema,
      },
    },
    async (request) => ok(await services.roleDataRules.get(request.body.roleId, request.body.menuId)),
  );

  app.post(
    '/rest/role/bindDataRules',
    {
      config: { auth: 'ROLE_MENU' },
      schema: {
        tags,
        summary: "Which of a menu's data rules apply to the role's holders",
        body: roleBindDataRulesSchema,
      },
    },
    async (request) => ok(await services.roleDataRules.bind(currentUser(request), request.body)),
  );
}
