import { ReloadOutlined } from '@ant-design/icons';
import { ApiError } from '@awards/web-common/apiError';
import { describeError } from '@awards/web-common/errorCatalogue';
import { Button, Result } from 'antd';
import { useWidgetsT } from './i18n';

/** The user's words for a failure: the error catalogue's for a call, else the error's message. */
function reasonOf(error: unknown): string | undefined {
  if (error instanceof ApiError) return describeError(error);
  return error instanceof Error ? error.message : undefined;
}

/**
 * What a list or a detail shows when its data could not be loaded (issue 14 item 4): the
 * reason and a retry button, distinct from the empty state ("no data") and from loading.
 * A page that crashed shows app/LoadFailure instead.
 *
 * ```tsx
 * if (detail.isError) return <LoadError error={detail.error} onRetry={() => detail.refetch()} />;
 * ```
 */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => unknown }) {
  const { t } = useWidgetsT();
  return (
    <div data-testid="load-error">
      <Result
        status="warning"
        title={t('state.failed')}
        subTitle={reasonOf(error)}
        extra={
          <Button icon={<ReloadOutlined />} onClick={() => void onRetry()} data-testid="load-retry">
            {t('state.retry')}
          </Button>
        }
      />
    </div>
  );
}
