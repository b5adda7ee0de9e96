import { Flex, Form } from 'antd';
// See LoginForm: only the plain input, not the whole Input family.
import Input from 'antd/es/input/Input';
import { useTranslation } from 'react-i18next';
import { translateShared } from '../../i18n';
import { asRule, checkCaptcha } from '../../signInChecks';
import { SIGN_IN_TEXT } from '../../signInText';

interface Props {
  image: string | undefined;
  loading: boolean;
  onRefresh: () => void;
}

/** Captcha input beside its image; clicking the image fetches another (spec 000 §7). */
export function CaptchaField({ image, loading, onRefresh }: Props) {
  useTranslation();
  const t = (key: 'username' | 'password' | 'captcha' | 'captchaRefresh' | 'submit') =>
    translateShared(SIGN_IN_TEXT[key]);
  return (
    <Flex gap={8} align="flex-start">
      <Form.Item
        name="captcha"
        style={{ flex: 1 }}
        // The schema keeps captcha optional (the server decides when it is needed); once shown it is required.
        rules={[asRule(checkCaptcha, translateShared)]}
      >
        <Input id="captcha" name="captcha" size="large" autoComplete="off" placeholder={t('captcha')} />
      </Form.Item>
      <button
        type="button"
        onClick={onRefresh}
        title={t('captchaRefresh')}
        data-testid="captcha-image"
        aria-busy={loading}
        // Faded while a new image loads (no Spin: the login page has a bundle budget).
        style={{
          width: 112,
          height: 40,
          padding: 0,
          border: 'none',
          background: '#f5f5f5',
          cursor: 'pointer',
          opacity: loading ? 0.4 : 1,
        }}
      >
        {image && <img src={image} alt={t('captcha')} style={{ width: 112, height: 40, display: 'block' }} />}
      </button>
    </Flex>
  );
}
