import { z } from 'zod';

/**
 * The primitives every schema builds its strings and integers from (issue 11,
 * docs/security.md): a string never holds U+0000, which PostgreSQL text cannot
 * store, and an integer is a JSON integer within its column's range, never a
 * string, boolean or array coerced into one.
 */

export const INT2_MAX = 32_767;
export const INT4_MIN = -2_147_483_648;
export const INT4_MAX = 2_147_483_647;

/** The message for a NUL byte in a field whose schema names no message of its own. */
export const NUL_MESSAGE = '内容包含非法字符';

export const hasNul = (value: string): boolean => value.includes('\u0000');

type StringParams = Parameters<typeof z.string>[0];
type IntParams = Parameters<typeof z.int>[0];

const messageOf = (params: StringParams | IntParams, fallback: string): string => {
  if (typeof params === 'string') return params;
  return typeof params?.error === 'string' ? params.error : fallback;
};

/**
 * `z.string(params)` that refuses a NUL byte with the field's own message (or
 * 内容包含非法字符 when it has none), before any further check.
 */
export const text = (params?: StringParams) =>
  z.string(params).refine((v) => !hasNul(v), { error: messageOf(params, NUL_MESSAGE), abort: true });

/**
 * A JSON integer within [min, max] of its column: anything else, a digit string
 * included, gets the message of params (or rangeMessage when out of range).
 */
const boundedInt = (min: number, max: number) => (params?: IntParams, rangeMessage?: string) => {
  const error = rangeMessage ?? messageOf(params, '必须是整数');
  return z.int(params).min(min, { error }).max(max, { error });
};

/** An integer column (int4). */
export const int4 = boundedInt(INT4_MIN, INT4_MAX);
/** A smallint column. */
export const int2 = boundedInt(-INT2_MAX - 1, INT2_MAX);
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
 * field. Only the canonical decimal form (no sign, no leading zero, no spaces)
 * within the int4 range; a JSON integer is taken too.
 */
export const decimalId = (message: string) =>
  z
    .union([id4(message), text({ error: message }).regex(CANONICAL_ID, { error: message })], {
      error: message,
    })
    .transform((v) => Number(v))
    .pipe(id4(message));
