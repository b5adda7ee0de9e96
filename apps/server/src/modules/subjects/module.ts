import { defineModule } from '../../platform/module';
import type { Platform } from '../../platform/platform';
import type { DictionariesApi } from '../dictionaries/public';
import { subjectRoutes } from './routes';
import { SubjectService } from './service';

/** Subjects (学科, spec 001 §7): the discipline tree, the source of the discipline dictionary. */
export const subjectsModule = defineModule({
  name: 'subjects',
  build: ({ db }: Platform, { dictionaries }: { dictionaries: DictionariesApi }) => ({
    services: { subjects: new SubjectService(db, dictionaries) },
    api: {},
  }),
  routes: subjectRoutes,
});

export type SubjectsServices = { subjects: SubjectService };
