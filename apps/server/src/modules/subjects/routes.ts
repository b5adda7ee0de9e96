import { optionalBody } from '@awards/shared/admin-fields';
import {
  SUBJECT_PATHS as P,
  subjectIdSchema,
  subjectSaveSchema,
  subjectTreeQuerySchema,
} from '@awards/shared/subjects';
import { currentUser } from '../../platform/auth/guard';
import type { App } from '../../platform/deps';
import { ok } from '../../platform/envelope';
import type { SubjectsServices } from './module';

const tags = ['subjects'];

/** The discipline tree (SUBJECT_*): the catalogue page /_system/subjects. */
export function subjectRoutes(app: App, { subjects }: SubjectsServices): void {
  app.post(
    P.tree,
    {
      config: { auth: 'SUBJECT_VIEW' },
      schema: {
        tags,
        summary: 'The discipline tree, with how many records use each code',
        body: optionalBody(subjectTreeQuerySchema),
      },
    },
    async (request) => ok(await subjects.tree(request.body)),
  );
  app.post(
    P.add,
    {
      config: { auth: 'SUBJECT_ADD' },
      schema: { tags, summary: 'Add a subject (also a discipline dictionary item)', body: subjectSaveSchema },
    },
    async (request) => {
      const { subjectId: _ignored, ...input } = request.body;
      return ok(await subjects.save(currentUser(request), input));
    },
  );
  app.post(
    P.edit,
    {
      config: { auth: 'SUBJECT_EDIT' },
      schema: {
        tags,
        summary: 'Rename, move or reorder a subject (its code stays)',
        body: subjectSaveSchema.required({ subjectId: true }),
      },
    },
    async (request) => ok(await subjects.save(currentUser(request), request.body)),
  );
  app.post(
    P.delete,
    {
      config: { auth: 'SUBJECT_DEL' },
      schema: {
        tags,
        summary: 'Delete a subject that has no sub-subjects and no records',
        body: subjectIdSchema,
      },
    },
    async (request) => {
      await subjects.remove(currentUser(request), request.body.subjectId);
      return ok(null);
    },
  );
}
