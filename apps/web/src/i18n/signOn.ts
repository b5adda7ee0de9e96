import { useTranslation } from 'react-i18next';
import { i18n } from './index';

/**
 * The words of signing in through another system (docs/sso.md): the sign-in page's links
 * and the CAS and OAuth pages. A namespace of their own, registered on first import, so
 * they load with those lazy parts and not with the sign-in page (its bundle has a budget).
 */
export const SIGN_ON_NS = 'signOn';

const zhCN = {
  otherWays: '其他登录方式',
  cas: '单点登录',
  oauth: '第三方账号登录',
  oauthNamed: '使用{{name}}登录',
  signingOn: '正在登录…',
  signOnFailed: '登录未完成，请重新登录',
  backToLogin: '返回登录页',
};

type SignOnKey = keyof typeof zhCN;

const resources: Record<string, Record<SignOnKey, string>> = {
  zh_CN: zhCN,
  zh_TW: {
    otherWays: '其他登錄方式',
    cas: '單點登錄',
    oauth: '第三方賬號登錄',
    oauthNamed: '使用{{name}}登錄',
    signingOn: '正在登錄…',
    signOnFailed: '登錄未完成，請重新登錄',
    backToLogin: '返回登錄頁',
  },
  en_GB: {
    otherWays: 'Other ways to sign in',
    cas: 'Single sign-on',
    oauth: 'Sign in with a third-party account',
    oauthNamed: 'Sign in with {{name}}',
    signingOn: 'Signing in…',
    signOnFailed: 'Sign-in did not complete; please sign in again',
    backToLogin: 'Back to the sign-in page',
  },
};

for (const [lng, bundle] of Object.entries(resources)) {
  i18n.addResourceBundle(lng, SIGN_ON_NS, bundle, true, true);
}

type Translate = (key: SignOnKey, options?: Record<string, unknown>) => string;

/** `useTranslation('signOn')` with keys checked against the zh_CN words. */
export function useSignOnT(): Translate {
  const { t } = useTranslation(SIGN_ON_NS as unknown as 'translation');
  return t as unknown as Translate;
}

/** Outside components (a refusal's fallback text). */
export const signOnText = (key: SignOnKey): string =>
  i18n.getFixedT(null, SIGN_ON_NS as unknown as 'translation')(key as never) as string;
