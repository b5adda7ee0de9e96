import type { ValidationFailure } from '@awards/shared/envelope';
import type { FormInstance, FormRule } from 'antd';
import { ApiError } from '../../lib/apiError';
import { describeError, errorNotice, isTokenInvalid, isUnauthorised } from '../../lib/errorCatalogue';
import { notify as notifyShell } from '../../lib/notify';
import { leaveLapsedSession, showLoginExpired } from '../../lib/sessionLoss';

type Translate = (message: string) => string;

/**
 * A live check against the server (spec 001 §5): an empty value is valid; when the server
 * refuses (409 taken, 400 malformed) its message becomes the field's error. Anything else
 * (the network) lets the value pass: the save itself will say what went wrong.
 */
export function remoteRule(check: (value: string) => Promise<unknown>, translate: Translate): FormRule {
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
 * A failed save shown where the user looks: the server's fieldErrors (400, 409) on their
 * fields; anything else, or an error about a field the form does not show, as one message.
 * `prefix` is what the server puts before the form's names (a wrapped payload: 'roleEntity.').
 */
export function showSaveError(
  error: unknown,
  form: FormInstance,
  fields: readonly string[],
  notify: (text: string) => void,
  translate: Translate,
  prefix = '',
): void {
  if (!(error instanceof ApiError)) return;
  const fieldErrors = (error.dataSet as Partial<ValidationFailure> | null)?.fieldErrors ?? {};
  const shown = Object.entries(fieldErrors)
    .map(([name, text]) => [name.startsWith(prefix) ? name.slice(prefix.length) : name, text] as const)
    .filter(([name]) => fields.includes(name));
  form.setFields(shown.map(([name, text]) => ({ name, errors: [translate(text)] })));
  if (shown.length === 0) reportError(error, notify, translate);
}

/**
 * A failure of a call made silent (so its message can be translated and placed here): a
 * lapsed session goes the shell's way, as http.ts would have sent it; the rest is one message
 * (a 409 or 422 carries text written for the user).
 */
export function reportError(error: unknown, notify: (text: string) => void, translate: Translate): void {
  if (!(error instanceof ApiError)) return;
  if (isTokenInvalid(error)) showLoginExpired();
  else if (isUnauthorised(error)) {
    notifyShell(errorNotice(error));
    leaveLapsedSession();
  } else notify(translate(describeError(error)));
}
