import type { PortalInit } from '@awards/shared/home';
import { LOGIN_MESSAGES } from '@awards/shared/messages';
import { ApiError } from '@awards/web-common/apiError';
import { describeError } from '@awards/web-common/errorCatalogue';
import { clientText, translateShared } from '@awards/web-common/i18n';
import { notify } from '@awards/web-common/notify';
import {
  clearSession,
  getRoles,
  getToken,
  getUserInfo,
  saveButtonAuth,
  saveToken,
  saveUserInfo,
} from '@awards/web-common/session';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { settings } from '../config/env';
import { isWhitelisted, loginTarget, PATHS } from '../config/paths';
import { i18n } from '../i18n';
import { getProjectSettings } from '../shell/api/getProjectSettings';
import { getPortalInit, portalInitQueryOptions } from '../shell/api/portalInit';
import { allowedRedirect, landingPath } from './landing';

function leaveWith(message: string, redirectTo?: string): never {
  notify({
    type: 'error',
    title: clientText('title'),
    description: message,
    key: 'portal-init',
    duration: 4,
  });
  clearSession();
  throw redirect(loginTarget(redirectTo).url);
}

/** Spec 000 §1: a client user (declarer, expert, recommending unit, person) without menus is sent to the site. */
function emptyMenuMessage(init: PortalInit): string {
  const userType = init.loginUser?.userType ?? getUserInfo()?.userType;
  if (userType === 'declarer') return LOGIN_MESSAGES.declarerNoMenu;
  if (userType === 'expert') return LOGIN_MESSAGES.expertNoMenu;
  if (userType === 'recommender') return LOGIN_MESSAGES.recommenderNoMenu;
  if (userType === 'person') return LOGIN_MESSAGES.personNoMenu;
  return LOGIN_MESSAGES.noMenu;
}

/** Whether the query client (the shell's chunk) has loaded: until then no init can be cached. */
let queryClientLoaded = false;

/**
 * The navigation guard of spec 000 §4: without a token only whitelisted paths pass,
 * others go to the login page (or single sign-on) with a redirect; with a token the
 * init call runs once per token (then cached) and an empty menu ends the session.
 */
export async function loadPortalInit(url: URL): Promise<PortalInit> {
  const here = url.pathname + url.search;
  const token = getToken();
  if (!token) throw redirect(loginTarget(here).url);
  // Loaded with the first signed-in page, not with the login page (bundle budget). The first
  // time, the init call starts beside it rather than after it (the query client comes with
  // the shell's chunk): nothing can be cached before the client exists.
  const clientLoading = import('../shell/queryClient');
  let early = queryClientLoaded ? undefined : getPortalInit();
  early?.catch(() => undefined);
  const { queryClient } = await clientLoading;
  queryClientLoaded = true;
  let init: PortalInit;
  try {
    init = await queryClient.ensureQueryData({
      ...portalInitQueryOptions(token),
      queryFn: async () => {
        const call = early ?? getPortalInit();
        early = undefined;
        const data = await call;
        saveButtonAuth(data.permissions ?? []);
        if (data.loginUser) saveUserInfo(data.loginUser);
        return data;
      },
    });
  } catch (error) {
    const message = error instanceof ApiError ? describeError(error) : '';
    return leaveWith(message || i18n.t('http.initFailed'), here);
  }
  if (!init.menu?.length) {
    queryClient.removeQueries({ queryKey: portalInitQueryOptions(token).queryKey });
    // Not back to single sign-on: it would hand out the same menu-less session again.
    // One notice however many loaders meet the empty menu on the way in (the root's and the
    // layout's both ask): the same key replaces rather than adds.
    notify({
      type: 'error',
      title: clientText('title'),
      description: translateShared(emptyMenuMessage(init)),
      key: 'portal-empty-menu',
    });
    clearSession();
    throw redirect(PATHS.login);
  }
  return init;
}

export async function portalLoader({ request }: LoaderFunctionArgs): Promise<PortalInit> {
  // The project settings name the display zone every date of the pages is read in: they
  // come with the portal's first data, not after the first table has been drawn.
  const [init] = await Promise.all([
    loadPortalInit(new URL(request.url)),
    getProjectSettings().catch(() => undefined),
  ]);
  return init;
}

/** '/': the redirect query when the user may open it, else the landing page (spec 000 §2, §4). */
export async function rootIndexLoader({ request }: LoaderFunctionArgs): Promise<Response> {
  const url = new URL(request.url);
  const init = await loadPortalInit(url);
  const roles = init.roles?.length ? init.roles : getRoles();
  return redirect(allowedRedirect(url.searchParams.get('redirect'), init) ?? landingPath(init, roles));
}

export function loginRootLoader(): Response {
  return redirect(PATHS.login);
}

/**
 * Runs before every route. With single sign-on, a token handed over in the address is
 * stored and taken out of it, so it is neither bookmarked nor shared; then, without a
 * token, only whitelisted paths pass (spec 000 §4).
 */
export function rootLoader({ request }: LoaderFunctionArgs): Response | null {
  const url = new URL(request.url);
  const handed = url.searchParams.get('token');
  if (handed && settings.ssoLoginUrl()) {
    saveToken(handed);
    url.searchParams.delete('token');
    return redirect(url.pathname + url.search + url.hash);
  }
  if (getToken() || isWhitelisted(url.pathname)) return null;
  return redirect(loginTarget(url.pathname + url.search).url);
}
