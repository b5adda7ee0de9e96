import { z } from 'zod';
import { type AppCreate, appCreateSchema, appPageQuerySchema, appUpdateSchema } from './apps';
import { COMMON_MESSAGES as C } from './common-messages';
import { decimalId } from './primitives';
import { roleAddSchema, rolePageQuerySchema, roleUpdateSchema } from './roles';
import { userPageQuerySchema } from './users';

/**
 * The standard resource paths of spec 000 §7 (issue 19 item 5, docs/integration.md):
 * `/api/user`, `/api/role`, `/api/service`, `/api/permission`, `/api/permission/no-pager`.
 * They are other doors to the `/rest` calls' services, with the same permission codes and the
 * same schemas: a list is a GET whose query holds the `/rest` page request, one record is a
 * GET of `/<path>/<id>`, a new one a POST, a change a PUT, a removal a DELETE with `?id=`.
 */
export const RESOURCE_PATHS = {
  user: '/api/user',
  role: '/api/role',
  service: '/api/service',
  permission: '/api/permission',
  permissionNoPager: '/api/permission/no-pager',
} as const;

const CANONICAL_INT = /^(0|-?[1-9]\d{0,9})$/;

/**
 * A query string's view of a body schema: the named integer fields arrive as text, so their
 * canonical decimal form becomes a number before the body's own schema checks it (anything
 * else is left for that schema to refuse with its message).
 */
export function fromQuery<S extends z.ZodType>(schema: S, integerKeys: readonly string[]) {
  return z.preprocess((value) => {
    if (!value || typeof value !== 'object') return value;
    const out: Record<string, unknown> = { ...(value as Record<string, unknown>) };
    for (const key of integerKeys) {
      const v = out[key];
      if (typeof v === 'string' && CANONICAL_INT.test(v)) out[key] = Number(v);
    }
    return out;
  }, schema);
}

/** `/<path>/<id>` and `DELETE /<path>?id=`: one canonical decimal id. */
export const resourceIdSchema = z.object({ id: decimalId(C.badRequest) });

export const userResourceQuerySchema = fromQuery(userPageQuerySchema, [
  'pageNum',
  'pageSize',
  'orgId',
  'status',
]);
export const roleResourceQuerySchema = fromQuery(rolePageQuerySchema, ['pageNum', 'pageSize']);
export const serviceResourceQuerySchema = fromQuery(appPageQuerySchema, ['pageNum', 'pageSize', 'appStatus']);
export const permissionResourceQuerySchema = fromQuery(
  z.object({ pageNum: rolePageQuerySchema.shape.pageNum, pageSize: rolePageQuerySchema.shape.pageSize }),
  ['pageNum', 'pageSize'],
);

/** A role as the resource: the `/rest` calls' `roleEntity`, unwrapped. */
export const roleResourceAddSchema = roleAddSchema.shape.roleEntity;
export const roleResourceUpdateSchema = roleUpdateSchema.shape.roleEntity;

/**
 * A service is an app of the app-management area (a system this one works with). The spec's
 * client saves it with POST when `id` is 0 and PUT otherwise, so the body carries `id`:
 * 0 (or absent) on POST, the app's id on PUT.
 */
export const serviceResourceAddSchema = appCreateSchema.extend({
  id: z.literal(0, { error: C.badRequest }).optional(),
});
export const serviceResourceUpdateSchema = appUpdateSchema
  .omit({ appId: true })
  .extend({ id: appUpdateSchema.shape.appId });
export type ServiceResourceAdd = AppCreate & { id?: 0 };
