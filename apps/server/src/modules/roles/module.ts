import { defineModule } from '../../platform/module';
import type { Platform } from '../../platform/platform';
import type { MenusApi } from '../menus/public';
import type { OrganisationsApi } from '../organisations/public';
import type { UsersApi } from '../users/public';
import { RoleDataRuleService } from './data-rules';
import { RoleDataScopeService } from './data-scope';
import { RoleMemberService } from './members';
import { RolePermissionService } from './permissions';
import { roleResourceRoutes } from './resource-routes';
import { roleRoutes } from './routes';
import { RoleService } from './service';

/** Roles: their members, menu and button permissions, data scope and data rules. */
export const rolesModule = defineModule({
  name: 'roles',
  build: (
    { db, sessions }: Platform,
    { users, menus, organisations }: { users: UsersApi; menus: MenusApi; organisations: OrganisationsApi },
  ) => {
    const roles = new RoleService(db, sessions);
    return {
      services: {
        roles,
        roleDataScope: new RoleDataScopeService(db, roles, sessions),
        roleMembers: new RoleMemberService(db, roles, users, sessions),
        rolePermissions: new RolePermissionService(db, roles, menus, organisations, sessions),
        roleDataRules: new RoleDataRuleService(db, roles, menus),
      },
    };
  },
  routes: (app, services) => {
    roleRoutes(app, services);
    roleResourceRoutes(app, services);
  },
});

export type RolesServices = {
  roles: RoleService;
  roleDataScope: RoleDataScopeService;
  roleMembers: RoleMemberService;
  rolePermissions: RolePermissionService;
  roleDataRules: RoleDataRuleService;
};
