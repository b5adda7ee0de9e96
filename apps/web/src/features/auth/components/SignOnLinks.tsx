import type { SignOnOptions } from '@awards/shared/sign-on-paths';
import { BUTTON } from '@awards/web-common/ui/form/buttons';
import { useSignOnT } from '../../../i18n/signOn';
import { casLoginUrl, oauthAuthorizeUrl } from '../../../lib/signOn';
import styles from '../pages/LoginPage.module.css';

interface Props {
  signOn: SignOnOptions | undefined;
  /** The page to come back to after signing in. */
  redirect: string | null;
}

/**
 * The other ways to sign in the server is configured for (docs/sso.md): CAS single sign-on
 * and an OAuth provider, as plain-kit buttons (no antd on the sign-in page). Loaded only when
 * one is (LoginPage), with its words.
 */
export function SignOnLinks({ signOn, redirect }: Props) {
  const t = useSignOnT();
  const { cas, oauth } = signOn ?? { cas: null, oauth: null };
  if (!cas && !oauth) return null;
  return (
    <div className={styles.otherWays} data-testid="login-other-ways">
      <div className={styles.otherWaysTitle}>{t('otherWays')}</div>
      {cas && (
        <a className={BUTTON} href={casLoginUrl(cas, redirect)} data-testid="login-cas">
          {t('cas')}
        </a>
      )}
      {oauth && (
        <button
          type="button"
          className={BUTTON}
          data-testid="login-oauth"
          onClick={() => window.location.assign(oauthAuthorizeUrl(oauth, 'login', redirect))}
        >
          {oauth.name ? t('oauthNamed', { name: oauth.name }) : t('oauth')}
        </button>
      )}
    </div>
  );
}
