import { formatDateTime } from '@awards/web-common/format';
import { Button, List, Typography } from 'antd';
import { useJobsT } from '../i18n';

/** The next firings the server computed for the expression in the field ('see execution time'). */
export function CronPreview({ firings }: { firings: string[] | null }) {
  const { t } = useJobsT();
  if (!firings) return null;
  return (
    <List
      size="small"
      bordered
      header={<Typography.Text strong>{t('form.nextFirings')}</Typography.Text>}
      dataSource={firings}
      renderItem={(time, index) => (
        <List.Item>
          {index + 1}. {formatDateTime(time)}
        </List.Item>
      )}
      data-testid="cron-firings"
      style={{ marginBottom: 16 }}
    />
  );
}

export function PreviewButton({ loading, onClick }: { loading: boolean; onClick: () => void }) {
  const { t } = useJobsT();
  return (
    <Button onClick={onClick} loading={loading} data-testid="cron-preview">
      {t('form.preview')}
    </Button>
  );
}
