import { Button, Result, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { isChunkLoadError } from '../lib/chunkLoad';

/**
 * What a failed page shows. A chunk that failed to load (often: a new release replaced
 * it) asks for a reload, which fetches the current files; any other crash offers a retry.
 */
export function LoadFailure({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  const chunk = isChunkLoadError(error);
  return (
    <Result
      status={chunk ? 'warning' : '500'}
      title={t(chunk ? 'exception.chunkTitle' : 'exception.crashedTitle')}
      subTitle={t(chunk ? 'exception.chunkFailed' : 'exception.crashed')}
      extra={
        <Space>
          {onRetry && (
            <Button onClick={onRetry} data-testid="page-retry">
              {t('exception.retry')}
            </Button>
          )}
          <Button type="primary" onClick={() => window.location.reload()}>
            {t('exception.reload')}
          </Button>
        </Space>
      }
    />
  );
}
