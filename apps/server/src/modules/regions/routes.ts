import {
  regionChildrenSchema,
  regionGroupAddSchema,
  regionGroupEditSchema,
  regionGroupIdSchema,
  regionGroupListSchema,
  regionGroupsQuerySchema,
  regionPageQuerySchema,
  regionUpdateSchema,
} from '@awards/shared/regions';
import { currentUser } from '../../platform/auth/guard';
import type { App } from '../../platform/deps';
import { ok } from '../../platform/envelope';
import type { RegionsServices } from './module';

const tags = ['regions'];

/** Regions and region groups (spec 001 §7): the two lookups any user makes, and their administration. */
export function regionRoutes(app: App, { regions }: RegionsServices): void {
  app.post(
    '/rest/region/getregions',
    {
      config: { auth: 'login' },
      schema: {
        tags,
        summary: 'Children of a region (root 100000): { regions }',
        body: regionChildrenSchema,
      },
    },
    async (request) => ok(await regions.children(request.body.code)),
  );

  app.post(
    '/rest/region/getRegionGroups',
    {
      config: { auth: 'login' },
      schema: {
        tags,
        summary: "Groups of a category such as 'office': { regionGroups }",
        body: regionGroupsQuerySchema,
      },
    },
    async (request) => ok(await regions.groupOptions(request.body.code)),
  );

  app.post(
    '/rest/region/list',
    {
      config: { auth: 'REGION_VIEW' },
      schema: { tags, summary: 'Regions, paged', body: regionPageQuerySchema },
    },
    async (request) => ok(await regions.page(request.body)),
  );

  app.post(
    '/rest/region/update',
    {
      config: { auth: 'REGION_EDIT' },
      schema: { tags, summary: 'Rename a region', body: regionUpdateSchema },
    },
    async (request) => ok(await regions.rename(currentUser(request), request.body)),
  );

  app.post(
    '/rest/region/groupList',
    {
      config: { auth: 'REGION_VIEW' },
      schema: { tags, summary: 'Region groups with their regions', body: regionGroupListSchema },
    },
    async (request) => ok(await regions.groupList(request.body.category)),
  );

  app.post(
    '/rest/region/addGroup',
    {
      config: { auth: 'REGION_EDIT' },
      schema: { tags, summary: 'Add a region group', body: regionGroupAddSchema },
    },
    async (request) => ok(await regions.addGroup(currentUser(request), request.body)),
  );

  app.post(
    '/rest/region/editGroup',
    {
      config: { auth: 'REGION_EDIT' },
      schema: { tags, summary: 'Edit a region group', body: regionGroupEditSchema },
    },
    async (request) => ok(await regions.editGroup(currentUser(request), request.body)),
  );

  app.post(
    '/rest/region/deleteGroup',
    {
      config: { auth: 'REGION_EDIT' },
      schema: { tags, summary: 'Delete a region group', body: regionGroupIdSchema },
    },
    async (request) => {
      await regions.deleteGroup(request.body.groupId);
      return ok(null);
    },
  );
}
