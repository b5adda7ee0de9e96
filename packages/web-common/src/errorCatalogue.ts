import { RTN } from '@awards/shared/envelope';
import { type ApiError, NETWORK_ERROR_STATUS } from './apiError';
import { clientText, translateShared } from './i18n';
import type { Notice } from './notify';

/** The error catalogue of spec 000 §8, in one place: what the user is told for a failure. */
export function isUnauthorised(error: ApiError): boolean {
  return error.status === 401 || error.rtnCode === RTN.unauthorised;
}

/** A 500 whose message says the token is no longer valid ('Token失效，请重新登录'). */
export function isTokenInvalid(error: ApiError): boolean {
  return error.status === 500 && /token\s*(失效|invalid)/i.test(error.message);
}

/**
 * A session failure (401, or the token invalid) of a call sent for a session this page has
 * since left: a sign-out racing a call still in flight. That session's end is no news, and
 * the page's present one is not in question: no notice, no reload, no dialog.
 */
export function isEndedSessionFailure(error: ApiError): boolean {
  return error.forEndedSession && (isUnauthorised(error) || isTokenInvalid(error));
}

export function describeError(error: ApiError): string {
  const serverText = error.ref ? translateShared(error.ref) : error.message;
  // A business-rule refusal carries text written for the user.
  if (error.rtnCode === RTN.businessRule) return serverText || clientText('failed');
  if (isUnauthorised(error)) return serverText || clientText('unauthorised');
  switch (error.status) {
    case 403:
      return clientText('forbidden');
    case 404:
      return clientText('notFound');
    case 504:
      return clientText('timeout');
    case NETWORK_ERROR_STATUS:
      return clientText('network');
    default:
      return serverText || clientText('failed');
  }
}

export function errorNotice(error: ApiError): Notice {
  return {
    type: 'error',
    title: clientText('title'),
    description: describeError(error),
    key: `http-${error.status}-${error.rtnCode}`,
    // Spec 000 §9: notices stay 3 to 4 seconds; a lapsed session is told for 3.
    duration: isUnauthorised(error) ? 3 : 4,
  };
}
