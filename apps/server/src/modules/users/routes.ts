import { optionalBody } from '@awards/shared/admin-fields';
import { localeOf, type MessageRef, renderMessage } from '@awards/shared/i18n';
import {
  adminPasswordField,
  checkEmailSchema,
  checkLoginNameSchema,
  checkPhoneSchema,
  recyclePageQuerySchema,
  USER_FILE_MESSAGES,
  USER_IMPORT_MAX_BYTES,
  USERS_BY_IDS_PATH,
  userAddSchema,
  userBindRolesSchema,
  userFilterSchema,
  userFreezeSchema,
  userIdSchema,
  userIdsSchema,
  userMenuButtonsSchema,
  userPageQuerySchema,
  userResetPasswordSchema,
  usersByIdsSchema,
  userUpdateSchema,
} from '@awards/shared/users';
import multipart from '@fastify/multipart';
import { currentUser } from '../../platform/auth/guard';
import { tokenFromHeader } from '../../platform/auth/sessions';
import type { App } from '../../platform/deps';
import { ok } from '../../platform/envelope';
import { badRequest } from '../../platform/errors';
import { sendExport, xlsxAttachment } from '../../platform/xlsx';
import type { UsersServices } from './module';
import { readXlsxUpload } from './upload';

const tags = ['users'];

/** User administration (spec 001 §7 "Users"), USER_* codes. */
export function userRoutes(app: App, services: UsersServices): void {
  const { users, userAccess, userRoles, userRecycle, userExport, userImport } = services;

  app.post(
    '/rest/user/page',
    {
      config: { auth: 'USER_VIEW' },
      schema: {
        tags,
        summary: 'Users, newest first; orgId includes the organisations below',
        body: optionalBody(userPageQuerySchema),
      },
    },
    async (request) => ok(await users.page(currentUser(request), request.body)),
  );

  app.post(
    '/rest/user/detail',
    {
      config: { auth: 'USER_VIEW' },
      schema: { tags, summary: 'One user with roles and posts', body: userIdSchema },
    },
    async (request) => ok(await users.detail(currentUser(request), request.body.userId)),
  );

  app.post(
    USERS_BY_IDS_PATH,
    {
      config: { auth: 'USER_VIEW' },
      schema: {
        tags,
        summary: 'Users by id for integrations: { sysUserList, token } (ids outside the data scope left out)',
        body: usersByIdsSchema,
      },
    },
    async (request) => {
      const sysUserList = await users.byIds(currentUser(request), request.body.userIds);
      // The caller's own token, as the specification's answer names it: nothing new is issued.
      return ok({ sysUserList, token: tokenFromHeader(request.headers.authorization) ?? '' });
    },
  );

  app.post(
    '/rest/user/generateUserNo',
    { config: { auth: 'USER_ADD' }, schema: { tags, summary: 'The next user number (U000123)' } },
    async () => ok(await users.generateUserNo()),
  );

  app.post(
    '/rest/user/add',
    { config: { auth: 'USER_ADD' }, schema: { tags, summary: 'Create a user', body: userAddSchema } },
    async (request) => ok(await users.add(currentUser(request), request.body)),
  );

  app.post(
    '/rest/user/update',
    {
      config: { auth: 'USER_EDIT' },
      schema: { tags, summary: 'Edit a user; absent fields stay as they are', body: userUpdateSchema },
    },
    async (request) => ok(await users.update(currentUser(request), request.body)),
  );

  app.post(
    '/rest/user/delete',
    {
      config: { auth: 'USER_DEL' },
      schema: { tags, summary: 'Move users to the recycle bin', body: userIdsSchema },
    },
    async (request) => ok(await userAccess.remove(currentUser(request), request.body.userIds)),
  );

  app.post(
    '/rest/user/frozenUpdate',
    {
      config: { auth: 'USER_FREEZE' },
      schema: {
        tags,
        summary: 'Freeze (status 2, signs out at once) or unfreeze (1)',
        body: userFreezeSchema,
      },
    },
    async (request) => {
      // A frozen user's sessions end, and with them their push sockets on every
      // instance (the websocket module's session-revocation hook).
      return ok(await userAccess.setStatus(currentUser(request), request.body.userIds, request.body.status));
    },
  );

  app.post(
    '/rest/user/resetPassword',
    {
      config: { auth: 'USER_PASSWORD' },
      schema: { tags, summary: "Set a user's password; their sessions end", body: userResetPasswordSchema },
    },
    async (request) => {
      await userAccess.resetPassword(currentUser(request), request.body.userId, request.body.password);
      return ok(null);
    },
  );

  app.post(
    '/rest/user/roles',
    { config: { auth: 'USER_VIEW' }, schema: { tags, summary: 'Roles bound to a user', body: userIdSchema } },
    async (request) => ok(await userRoles.roles(currentUser(request), request.body.userId)),
  );

  app.post(
    '/rest/user/bindRoles',
    {
      config: { auth: 'USER_EDIT' },
      schema: { tags, summary: "Replace a user's roles", body: userBindRolesSchema },
    },
    async (request) =>
      ok(await userRoles.bindRoles(currentUser(request), request.body.userId, request.body.roleIds)),
  );

  app.post(
    '/rest/user/checkLoginName',
    {
      config: { auth: 'USER_VIEW' },
      schema: {
        tags,
        summary: 'Is the login name free (any case)? 409 when taken',
        body: checkLoginNameSchema,
      },
    },
    async (request) =>
      ok(await users.checkAvailable({ loginName: request.body.loginName }, request.body.userId)),
  );

  app.post(
    '/rest/user/checkPhone',
    {
      config: { auth: 'USER_VIEW' },
      schema: { tags, summary: 'Is the mobile number well-formed and free?', body: checkPhoneSchema },
    },
    async (request) => ok(await users.checkAvailable({ phone: request.body.phone }, request.body.userId)),
  );

  app.post(
    '/rest/user/checkEmail',
    {
      config: { auth: 'USER_VIEW' },
      schema: { tags, summary: 'Is the e-mail well-formed and free (any case)?', body: checkEmailSchema },
    },
    async (request) => ok(await users.checkAvailable({ email: request.body.email }, request.body.userId)),
  );

  app.post(
    '/rest/user/menuButtons',
    {
      config: { auth: 'login' },
      schema: { tags, summary: "The signed-in user's buttons of one menu", body: userMenuButtonsSchema },
    },
    async (request) => ok(await userRoles.menuButtons(currentUser(request), request.body.menuId)),
  );

  app.post(
    '/rest/user/recycleList',
    {
      config: { auth: 'USER_RECYCLE' },
      schema: {
        tags,
        summary: 'Users in the recycle bin, last deleted first',
        body: optionalBody(recyclePageQuerySchema),
      },
    },
    async (request) => ok(await userRecycle.list(currentUser(request), request.body)),
  );

  app.post(
    '/rest/user/recycleRestore',
    { config: { auth: 'USER_RECYCLE' }, schema: { tags, summary: 'Restore users', body: userIdsSchema } },
    async (request) => ok(await userRecycle.restore(currentUser(request), request.body.userIds)),
  );

  app.post(
    '/rest/user/recycleDelete',
    {
      config: { auth: 'USER_RECYCLE' },
      schema: { tags, summary: 'Delete users for good', body: userIdsSchema },
    },
    async (request) => ok(await userRecycle.purge(currentUser(request), request.body.userIds)),
  );

  app.post(
    '/rest/user/export',
    {
      config: { auth: 'USER_EXPORT' },
      schema: {
        tags,
        summary: 'The filtered users: the .xlsx when small, else a background export job',
        body: optionalBody(userFilterSchema),
      },
    },
    async (request, reply) => {
      const locale = localeOf(request.headers['accept-language']);
      return sendExport(
        reply,
        await userExport.export(currentUser(request), request.body, locale),
        'users.xlsx',
      );
    },
  );

  app.post(
    '/rest/user/importTemplate',
    { config: { auth: 'USER_IMPORT' }, schema: { tags, summary: 'The .xlsx template of the import' } },
    async (request, reply) => {
      const locale = localeOf(request.headers['accept-language']);
      return xlsxAttachment(reply, 'users.xlsx', renderMessage(USER_FILE_MESSAGES.templateFile, locale)).send(
        await userExport.template(locale),
      );
    },
  );

  // The multipart parser only where it is needed: its limits and hooks stay inside this context.
  app.register(async (uploads) => {
    await uploads.register(multipart, {
      limits: { fileSize: USER_IMPORT_MAX_BYTES, files: 1, fields: 5, parts: 6 },
    });
    uploads.post(
      '/rest/user/import',
      {
        config: { auth: 'USER_IMPORT' },
        schema: {
          tags,
          summary: 'Import users from .xlsx (multipart: file, password); answers the refused rows',
        },
      },
      async (request) => {
        const upload = await readXlsxUpload(request, USER_IMPORT_MAX_BYTES);
        const password = adminPasswordField.safeParse(upload.fields.password ?? '');
        if (!password.success)
          throw badRequest({ password: password.error.issues[0]!.message as MessageRef });
        const locale = localeOf(request.headers['accept-language']);
        return ok(await userImport.import(currentUser(request), upload.buffer, password.data, locale));
      },
    );
  });
}
