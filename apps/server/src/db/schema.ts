// The whole Drizzle schema, as one object for the query builder and drizzle-kit.

export * from './schema/awards';
export * from './schema/declarations';
export * from './schema/dictionaries';
export * from './schema/editions';
export * from './schema/experts';
export * from './schema/exports';
export * from './schema/files';
export * from './schema/icons';
export * from './schema/jobs';
export * from './schema/logs';
export * from './schema/menus';
export * from './schema/messaging';
export * from './schema/org-admins';
export * from './schema/organisation-grants';
export * from './schema/organisations';
export * from './schema/posts';
export * from './schema/preferences';
export * from './schema/regions';
export * from './schema/review';
export * from './schema/roles';
export * from './schema/settings';
export * from './schema/themes';
export * from './schema/trade-entities';
export * from './schema/users';
export * from './schema/web-uploads';
