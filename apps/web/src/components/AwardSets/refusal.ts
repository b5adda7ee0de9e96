import type { ValidationFailure } from '@awards/shared/envelope';
import { messageRef } from '@awards/shared/i18n';
import { ApiError } from '@awards/web-common/apiError';
import { describeError } from '@awards/web-common/errorCatalogue';
import { reportError } from '@awards/web-common/formErrors';
import { translateShared } from '@awards/web-common/i18n';

/**
 * A failure's field errors: each as its message's ref where the portal knows the key (so it is
 * shown in the language of the moment), else the text the server wrote.
 */
export function fieldErrorsOf(error: ApiError): Record<string, string> {
  const failure = (error.dataSet ?? {}) as Partial<ValidationFailure>;
  const errors: Record<string, string> = { ...failure.fieldErrors };
  for (const [field, call] of Object.entries(failure.fieldKeys ?? {})) {
    const ref = messageRef(call);
    if (ref) errors[field] = ref;
  }
  return errors;
}

/**
 * What a failed set save says, for the editor to show beside the set (and translate as it
 * shows it, so it follows a change of language): the field error of a 400 (e.g. the ref of
 * "评分标准权重之和必须为100，当前为90") or the 505 message's ref, else the catalogue's text.
 * A lapsed session goes the shell's way and shows nothing here.
 */
export function refusalText(error: unknown, translate: (m: string) => string): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 401) {
    reportError(error, () => undefined, translate);
    return null;
  }
  return Object.values(fieldErrorsOf(error))[0] ?? messageOf(error);
}

/**
 * What the error catalogue says of a failure, as the server's message ref when that is what
 * it says (a 505's reason...), so that it can be translated when shown.
 */
export function messageOf(error: ApiError): string {
  const said = describeError(error);
  return error.ref && said === translateShared(error.ref) ? error.ref : said;
}
