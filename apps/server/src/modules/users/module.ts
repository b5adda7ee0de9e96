import { defineModule } from '../../platform/module';
import type { Platform } from '../../platform/platform';
import { UserAccessService } from './access';
import { UserExportService } from './export';
import { UserImportService } from './import';
import { UserMembers } from './members';
import type { UsersApi } from './public';
import { UserRecycleService } from './recycle';
import { userResourceRoutes } from './resource-routes';
import { userRoutes } from './routes';
import { UserService } from './service';
import { UserRoleService } from './user-roles';
import { UserVisibility } from './visibility';

/** Staff and client users: the list, forms, roles, freezing, recycle bin, import and export. */
export const usersModule = defineModule({
  name: 'users',
  build: ({ db, sessions, exports, push }: Platform) => {
    const visibility = new UserVisibility(db, sessions);
    const users = new UserService(db, sessions, visibility);
    const api: UsersApi = new UserMembers(db, visibility, users);
    return {
      services: {
        users,
        userAccess: new UserAccessService(db, sessions, visibility),
        userRoles: new UserRoleService(db, visibility, sessions),
        userRecycle: new UserRecycleService(db, visibility, sessions),
        userExport: new UserExportService(db, visibility, exports),
        userImport: new UserImportService(db, push, exports),
      },
      api,
    };
  },
  routes: (app, services) => {
    userRoutes(app, services);
    userResourceRoutes(app, services);
  },
});

export type UsersServices = {
  users: UserService;
  userAccess: UserAccessService;
  userRoles: UserRoleService;
  userRecycle: UserRecycleService;
  userExport: UserExportService;
  userImport: UserImportService;
};
