import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n';

/**
 * The phone tab's words (issue 19 item 6), in a namespace of their own registered on first
 * import: they load with the phone form's chunk, not with the sign-in page (bundle budget).
 */
export const AUTH_PHONE_NS = 'authPhone';

const zhCN = {
  phone: '手机号码',
  code: '短信验证码',
  sendCode: '获取验证码',
  resendIn: '{{seconds}}秒后重发',
  sending: '发送中…',
  submit: '登录',
  noToken: '登录失败：返回结果中缺少令牌',
};

type PhoneKey = keyof typeof zhCN;

const resources: Record<string, Record<PhoneKey, string>> = {
  zh_CN: zhCN,
  zh_TW: {
    phone: '手機號碼',
    code: '短信驗證碼',
    sendCode: '獲取驗證碼',
    resendIn: '{{seconds}}秒後重發',
    sending: '發送中…',
    submit: '登入',
    noToken: '登入失敗：回應中缺少令牌',
  },
  en_GB: {
    phone: 'Mobile number',
    code: 'SMS code',
    sendCode: 'Send code',
    resendIn: 'Resend in {{seconds}} s',
    sending: 'Sending…',
    submit: 'Sign in',
    noToken: 'Sign-in failed: the answer carries no token',
  },
};

for (const [lng, bundle] of Object.entries(resources)) {
  i18n.addResourceBundle(lng, AUTH_PHONE_NS, bundle, true, true);
}

type Translate = (key: PhoneKey, options?: Record<string, unknown>) => string;

/** `useTranslation('authPhone')` with keys checked against the zh_CN words. */
export function usePhoneT(): Translate {
  const { t } = useTranslation(AUTH_PHONE_NS as unknown as 'translation');
  return t as unknown as Translate;
}
