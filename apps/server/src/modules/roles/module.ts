import { defineModule } from '../../platform/module';
import type { Platform } from '../../platform/platform';
import type { UserService } from '../users/service';
import { RoleDataRuleService } from './data-rules';
import { RoleMemberService } from './members';
import { RolePermissionService } from './permissions';
import { roleRoutes } from './routes';
import { RoleService } from './service';

/** Roles: their members, menu and button permissions, data scope and data rules. */
export const rolesModule = defineModule({
  name: 'roles',
  build: ({ db }: Platform, { users }: { users: { users: UserService } }) => {
    const roles = new RoleService(db);
    return {
      services: {
        roles,
        roleMembers: new RoleMemberService(db, roles, users.users),
        rolePermissions: new RolePermissionService(db, roles),
        roleDataRules: new RoleDataRuleService(db, roles),
      },
    };
  },
  routes: roleRoutes,
});

export type RolesServices = {
  roles: RoleService;
  roleMembers: RoleMemberService;
  rolePermissions: RolePermissionService;
  roleDataRules: RoleDataRuleService;
};
