import type { FileStore } from '../../platform/files/file-store';
import { defineModule } from '../../platform/module';
import type { Platform } from '../../platform/platform';
import type { AuthApi } from '../auth/public';
import { profileRoutes } from './routes';
import { ProfileService } from './service';

/** The account centre's profile: basic fields and avatar. */
export const profileModule = defineModule({
  name: 'profile',
  build: (
    { db, sessions }: Platform,
    { auth, files }: { auth: AuthApi; files: { fileStore: FileStore } },
  ) => ({
    services: { profile: new ProfileService(db, auth, files.fileStore, sessions) },
  }),
  routes: profileRoutes,
});

export type ProfileServices = { profile: ProfileService };
