import { type AnyColumn, isNull, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  apps,
  dictionaries,
  icons,
  layouts,
  menuButtons,
  menus,
  messageTemplates,
  organisations,
  posts,
  roles,
  themes,
  users,
} from '../../db/schema';

/** A column whose values must be unique, as the duplicate check may test it. */
export interface CheckedField {
  column: AnyColumn;
  /** Compared in lower case: login names and e-mail addresses. */
  ignoreCase?: boolean;
}

export interface CheckedTable {
  table: PgTable;
  /** The primary key, for dataId (the record being edited). */
  key: AnyColumn;
  /** Names the client may send as tableKey. */
  keyNames: readonly string[];
  fields: Readonly<Record<string, CheckedField>>;
  /** Rows the uniqueness applies to (dictionary categories, not their items). */
  where?: SQL;
}

/**
 * The only tables and columns the duplicate check reaches (spec 001 §5). The client
 * names them, so the names are looked up here and never put into SQL: anything
 * not listed is a 400. Another area adds its unique code columns here.
 */
export const CHECKED_TABLES: Readonly<Record<string, CheckedTable>> = {
  users: {
    table: users,
    key: users.id,
    keyNames: ['id', 'userId'],
    fields: {
      loginName: { column: users.loginName, ignoreCase: true },
      phone: { column: users.phone },
      email: { column: users.email, ignoreCase: true },
      workNo: { column: users.workNo },
      userNo: { column: users.userNo },
    },
  },
  roles: {
    table: roles,
    key: roles.id,
    keyNames: ['id', 'roleId'],
    fields: { roleCode: { column: roles.roleCode } },
  },
  posts: {
    table: posts,
    key: posts.id,
    keyNames: ['id', 'postId'],
    fields: { postCode: { column: posts.postCode } },
  },
  organisations: {
    table: organisations,
    key: organisations.id,
    keyNames: ['id', 'organId'],
    fields: { organCode: { column: organisations.organCode } },
  },
  apps: {
    table: apps,
    key: apps.id,
    keyNames: ['id', 'appId'],
    fields: { appCode: { column: apps.appCode } },
  },
  menus: {
    table: menus,
    key: menus.id,
    keyNames: ['id', 'menuId'],
    fields: { name: { column: menus.name } },
  },
  menu_buttons: {
    table: menuButtons,
    key: menuButtons.id,
    keyNames: ['id', 'buttonId'],
    fields: { buttonPerms: { column: menuButtons.buttonPerms } },
  },
  dictionaries: {
    table: dictionaries,
    key: dictionaries.id,
    keyNames: ['id', 'dictId'],
    fields: { code: { column: dictionaries.code } },
    where: isNull(dictionaries.parentId),
  },
  icons: {
    table: icons,
    key: icons.id,
    keyNames: ['id', 'iconId'],
    fields: { iconTitle: { column: icons.iconTitle } },
  },
  message_templates: {
    table: messageTemplates,
    key: messageTemplates.id,
    keyNames: ['id', 'templateId'],
    fields: { templateCode: { column: messageTemplates.templateCode } },
  },
  themes: {
    table: themes,
    key: themes.id,
    keyNames: ['id', 'themeId'],
    fields: { themeName: { column: themes.themeName } },
  },
  layouts: {
    table: layouts,
    key: layouts.id,
    keyNames: ['id', 'layoutId'],
    fields: { layoutName: { column: layouts.layoutName } },
  },
};

/** Own properties only: '__proto__' or 'constructor' must not find anything. */
export const lookup = <T>(record: Readonly<Record<string, T>>, name: string): T | undefined =>
  Object.hasOwn(record, name) ? record[name] : undefined;
