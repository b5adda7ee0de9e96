import { optionalBody } from '@awards/shared/admin-fields';
import {
  checkOrganCodeSchema,
  organAddSchema,
  organAddSubSchema,
  organIdSchema,
  organIdsSchema,
  organRecycleQuerySchema,
  organSearchSchema,
  organSortSchema,
  organTreeQuerySchema,
  organUpdateSchema,
} from '@awards/shared/organisations';
import { currentUser } from '../../platform/auth/guard';
import type { App } from '../../platform/deps';
import { ok } from '../../platform/envelope';
import type { OrganisationsServices } from './module';

const tags = ['organisations'];

/**
 * Organisation administration (spec 001 §7 "Organisations"), DEPART_* codes, under
 * /rest/organ: the tree, its changes and the recycle bin; the people and grants of
 * an organisation are in member-routes.ts.
 */
export function organisationRoutes(app: App, services: OrganisationsServices): void {
  const { organisations, organisationEdits, organisationRecycle } = services;

  app.post(
    '/rest/organ/tree',
    {
      config: { auth: 'DEPART_VIEW' },
      schema: { tags, summary: 'The organisation tree within the data scope', body: organTreeQuerySchema },
    },
    async (request) => ok(await organisations.tree(currentUser(request), request.body)),
  );

  app.post(
    '/rest/organ/treeOptions',
    // Every staff form with an organisation picker needs it, not only the organisations
    // page; the federation's structure is not a client user's (docs/security.md).
    {
      config: { auth: 'staff' },
      schema: { tags, summary: 'A light tree of usable organisations, for pickers' },
    },
    async (request) => ok(await organisations.options(currentUser(request))),
  );

  app.post(
    '/rest/organ/detail',
    { config: { auth: 'DEPART_VIEW' }, schema: { tags, summary: 'One organisation', body: organIdSchema } },
    async (request) => ok(await organisations.detail(currentUser(request), request.body.organId)),
  );

  app.post(
    '/rest/organ/add',
    {
      config: { auth: 'DEPART_ADD' },
      schema: {
        tags,
        summary: 'Add an organisation (top level without parentOrganId)',
        body: organAddSchema,
      },
    },
    async (request) => ok(await organisationEdits.add(currentUser(request), request.body)),
  );

  app.post(
    '/rest/organ/addSub',
    {
      config: { auth: 'DEPART_ADDSUB' },
      schema: { tags, summary: 'Add an organisation under a parent', body: organAddSubSchema },
    },
    async (request) => ok(await organisationEdits.add(currentUser(request), request.body)),
  );

  app.post(
    '/rest/organ/update',
    {
      config: { auth: 'DEPART_EDIT' },
      schema: { tags, summary: 'Edit; a new parentOrganId moves the whole subtree', body: organUpdateSchema },
    },
    async (request) => ok(await organisationEdits.update(currentUser(request), request.body)),
  );

  app.post(
    '/rest/organ/delete',
    {
      config: { auth: 'DEPART_DEL' },
      schema: {
        tags,
        summary: 'To the recycle bin (refused while live children or users)',
        body: organIdSchema,
      },
    },
    async (request) => {
      await organisationEdits.remove(currentUser(request), request.body.organId);
      return ok(null);
    },
  );

  app.post(
    '/rest/organ/sort',
    {
      config: { auth: 'DEPART_SORT' },
      schema: { tags, summary: 'Drag sort: siblings in their new order', body: organSortSchema },
    },
    async (request) => {
      await organisationEdits.sort(
        currentUser(request),
        request.body.parentOrganId ?? null,
        request.body.organIds,
      );
      return ok(null);
    },
  );

  app.post(
    '/rest/organ/search',
    {
      config: { auth: 'DEPART_VIEW' },
      schema: {
        tags,
        summary: 'Organisations by part of name or code (50 at most)',
        body: organSearchSchema,
      },
    },
    async (request) => ok(await organisations.search(currentUser(request), request.body.keyword)),
  );

  app.post(
    '/rest/organ/parentName',
    {
      config: { auth: 'DEPART_VIEW' },
      schema: { tags, summary: "The parent's name and the full path of names", body: organIdSchema },
    },
    async (request) => ok(await organisations.parentName(currentUser(request), request.body.organId)),
  );

  app.post(
    '/rest/organ/checkOrganCode',
    {
      config: { auth: 'DEPART_VIEW' },
      schema: {
        tags,
        summary: 'Is the code well-formed and free? 409 when taken',
        body: checkOrganCodeSchema,
      },
    },
    async (request) => ok(await organisationEdits.checkCode(request.body.organCode, request.body.organId)),
  );

  app.post(
    '/rest/organ/recycleList',
    {
      config: { auth: 'DEPART_RECYCLE' },
      schema: {
        tags,
        summary: 'Organisations in the recycle bin',
        body: optionalBody(organRecycleQuerySchema),
      },
    },
    async (request) => ok(await organisationRecycle.list(currentUser(request), request.body)),
  );

  app.post(
    '/rest/organ/recycleRestore',
    {
      config: { auth: 'DEPART_RECYCLE' },
      schema: { tags, summary: 'Restore organisations', body: organIdsSchema },
    },
    async (request) => ok(await organisationRecycle.restore(currentUser(request), request.body.organIds)),
  );

  app.post(
    '/rest/organ/recycleDelete',
    {
      config: { auth: 'DEPART_RECYCLE' },
      schema: { tags, summary: 'Delete organisations for good', body: organIdsSchema },
    },
    async (request) => ok(await organisationRecycle.purge(currentUser(request), request.body.organIds)),
  );
}
