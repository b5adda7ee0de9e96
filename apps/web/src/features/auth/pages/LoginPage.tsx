import type { LoginResult, LoginForm as LoginValues } from '@awards/shared/auth';
import { Alert, Card, Flex, Form, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { LanguageSelect } from '../../../components/LanguageSelect';
import { safeRedirect } from '../../../config/paths';
import { translateShared } from '../../../i18n/sharedMessages';
import { saveLogin } from '../../../lib/session';
import { useCaptcha } from '../api/captcha';
import { useLogin } from '../api/login';
import { CaptchaField } from '../components/CaptchaField';
import { LoginForm } from '../components/LoginForm';
import { readLoginFailure } from '../loginFailure';

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [form] = Form.useForm<LoginValues>();
  const [alert, setAlert] = useState<string | null>(null);
  const [captchaShown, setCaptchaShown] = useState(false);
  const captcha = useCaptcha(captchaShown);
  const loginMutation = useLogin();

  const onSuccess = (result: LoginResult) => {
    // Spec 000 §5: a login answer without user info is a failed login.
    if (!result?.token || !result.userInfo) {
      setAlert(t('login.noUserInfo'));
      return;
    }
    saveLogin(result);
    void navigate(safeRedirect(params.get('redirect')), { replace: true });
  };

  const onError = (error: unknown) => {
    const failure = readLoginFailure(error, t('login.failed'));
    setAlert(failure.message && translateShared(failure.message));
    form.setFields(
      failure.fieldErrors.map(({ name, message }) => ({ name, errors: [translateShared(message)] })),
    );
    const showCaptcha = failure.captchaRequired ?? captchaShown;
    setCaptchaShown(showCaptcha);
    // A captcha is good for one attempt: a shown one is replaced after every failure.
    if (showCaptcha) {
      form.setFieldValue('captcha', undefined);
      if (captchaShown) void captcha.refetch();
    }
  };

  const onSubmit = (values: LoginValues) => {
    setAlert(null);
    const captchaId = captchaShown ? captcha.data?.captchaId : undefined;
    loginMutation.mutate({ ...values, ...(captchaId ? { captchaId } : {}) }, { onSuccess, onError });
  };

  return (
    <Card>
      <Flex justify="space-between" align="center" style={{ marginBottom: 16 }}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t('login.heading')}
        </Typography.Title>
        <LanguageSelect />
      </Flex>
      {alert && (
        <Alert type="error" title={alert} showIcon style={{ marginBottom: 16 }} data-testid="login-alert" />
      )}
      <LoginForm
        form={form}
        submitting={loginMutation.isPending}
        onSubmit={onSubmit}
        captcha={
          captchaShown && (
            <CaptchaField
              image={captcha.data?.image}
              loading={captcha.isFetching}
              onRefresh={() => void captcha.refetch()}
            />
          )
        }
      />
    </Card>
  );
}
