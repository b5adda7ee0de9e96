import { Button, Divider, Flex, Typography } from 'antd';
import { useAccountT } from '../i18n';
import { SessionsTable } from './SessionsTable';

/**
 * The shell owns the change-password dialog; this asks it to open by an event, so the
 * two features share no code: the shell listens for `portal:change-password`.
 */
export const CHANGE_PASSWORD_EVENT = 'portal:change-password';

export function SecurityPanel() {
  const t = useAccountT();
  return (
    <Flex vertical>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <div>
          <Typography.Text strong>{t('security.password')}</Typography.Text>
          <br />
          <Typography.Text type="secondary">{t('security.passwordHint')}</Typography.Text>
        </div>
        <Button
          onClick={() => window.dispatchEvent(new Event(CHANGE_PASSWORD_EVENT))}
          data-testid="change-password"
        >
          {t('security.changePassword')}
        </Button>
      </Flex>
      <Divider />
      <Typography.Text strong style={{ marginBottom: 8 }}>
        {t('security.sessions')}
      </Typography.Text>
      <SessionsTable />
    </Flex>
  );
}
