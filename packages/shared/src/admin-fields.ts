import { z } from 'zod';
import { COMMON_MESSAGES as C } from './common-messages';
import type { MessageRef } from './i18n';
import { id4, int4, NUL_MESSAGE, text } from './primitives';

/**
 * Field builders shared by the administration schemas (users, roles, organisations,
 * posts), so that an id, a code or an optional text field is validated and worded
 * the same way in every area. Forms send '' for a cleared field: optional fields
 * read it as null (clear the value), filters read it as "no filter".
 */
export const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
const blankToUndefined = (v: unknown) =>
  v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v;

export const MAX_BATCH = 500;

/**
 * A body that may be left out. Fastify hands a missing body over as null, which
 * `.default({})` does not catch (it only replaces undefined).
 */
export const optionalBody = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === null || v === undefined ? {} : v), schema);

/** A record id: a JSON integer from 1 to 2^31-1 (the int4 column), nothing coerced. */
export const idField = (message: MessageRef) => id4(message);

/** An optional reference to a record; null or '' clears it. */
export const optionalIdField = (message: MessageRef) =>
  z.preprocess(blankToNull, idField(message).nullable()).optional();

/** One or more ids, as a batch action takes them. */
export const idListField = (message: MessageRef, max = MAX_BATCH) =>
  z
    .array(idField(message), { error: message })
    .min(1, { error: message })
    .max(max, { error: C.batchMax({ max }) });

/** Zero or more ids: a set that replaces another (roles of a user, organisations of a scope). */
export const idSetField = (message: MessageRef, max = 2000) =>
  z.array(idField(message), { error: message }).max(max, { error: C.setMax({ max }) });

export const requiredText = (max: number, requiredMessage: MessageRef, tooLongMessage?: MessageRef) =>
  text({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage })
    .max(max, { error: tooLongMessage ?? C.tooLong({ max }) });

export const optionalText = (max: number, tooLongMessage?: MessageRef) =>
  z
    .preprocess(
      blankToNull,
      // A generic type message is no field message: a NUL gets 内容包含非法字符.
      text({ error: C.invalid }, NUL_MESSAGE)
        .trim()
        .max(max, { error: tooLongMessage ?? C.tooLong({ max }) })
        .nullable(),
    )
    .optional();

/** An optional value that must match a pattern (phone, e-mail...): the spec's message when it does not. */
export const optionalPattern = (pattern: RegExp, message: MessageRef, max = 100) =>
  z
    .preprocess(
      blankToNull,
      text({ error: message })
        .trim()
        .max(max, { error: message })
        .regex(pattern, { error: message })
        .nullable(),
    )
    .optional();

/** A required code (role code, post code...): its own pattern and message. */
export const codeField = (pattern: RegExp, requiredMessage: MessageRef, ruleMessage: MessageRef) =>
  text({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage, abort: true })
    .max(64, { error: ruleMessage })
    .regex(pattern, { error: ruleMessage });

export const optionalInt = (min: number, max: number, message: MessageRef) =>
  z
    .preprocess(
      blankToNull,
      int4({ error: message }).min(min, { error: message }).max(max, { error: message }).nullable(),
    )
    .optional();

/** A required small number from a fixed set (status, data scope...). */
export const oneOf = <const T extends readonly [number, ...number[]]>(values: T, message: MessageRef) =>
  z.literal(values, { error: message });

const isMissing = (input: unknown) => input === undefined || input === null || input === '';

/**
 * A required choice from a fixed set of codes (a select, a radio group): a missing value
 * (undefined, null, '', what an untouched select gives) answers `missing` (请选择…), any
 * other value outside the set `invalid` (…不正确). Issue 14: an empty select said the
 * choice was wrong when none had been made.
 */
export const choice = <const T extends readonly [string, ...string[]]>(
  values: T,
  invalid: MessageRef,
  missing: MessageRef,
) => z.enum(values, { error: (issue) => (isMissing(issue.input) ? missing : invalid) });

/** A text filter of a list: trimmed, blank means no filter. */
export const filterText = z
  .preprocess(
    blankToUndefined,
    text({ error: C.queryInvalid }).trim().max(100, { error: C.queryTooLong }).optional(),
  )
  .optional();

/** An optional numeric filter (status, type id...). */
export const filterInt = (message: MessageRef) =>
  z.preprocess(blankToUndefined, int4({ error: message }).optional()).optional();

/** An optional filter from a fixed set of numbers (status...). */
export const filterOneOf = <const T extends readonly [number, ...number[]]>(values: T, message: MessageRef) =>
  z.preprocess(blankToUndefined, oneOf(values, message).optional()).optional();

const SORT_MESSAGE = C.sortNumber;
/** Sort order within siblings or a list; a column with a default, so blank means "leave it". */
export const sortNumberField = z
  .preprocess(
    blankToUndefined,
    int4({ error: SORT_MESSAGE })
      .min(0, { error: SORT_MESSAGE })
      .max(999_999, { error: SORT_MESSAGE })
      .optional(),
  )
  .optional();
