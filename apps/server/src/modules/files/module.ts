import { defineModule } from '../../platform/module';
import type { Platform } from '../../platform/platform';
import { fileRoutes } from './routes';
import { FileService } from './service';

/** Uploads and downloads over the file store, with the read rules other modules add. */
export const filesModule = defineModule({
  name: 'files',
  build: ({ sessions, fileReadRules, fileStore }: Platform) => {
    const files = new FileService(fileStore, fileReadRules);
    return { services: { files, sessions }, api: { files, fileStore } };
  },
  routes: fileRoutes,
});

export type FilesServices = { files: FileService; sessions: Platform['sessions'] };
