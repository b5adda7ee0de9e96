// The whole Drizzle schema, as one object for the query builder and drizzle-kit.
export * from './schema/dictionaries';
export * from './schema/logs';
export * from './schema/menus';
export * from './schema/organisations';
export * from './schema/posts';
export * from './schema/roles';
export * from './schema/settings';
export * from './schema/users';
