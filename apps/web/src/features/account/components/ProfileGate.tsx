import type { UserInfo } from '@awards/shared/auth';
import { Alert, Button, Card, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useProfile } from '../api/profile';
import { useAccountT } from '../i18n';

/** Renders its children with the own profile once loaded; a skeleton, or the error with a retry, before. */
export function ProfileGate({ children }: { children: (user: UserInfo) => ReactNode }) {
  const t = useAccountT();
  const profile = useProfile();
  if (profile.data) return children(profile.data);
  if (profile.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('center.loadFailed')}
        action={
          <Button size="small" onClick={() => void profile.refetch()}>
            {t('center.retry')}
          </Button>
        }
      />
    );
  }
  return (
    <Card>
      <Skeleton active avatar paragraph={{ rows: 6 }} />
    </Card>
  );
}
