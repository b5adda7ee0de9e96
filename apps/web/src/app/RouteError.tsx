import { Button, Result } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { removeSkeleton } from './skeleton';

/** Last resort for a render or loader crash (including a chunk that failed to load). */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(removeSkeleton, []);
  useEffect(() => console.error(error), [error]);
  return (
    <Result
      status="500"
      title="500"
      subTitle={t('exception.crashed')}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {t('exception.reload')}
        </Button>
      }
    />
  );
}
