import {
  type CasLoginAnswer,
  SIGN_ON_PATHS,
  type SignedIn,
  type ThirdBindingView,
  type ThirdLoginAnswer,
} from '@awards/shared/sign-on-messages';
import { http } from '@awards/web-common/http';

/**
 * The sign-on calls of spec 000 §7. Silent: the callback pages show a refusal themselves
 * (and a 401 here is a refused ticket or code, not a lapsed session).
 */
export function validateCasTicket(ticket: string, service: string): Promise<CasLoginAnswer> {
  return http.get<CasLoginAnswer>(SIGN_ON_PATHS.casValidate, { query: { ticket, service }, silent: true });
}

export function thirdLogin(code: string): Promise<ThirdLoginAnswer> {
  return http.get<ThirdLoginAnswer>(`${SIGN_ON_PATHS.thirdLogin}/${encodeURIComponent(code)}`, {
    silent: true,
  });
}

export function bindThirdAccount(code: string): Promise<ThirdBindingView> {
  return http.post<ThirdBindingView>(SIGN_ON_PATHS.bind, { code }, { silent: true });
}

/**
 * Spec 000 §5: validate-login succeeds only when its success flag is true, third-party
 * login only when code is the string '200'; either way the answer must carry a token and
 * the user.
 */
export function signedInFrom(answer: CasLoginAnswer | ThirdLoginAnswer | undefined): SignedIn | null {
  if (!answer) return null;
  const accepted = 'success' in answer ? answer.success === true : answer.code === '200';
  const result = answer.result;
  return accepted && result?.token && result.userInfo ? result : null;
}
