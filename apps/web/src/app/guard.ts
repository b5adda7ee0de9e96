import { LOGIN_MESSAGES } from '@awards/shared/auth';
import { EXAMINATION_PATH, HOME_PATH, ROLE } from '@awards/shared/permissions';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { loginPath, PATHS } from '../config/paths';
import { getPortalInit, type PortalInit, portalInitQueryOptions } from '../features/home/api/portalInit';
import { i18n } from '../i18n';
import { translateShared } from '../i18n/sharedMessages';
import { ApiError } from '../lib/apiError';
import { describeError } from '../lib/errorCatalogue';
import { notify } from '../lib/notify';
import { clearSession, getRoles, getToken, getUserInfo, saveButtonAuth, saveUserInfo } from '../lib/session';
import { queryClient } from './queryClient';

function leaveWith(message: string, redirectTo?: string): never {
  notify({
    type: 'error',
    title: i18n.t('http.title'),
    description: message,
    key: 'portal-init',
    duration: 4,
  });
  clearSession();
  throw redirect(loginPath(redirectTo));
}

/** Spec 000 §5 (this project): a declarer or expert without menus is sent to their own site. */
function emptyMenuMessage(init: PortalInit): string {
  const userType = init.loginUser?.userType ?? getUserInfo()?.userType;
  if (userType === 'declarer') return LOGIN_MESSAGES.declarerNoMenu;
  if (userType === 'expert') return LOGIN_MESSAGES.expertNoMenu;
  return LOGIN_MESSAGES.noMenu;
}

/**
 * The route guard of spec 000 §4: no token goes to login with a redirect; a token
 * without loaded menus fetches the init call (once per token, then cached).
 */
export async function portalLoader({ request }: LoaderFunctionArgs): Promise<PortalInit> {
  const url = new URL(request.url);
  const here = url.pathname + url.search;
  const token = getToken();
  if (!token) throw redirect(loginPath(here));

  let init: PortalInit;
  try {
    init = await queryClient.ensureQueryData({
      ...portalInitQueryOptions(token),
      queryFn: async () => {
        const data = await getPortalInit();
        saveButtonAuth(data.permissions ?? []);
        if (data.loginUser) saveUserInfo(data.loginUser);
        return data;
      },
    });
  } catch (error) {
    const message = error instanceof ApiError ? describeError(error) : i18n.t('http.initFailed');
    return leaveWith(message || i18n.t('http.initFailed'), here);
  }
  if (!init.menu?.length) {
    queryClient.removeQueries({ queryKey: portalInitQueryOptions(token).queryKey });
    return leaveWith(translateShared(emptyMenuMessage(init)));
  }
  return init;
}

/** '/' lands on the home page, or on the examination list for a BUSI_AUDIT user (spec 000 §2). */
export function rootRedirectLoader(): Response {
  // Loaders of a match run in parallel with the guard: without a session the roles are
  // unknown, so defer the choice until after login rather than pick the wrong landing page.
  if (!getToken()) return redirect(PATHS.login);
  return redirect(getRoles().includes(ROLE.audit) ? EXAMINATION_PATH : HOME_PATH);
}

export function loginRootLoader(): Response {
  return redirect(PATHS.login);
}
