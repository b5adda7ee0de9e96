import type { ValidationFailure } from '@awards/shared/envelope';
import { ApiError } from '../../lib/apiError';
import { describeError } from '../../lib/errorCatalogue';
import { reportError } from '../../lib/formErrors';

/**
 * What a failed set save says, for the editor to show beside the set: the field error of a
 * 400 (e.g. "评分标准权重之和必须为100，当前为90") or the 505 message. A lapsed session goes
 * the shell's way and shows nothing here.
 */
export function refusalText(error: unknown, translate: (m: string) => string): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 401) {
    reportError(error, () => undefined, translate);
    return null;
  }
  const fieldErrors = (error.dataSet as Partial<ValidationFailure> | null)?.fieldErrors;
  const first = fieldErrors ? Object.values(fieldErrors)[0] : undefined;
  return translate(first ?? describeError(error));
}
