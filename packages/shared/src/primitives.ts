import { z } from 'zod';
import { COMMON_MESSAGES } from './common-messages';

/**
 * The primitives every schema builds its strings and integers from (issue 11,
 * docs/security.md): a string never holds U+0000, which PostgreSQL text cannot
 * store, and an integer is a JSON integer within its column's range, never a
 * string, boolean or array coerced into one.
 */

export const INT4_MIN = -2_147_483_648;
export const INT4_MAX = 2_147_483_647;

/** The message for a NUL byte in a field whose schema names no message of its own. */
export const NUL_MESSAGE = COMMON_MESSAGES.nul;

export const hasNul = (value: string): boolean => value.includes('\u0000');

type StringParams = Parameters<typeof z.string>[0];
type IntParams = Parameters<typeof z.int>[0];

const messageOf = (params: StringParams | IntParams, fallback: string): string => {
  if (typeof params === 'string') return params;
  return typeof params?.error === 'string' ? params.error : fallback;
};

/**
 * `z.string(params)` that refuses a NUL byte with the field's own message (or
 * 内容包含非法字符 when it has none, or nulMessage), before any further check.
 */
export const text = (params?: StringParams, nulMessage?: string) =>
  z.string(params).refine((v) => !hasNul(v), {
    error: nulMessage ?? messageOf(params, NUL_MESSAGE),
    abort: true,
  });

/**
 * A JSON integer within [min, max] of its column: anything else, a digit string
 * included, gets the message of params (or rangeMessage when out of range).
 */
const boundedInt = (min: number, max: number) => (params?: IntParams, rangeMessage?: string) => {
  const error = rangeMessage ?? messageOf(params, COMMON_MESSAGES.integer);
  return z.int(params).min(min, { error }).max(max, { error });
};

/**
 * An integer column (int4). The smallint columns' fields (levels, grades, status...)
 * are all bounded well inside smallint by their own rules.
 */
export const int4 = boundedInt(INT4_MIN, INT4_MAX);
/** A bigint column read in number mode: any safe integer. */
export const int8 = boundedInt(Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER);

/**
 * The id of a record in an int4 identity column: a JSON integer from 1 to 2^31-1.
 * missingMessage, when given, is the answer for a missing or non-integer value.
 */
export const id4 = (message: string, missingMessage = message) =>
  int4({ error: missingMessage }, message).min(1, { error: message });

/** The id of a record in a bigint identity column (logs): a JSON integer from 1. */
export const id8 = (message: string, missingMessage = message) =>
  int8({ error: missingMessage }, message).min(1, { error: message });

const CANONICAL_ID = /^[1-9]\d{0,9}$/;

/**
 * An id that arrives as text: a query-string or path parameter, a multipart form
 * field, the specification's comma-separated id lists. Only the canonical decimal
 * form (no sign, no leading zero, no spaces, no exponent) within the int4 range.
 */
export const decimalId = (message: string) =>
  text({ error: message })
    .regex(CANONICAL_ID, { error: message })
    .transform((v) => Number(v))
    .pipe(id4(message));

const FIRST_INSTANT = Date.parse('0001-01-01T00:00:00.000Z');
const LAST_INSTANT = Date.parse('9999-12-31T23:59:59.999Z');
/** Within what PostgreSQL's timestamptz and date hold in this format: years 1 to 9999. */
const storable = (time: number) => time >= FIRST_INSTANT && time <= LAST_INSTANT;

/** An ISO date-time with its offset, of a year PostgreSQL stores (not 0000, not past 9999 in UTC). */
export const isoDateTime = (message: string) =>
  z.iso.datetime({ offset: true, error: message }).refine((v) => storable(Date.parse(v)), { error: message });

/** An ISO date (YYYY-MM-DD) from year 1 to 9999. */
export const isoDate = (message: string) =>
  z.iso.date({ error: message }).refine((v) => storable(Date.parse(v)), { error: message });

const TIME_TEXT = /^\d{4}-\d{2}-\d{2}(?:[ T]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})?)?$/;

/**
 * A time as the portal's pickers send it: 'YYYY-MM-DD', 'YYYY-MM-DD HH:mm:ss' or ISO,
 * a real date of a year PostgreSQL stores. Date.parse alone takes '110000' (a year).
 */
export const timeText = (message: string) =>
  text({ error: message })
    .regex(TIME_TEXT, { error: message })
    .refine((v) => storable(Date.parse(v.replace(' ', 'T'))), { error: message });

/**
 * An optional number a form may leave blank: '' or null means the field is absent, as
 * sortNumberField reads it (forms send '' for a cleared field, antd null). Anything
 * else must be what `schema` takes: a blank is not coerced into a number.
 */
export const optionalNumber = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional()).optional();
