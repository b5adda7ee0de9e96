import { getProjectSettings } from '@awards/web-common/projectSettings';
import { getToken } from '@awards/web-common/session';
import { SESSION_TTL_MS, STORAGE_KEYS, setItem } from '@awards/web-common/storage';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useSignOnT } from '../../../i18n/signOn';
import { signedInFrom, validateCasTicket } from '../api/signOn';
import { SignOnProgress } from '../components/SignOnProgress';
import { finishSignIn, refusalText } from '../signIn';

/** This page's address as CAS was given it: the address without the ticket CAS added. */
export function serviceOf(href: string): string {
  return href
    .replace(/([?&])ticket=[^&#]*(&?)/, (_all, lead: string, more: string) => (more ? lead : ''))
    .replace(/#.*$/, '');
}

/**
 * /_login/cas: where the CAS server sends the browser back with a ticket (docs/sso.md).
 * The ticket is validated by the server (GET /cas/client/validateLogin), which answers the
 * session as a password sign-in does; the CAS logout address is kept so that signing out
 * ends the CAS session too (spec 000 §4).
 */
export function CasCallbackPage() {
  const t = useSignOnT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const location = useLocation();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const ticket = params.get('ticket');
    const redirect = params.get('redirect');
    if (!ticket) {
      // A single sign-on that hands a token over in the address: the root guard stored it.
      if (getToken())
        void navigate(redirect ? `/?redirect=${encodeURIComponent(redirect)}` : '/', { replace: true });
      else setError(t('signOnFailed'));
      return;
    }
    Promise.all([
      validateCasTicket(ticket, serviceOf(`${window.location.origin}${location.pathname}${location.search}`)),
      getProjectSettings().catch(() => null),
    ])
      .then(([answer, project]) => {
        const result = signedInFrom(answer);
        if (!result) {
          setError(t('signOnFailed'));
          return;
        }
        const logout = project?.signOn?.cas?.logoutUrl;
        finishSignIn(result, redirect, navigate);
        if (logout) setItem(STORAGE_KEYS.ssoLogout, logout, SESSION_TTL_MS);
      })
      .catch((failure: unknown) => setError(refusalText(failure)));
  }, [location, navigate, params, t]);

  return <SignOnProgress error={error} />;
}
