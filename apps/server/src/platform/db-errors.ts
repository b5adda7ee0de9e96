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
/**
 * Runs a write whose unique constraint is the last word on a duplicate (the
 * service's own check can lose a race) and turns the violation into the error
 * the client should see (a 409 naming the field). `duplicate` is told which
 * constraint refused the write, for writes that can meet several; it answers
 * undefined for one the write does not expect, which is rethrown as it came, as
 * is every other error.
 */
export async function onUniqueViolation<T>(
  write: () => Promise<T>,
  duplicate: (constraint: string | undefined) => Error | undefined,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const pg = pgErrorOf(error);
    throw (pg?.code === PG_UNIQUE_VIOLATION ? duplicate(pg.constraint) : undefined) ?? error;
  }
}

export const isForeignKeyViolation = (error: unknown): boolean =>
  pgErrorOf(error)?.code === PG_FOREIGN_KEY_VIOLATION;

/** SQLSTATEs meaning the database cannot serve now: connection exceptions (class 08),
 * the server shutting down or starting (57P01–57P03), too many connections (53300). */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123]|53300)$/;
/** Socket errors of the driver reaching the server. */
const UNAVAILABLE_SOCKET = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
/** What node-postgres, pg-pool and PGlite say, without a code, when the connection is gone. */
const UNAVAILABLE_MESSAGE =
  /Connection terminated|is not currently accepting connections|Client has encountered a connection error|Cannot use a pool after calling end|timeout exceeded when trying to connect|PGlite is closed/i;

/**
 * Whether an error means the database is unreachable or going away (not that the
 * statement was wrong): the request may succeed if retried shortly, so the client
 * gets 503 with Retry-After rather than a 500. Follows the causes drizzle wraps.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_SOCKET.has(code)))
      return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true;
    // An AggregateError (a host with several addresses, all refused) carries its errors.
    const errors = (current as { errors?: unknown }).errors;
    if (Array.isArray(errors) && errors.some((e) => isDatabaseUnavailable(e))) return true;
    current = cause;
  }
  return false;
}
