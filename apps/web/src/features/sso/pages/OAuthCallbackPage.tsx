import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PATHS } from '../../../config/paths';
import { useSignOnT } from '../../../i18n/signOn';
import { takeOAuthRequest } from '../../../lib/signOn';
import { bindThirdAccount, signedInFrom, thirdLogin } from '../api/signOn';
import { SignOnProgress } from '../components/SignOnProgress';
import { finishSignIn, refusalText } from '../signIn';

/** The account centre's bindings tab, where a binding started and ends. */
export const BINDINGS_TAB = `${PATHS.accountCenter}?tab=bindings`;

/**
 * /_login/oauth: where the provider sends the browser back with a code (docs/sso.md). Only
 * an answer to a request this tab made (its state) is taken; the code then signs in
 * (GET /thirdLogin/getLoginUser/{code}, accepted only with code '200') or binds the
 * signed-in account, as the request said.
 */
export function OAuthCallbackPage() {
  const t = useSignOnT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const request = takeOAuthRequest(params.get('state'));
    const code = params.get('code');
    if (!request || !code) {
      setError(t('signOnFailed'));
      return;
    }
    if (request.purpose === 'bind') {
      bindThirdAccount(code)
        .then(() => navigate(BINDINGS_TAB, { replace: true }))
        .catch((failure: unknown) => setError(refusalText(failure)));
      return;
    }
    thirdLogin(code)
      .then((answer) => {
        const result = signedInFrom(answer);
        if (result) finishSignIn(result, request.redirect, navigate);
        else setError(t('signOnFailed'));
      })
      .catch((failure: unknown) => setError(refusalText(failure)));
  }, [navigate, params, t]);

  return <SignOnProgress error={error} />;
}
