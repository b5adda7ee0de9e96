import { optionalBody } from '@awards/shared/admin-fields';
import {
  dataGroupEditSchema,
  dataGroupIdSchema,
  dataGroupPageQuerySchema,
  dataGroupSaveSchema,
  DATA_GROUP_PATHS as P,
} from '@awards/shared/data-groups';
import { currentUser } from '../../platform/auth/guard';
import type { App } from '../../platform/deps';
import { ok } from '../../platform/envelope';
import type { DataGroupsServices } from './module';

const tags = ['data-groups'];

/** Data groups (DATAGROUP_*): the page /_system/data-groups. */
export function dataGroupRoutes(app: App, { dataGroups }: DataGroupsServices): void {
  app.post(
    P.page,
    {
      config: { auth: 'DATAGROUP_VIEW' },
      schema: {
        tags,
        summary: 'Data groups with their members',
        body: optionalBody(dataGroupPageQuerySchema),
      },
    },
    async (request) => ok(await dataGroups.page(request.body)),
  );
  app.post(
    P.detail,
    {
      config: { auth: 'DATAGROUP_VIEW' },
      schema: { tags, summary: 'One data group with its members', body: dataGroupIdSchema },
    },
    async (request) => ok(await dataGroups.detail(request.body.groupId)),
  );
  app.post(
    P.add,
    {
      config: { auth: 'DATAGROUP_ADD' },
      schema: { tags, summary: 'Add a group of regions or organisations', body: dataGroupSaveSchema },
    },
    async (request) => {
      const { groupId: _ignored, ...input } = request.body;
      return ok(await dataGroups.save(currentUser(request), input));
    },
  );
  app.post(
    P.edit,
    {
      config: { auth: 'DATAGROUP_EDIT' },
      schema: {
        tags,
        summary: 'Change a group and replace its members (a code a data rule names stays)',
        body: dataGroupEditSchema,
      },
    },
    async (request) => ok(await dataGroups.save(currentUser(request), request.body)),
  );
  app.post(
    P.delete,
    {
      config: { auth: 'DATAGROUP_DEL' },
      schema: { tags, summary: 'Delete a group no data rule names', body: dataGroupIdSchema },
    },
    async (request) => {
      await dataGroups.remove(request.body.groupId);
      return ok(null);
    },
  );
}
