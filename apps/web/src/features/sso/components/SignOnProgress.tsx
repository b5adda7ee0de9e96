import { Button, Spin } from 'antd';
import { PATHS } from '../../../config/paths';
import { useSignOnT } from '../../../i18n/signOn';

/** The callback pages' one view: signing in, or why it did not work with the way back. */
export function SignOnProgress({ error }: { error: string | null }) {
  const t = useSignOnT();
  if (!error) {
    return (
      <div style={{ textAlign: 'center', padding: 32 }} data-testid="sign-on-progress">
        <Spin />
        <div style={{ marginTop: 12 }}>{t('signingOn')}</div>
      </div>
    );
  }
  return (
    <div style={{ textAlign: 'center', padding: 32 }} data-testid="sign-on-error">
      <p role="alert">{error}</p>
      <Button type="primary" href={PATHS.login}>
        {t('backToLogin')}
      </Button>
    </div>
  );
}
