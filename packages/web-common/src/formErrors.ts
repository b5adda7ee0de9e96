import type { ValidationFailure } from '@awards/shared/envelope';
import { messageRef } from '@awards/shared/i18n';
import type { FormInstance, FormRule } from 'antd';
import { ApiError } from './apiError';
import {
  describeError,
  errorNotice,
  isEndedSessionFailure,
  isTokenInvalid,
  isUnauthorised,
} from './errorCatalogue';
import { notify as notifyShell } from './notify';
import { leaveLapsedSession, showLoginExpired } from './sessionLoss';
import type { ParsableField } from './zodRule';

interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

/** The part of a zod object schema a whole-form check needs (kept structural, see lib/zodRule.ts). */
export interface ObjectSchema {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: readonly Issue[] } };
}

/**
 * The rule of an optional field: empty passes, anything else must suit the schema.
 * (zodRule reads empty as '', which a pattern refuses and a number coerces to 0.)
 */
export function optionalRule(field: ParsableField, translate: (m: string) => string): FormRule {
  return {
    validator: async (_, value: unknown) => {
      if (value === null || value === undefined || (typeof value === 'string' && !value.trim())) return;
      const result = field.safeParse(value);
      if (!result.success) throw new Error(translate(result.error.issues[0]?.message ?? ''));
    },
  };
}

/**
 * The rules that span fields (an embedded page needs a link): field rules cannot see
 * them, so the whole values go through the shared schema before saving.
 */
export function schemaErrors(schema: ObjectSchema, values: unknown, translate: (m: string) => string) {
  const result = schema.safeParse(values);
  if (result.success) return [];
  return result.error.issues.map((issue) => ({
    name: issue.path.map(String),
    errors: [translate(issue.message)],
  }));
}

/** Marks the schema's problems on the form's fields; true when there were any. */
export function markSchemaErrors(
  form: FormInstance,
  schema: ObjectSchema,
  values: unknown,
  translate: (m: string) => string,
): boolean {
  const problems = schemaErrors(schema, values, translate);
  form.setFields(problems);
  return problems.length > 0;
}

/**
 * A live check against the server (spec 001 §5): an empty value is valid; when the server
 * refuses (409 taken, 400 malformed) its message becomes the field's error. Anything else
 * (the network) lets the value pass: the save itself will say what went wrong.
 */
export function remoteRule(
  check: (value: string) => Promise<unknown>,
  translate: (m: string) => string,
): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const text = typeof value === 'string' ? value.trim() : '';
      if (!text) return;
      try {
        await check(text);
      } catch (error) {
        if (error instanceof ApiError && (error.status === 409 || error.status === 400))
          throw new Error(translate(error.message));
      }
    },
  };
}

/**
 * A 400's message per field: its key where the portal knows it (so it is shown in the
 * language of the moment), else the text the server wrote in the language the call asked for.
 */
function fieldMessages(error: ApiError): Record<string, string> {
  const failure = (error.dataSet ?? {}) as Partial<ValidationFailure>;
  const messages: Record<string, string> = { ...failure.fieldErrors };
  for (const [name, call] of Object.entries(failure.fieldKeys ?? {})) {
    const ref = messageRef(call);
    if (ref) messages[name] = ref;
  }
  return messages;
}

/**
 * A failed save shown where the user looks: each of the server's fieldErrors (400) and a
 * known conflict (409, named only by its message key) on its field; anything else, or an error
 * about a field the form does not show, as one message. The modal stays open either way.
 * `prefix` is what the server puts before the form's names (a wrapped payload: 'roleEntity.'),
 * or the form's name of each of the server's (`declarationStart` → the range `declaration`).
 */
export function showSaveError(
  error: unknown,
  form: FormInstance,
  fields: readonly string[],
  notify: (text: string) => void,
  translate: (m: string) => string,
  conflicts: Record<string, string> = {},
  prefix: string | ((name: string) => string) = '',
): void {
  if (!(error instanceof ApiError)) return;
  const formName =
    typeof prefix === 'function'
      ? prefix
      : (name: string) => (name.startsWith(prefix) ? name.slice(prefix.length) : name);
  const entries = Object.entries(fieldMessages(error)).map(
    ([name, text]) => [formName(name), text] as [string, string],
  );
  const said = error.ref ?? error.message;
  const conflict = conflicts[said];
  if (conflict) entries.push([conflict, said]);
  const shown = entries.filter(([name]) => fields.includes(name.split('.')[0] ?? ''));
  form.setFields(shown.map(([name, text]) => ({ name: name.split('.'), errors: [translate(text)] })));
  if (shown.length === 0) reportError(error, notify, translate);
}

/**
 * A failure of a call made silent (so its message can be translated and placed here): a
 * lapsed session goes the shell's way, as http.ts would have sent it; the rest is one message.
 */
export function reportError(
  error: unknown,
  notify: (text: string) => void,
  translate: (m: string) => string,
) {
  if (!(error instanceof ApiError) || isEndedSessionFailure(error)) return;
  if (isTokenInvalid(error)) showLoginExpired();
  else if (isUnauthorised(error)) {
    notifyShell(errorNotice(error));
    leaveLapsedSession();
  } else notify(translate(describeError(error)));
}
