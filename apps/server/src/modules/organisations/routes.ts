import { optionalBody } from '@awards/shared/admin-fields';
import {
  checkOrganCodeSchema,
  organAddSchema,
  organAddSubSchema,
  organBindDataRulesSchema,
  organBindMenusSchema,
  organDataRulesQuerySchema,
  organDeclareUserAddSchema,
  organDeclareUserUpdateSchema,
  organExpertUsersQuerySchema,
  organIdSchema,
  organIdsSchema,
  organRecycleQuerySchema,
  organSearchSchema,
  organSortSchema,
  organTreeQuerySchema,
  organUpdateSchema,
  organUserRelationSchema,
  organUsersQuerySchema,
} from '@awards/shared/organisations';
import { currentUser } from '../../platform/auth/guard';
import type { App } from '../../platform/deps';
import { ok } from '../../platform/envelope';
import type { OrganisationsServices } from './module';

const tags = ['organisations'];

/** Organisation administration (spec 001 §7 "Organisations"), DEPART_* codes, under /rest/organ. */
export function organisationRoutes(app: App, services: OrganisationsServices): void {
  const {
    organisations,
    organisationRecycle,
    organisationMembers,
    organisationGrants,
    organisationDeclarers,
  } = services;

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
    async (request) => ok(await organisations.add(currentUser(request), request.body)),
  );

  app.post(
    '/rest/organ/addSub',
    {
      config: { auth: 'DEPART_ADDSUB' },
      schema: { tags, summary: 'Add an organisation under a parent', body: organAddSubSchema },
    },
    async (request) => ok(await organisations.add(currentUser(request), request.body)),
  );

  app.post(
    '/rest/organ/update',
    {
      config: { auth: 'DEPART_EDIT' },
      schema: { tags, summary: 'Edit; a new parentOrganId moves the whole subtree', body: organUpdateSchema },
    },
    async (request) => ok(await organisations.update(currentUser(request), request.body)),
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
      await organisations.remove(currentUser(request), request.body.organId);
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
      await organisations.sort(
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
    async (request) => ok(await organisations.checkCode(request.body.organCode, request.body.organId)),
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

  app.post(
    '/rest/organ/users',
    {
      config: { auth: 'DEPART_USER' },
      schema: { tags, summary: 'Users of an organisation (and below), paged', body: organUsersQuerySchema },
    },
    async (request) =>
      ok(await organisationMembers.listUsers(currentUser(request), request.body, request.body.userType)),
  );

  app.post(
    '/rest/organ/bindUsers',
    {
      config: { auth: 'DEPART_USER' },
      schema: { tags, summary: 'Move users into the organisation', body: organUserRelationSchema },
    },
    async (request) =>
      ok(
        await organisationMembers.bindUsers(currentUser(request), request.body.organId, request.body.userIds),
      ),
  );

  app.post(
    '/rest/organ/admins',
    {
      config: { auth: 'DEPART_VIEW' },
      schema: { tags, summary: 'Administrators of an organisation', body: organIdSchema },
    },
    async (request) => ok(await organisationMembers.admins(currentUser(request), request.body.organId)),
  );

  app.post(
    '/rest/organ/addAdmins',
    {
      config: { auth: 'DEPART_EDIT' },
      schema: {
        tags,
        summary: 'Make users administrators of the organisation',
        body: organUserRelationSchema,
      },
    },
    async (request) =>
      ok(
        await organisationMembers.addAdmins(currentUser(request), request.body.organId, request.body.userIds),
      ),
  );

  app.post(
    '/rest/organ/deleteAdmins',
    {
      config: { auth: 'DEPART_EDIT' },
      schema: { tags, summary: 'Remove administrators of the organisation', body: organUserRelationSchema },
    },
    async (request) =>
      ok(
        await organisationMembers.removeAdmins(
          currentUser(request),
          request.body.organId,
          request.body.userIds,
        ),
      ),
  );

  app.post(
    '/rest/organ/menus',
    {
      config: { auth: 'DEPART_MENU' },
      schema: {
        tags,
        summary: 'The menu-and-button tree with what the organisation may use (none: no limit)',
        body: organIdSchema,
      },
    },
    async (request) => ok(await organisationGrants.menus(currentUser(request), request.body.organId)),
  );

  app.post(
    '/rest/organ/bindMenus',
    {
      config: { auth: 'DEPART_MENU' },
      schema: {
        tags,
        summary: 'Replace what the organisation may use; its roles lose what falls outside',
        body: organBindMenusSchema,
      },
    },
    async (request) => ok(await organisationGrants.bindMenus(currentUser(request), request.body)),
  );

  app.post(
    '/rest/organ/dataRules',
    {
      config: { auth: 'DEPART_MENU' },
      schema: {
        tags,
        summary: "A menu's data rules, with those bound to the organisation",
        body: organDataRulesQuerySchema,
      },
    },
    async (request) =>
      ok(await organisationGrants.dataRules(currentUser(request), request.body.organId, request.body.menuId)),
  );

  app.post(
    '/rest/organ/bindDataRules',
    {
      config: { auth: 'DEPART_MENU' },
      schema: {
        tags,
        summary: "Bind data permission: which of a menu's rules apply to the organisation's users",
        body: organBindDataRulesSchema,
      },
    },
    async (request) => ok(await organisationGrants.bindDataRules(currentUser(request), request.body)),
  );

  app.post(
    '/rest/organ/addDeclareUser',
    {
      config: { auth: 'DEPART_USER' },
      schema: {
        tags,
        summary: 'Add a declarer to an organisation of type declaring unit',
        body: organDeclareUserAddSchema,
      },
    },
    async (request) => ok(await organisationDeclarers.add(currentUser(request), request.body)),
  );

  app.post(
    '/rest/organ/updateDeclareUser',
    {
      config: { auth: 'DEPART_USER' },
      schema: { tags, summary: 'Edit a declarer of a declaring unit', body: organDeclareUserUpdateSchema },
    },
    async (request) => ok(await organisationDeclarers.update(currentUser(request), request.body)),
  );

  app.post(
    '/rest/organ/expertUsers',
    {
      config: { auth: 'DEPART_USER' },
      schema: {
        tags,
        summary: 'Expert users of an organisation (and below), paged',
        body: organExpertUsersQuerySchema,
      },
    },
    async (request) => ok(await organisationMembers.listUsers(currentUser(request), request.body, 'expert')),
  );
}
