import { defineModule } from '../../platform/module';
import type { Platform } from '../../platform/platform';
import { UserExportService } from './export';
import { UserImportService } from './import';
import { UserRecycleService } from './recycle';
import { userRoutes } from './routes';
import { UserService } from './service';

/** Staff and client users: the list, forms, roles, freezing, recycle bin, import and export. */
export const usersModule = defineModule({
  name: 'users',
  build: ({ db, sessions }: Platform) => {
    const users = new UserService(db, sessions);
    return {
      services: {
        users,
        userRecycle: new UserRecycleService(db),
        userExport: new UserExportService(db),
        userImport: new UserImportService(db),
      },
      api: { users },
    };
  },
  routes: userRoutes,
});

export type UsersServices = {
  users: UserService;
  userRecycle: UserRecycleService;
  userExport: UserExportService;
  userImport: UserImportService;
};
