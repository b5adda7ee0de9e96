import { LOGIN_MESSAGES, loginFormSchema } from '@awards/shared/auth';
import { Flex, Form, Input, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { translateShared } from '../../../i18n/sharedMessages';
import { zodRule } from '../../../lib/zodRule';

interface Props {
  image: string | undefined;
  loading: boolean;
  onRefresh: () => void;
}

/** Captcha input beside its image; clicking the image fetches another (spec 000 §7). */
export function CaptchaField({ image, loading, onRefresh }: Props) {
  const { t } = useTranslation();
  return (
    <Flex gap={8} align="flex-start">
      <Form.Item
        name="captcha"
        style={{ flex: 1 }}
        // The schema keeps captcha optional (the server decides when it is needed); once shown it is required.
        rules={[
          { required: true, message: translateShared(LOGIN_MESSAGES.captchaRequired) },
          zodRule(loginFormSchema.shape.captcha, translateShared),
        ]}
      >
        <Input id="captcha" name="captcha" size="large" autoComplete="off" placeholder={t('login.captcha')} />
      </Form.Item>
      <button
        type="button"
        onClick={onRefresh}
        title={t('login.captchaRefresh')}
        data-testid="captcha-image"
        style={{ width: 112, height: 40, padding: 0, border: 'none', background: 'none', cursor: 'pointer' }}
      >
        <Spin spinning={loading} size="small">
          {image ? (
            <img src={image} alt={t('login.captcha')} style={{ width: 112, height: 40, display: 'block' }} />
          ) : (
            <span style={{ display: 'block', width: 112, height: 40 }} />
          )}
        </Spin>
      </button>
    </Flex>
  );
}
