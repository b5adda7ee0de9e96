import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFallback } from './PageFallback';

/** A query as a page reads it: loading, failed (with a retry), or its content. */
export interface Loadable<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/**
 * A public page's loading, its failure with the server's message and a retry, then its
 * content; a 404 (a notice no longer public, an award not open) says the page does not exist.
 */
export function LoadState<T>({ query, children }: { query: Loadable<T>; children: (data: T) => ReactNode }) {
  const { t } = useTranslation();
  if (query.isPending) return <PageFallback />;
  if (query.isError || query.data === undefined) {
    const status = (query.error as { status?: number } | null)?.status;
    const message = (query.error as { message?: string } | null)?.message;
    return status === 404 ? (
      <Result status="404" title={t('errors.notFound')} subTitle={message || t('errors.notFoundText')} />
    ) : (
      <Result
        status="warning"
        title={t('errors.loadFailed')}
        subTitle={message}
        extra={
          <Button type="primary" onClick={() => void query.refetch()}>
            {t('errors.retry')}
          </Button>
        }
      />
    );
  }
  return <>{children(query.data)}</>;
}
