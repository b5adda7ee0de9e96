import type { UserInfo } from '@awards/shared/auth';
import { ApiError } from '@awards/web-common/apiError';
import { isUnauthorised } from '@awards/web-common/errorCatalogue';
import { getToken, saveUserInfo } from '@awards/web-common/session';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { SITE_PATHS, signInPath, withinSite } from '../config/paths';
import { forgetSignIn } from '../lib/sessionState';
import { fetchCurrentUser } from '../shell/api/currentUser';
import { type AccountPage, accountPagesOf, landingOf } from './accountPages';

/** Asked once per token and page load: the server's word on who holds it. */
const checked = new Map<string, Promise<UserInfo>>();

/** The signed-in area's data: the user and the pages of their menu. */
export interface AccountArea {
  user: UserInfo;
  pages: AccountPage[];
}

/**
 * Before any page of the signed-in area: without a token, to the sign-in page with the page
 * to come back to; with one, the server says whose it is (a lapsed token signs out). A staff
 * user is no user of the site: signed out here and told where the portal is.
 */
export async function accountLoader({ request }: LoaderFunctionArgs): Promise<AccountArea> {
  const url = new URL(request.url);
  const here = withinSite(url.pathname) + url.search;
  const token = getToken();
  if (!token) throw redirect(signInPath(here));
  let user: UserInfo;
  try {
    if (!checked.has(token)) checked.set(token, fetchCurrentUser());
    user = await checked.get(token)!;
  } catch (error) {
    checked.delete(token);
    if (error instanceof ApiError && isUnauthorised(error)) {
      forgetSignIn();
      throw redirect(signInPath(here));
    }
    throw error;
  }
  if (user.userType === 'staff') {
    forgetSignIn();
    throw redirect(`${SITE_PATHS.signIn}?staff=1`);
  }
  saveUserInfo(user);
  return { user, pages: accountPagesOf(user) };
}

/** /my itself: the user's landing page. */
export async function accountIndexLoader(args: LoaderFunctionArgs): Promise<Response> {
  const { user } = await accountLoader(args);
  return redirect(landingOf(user) ?? SITE_PATHS.home);
}
