import {
  organBindDataRulesSchema,
  organBindMenusSchema,
  organDataRulesQuerySchema,
  organDeclareUserAddSchema,
  organDeclareUserUpdateSchema,
  organExpertUsersQuerySchema,
  organIdSchema,
  organUserRelationSchema,
  organUsersQuerySchema,
} from '@awards/shared/organisations';
import { currentUser } from '../../platform/auth/guard';
import type { App } from '../../platform/deps';
import { ok } from '../../platform/envelope';
import type { OrganisationsServices } from './module';

const tags = ['organisations'];

/**
 * The people and grants of an organisation (spec 001 §7 "Organisations": users,
 * administrators, menus and data rules, declaring users), under /rest/organ.
 */
export function organisationMemberRoutes(app: App, services: OrganisationsServices): void {
  const { organisationMembers, organisationGrants, organisationDeclarers } = services;

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
