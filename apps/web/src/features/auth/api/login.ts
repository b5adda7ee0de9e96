import type { LoginForm, LoginResult } from '@awards/shared/auth';
import { http } from '../../../lib/http';
import { useAsyncAction } from '../../../lib/useAsync';

/** The path the specification names for a password login (spec 000 §7). */
export const LOGIN_URL = '/callback?client_name=myform_client';

export function login(form: LoginForm): Promise<LoginResult> {
  // Silent: the login page shows wrong passwords, field errors and rate limits inline.
  return http.post<LoginResult>(LOGIN_URL, form, { silent: true });
}

/** Not a TanStack mutation: the login route stays clear of the query library (see useAsync). */
export function useLogin() {
  return useAsyncAction(login);
}
