/**
 * Reads PostgreSQL's SQLSTATE from an error thrown by a query, through the
 * wrappers drizzle and the drivers put around it, so that a service can turn a
 * constraint the database enforced (a race the service's own check lost) into
 * the 409 or 422 the client should see.
 */
export interface PgErrorInfo {
  code: string;
  constraint: string | undefined;
}

export function pgErrorOf(error: unknown): PgErrorInfo | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const { code, constraint, cause } = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      return { code, constraint: typeof constraint === 'string' ? constraint : undefined };
    }
    current = cause;
  }
  return null;
}

export const PG_UNIQUE_VIOLATION = '23505';
export const PG_FOREIGN_KEY_VIOLATION = '23503';

export const isUniqueViolation = (error: unknown): boolean => pgErrorOf(error)?.code === PG_UNIQUE_VIOLATION;
export const isForeignKeyViolation = (error: unknown): boolean =>
  pgErrorOf(error)?.code === PG_FOREIGN_KEY_VIOLATION;
